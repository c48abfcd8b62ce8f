import { SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET } from '../simulator/index';

/**
 * Reads the simulator through PayPal's own REST API (what a merchant sees in PayPal's dashboard),
 * so a test can check that a failed call created nothing.
 */
export async function listSubscriptions(simulatorUrl: string, planId: string): Promise<{ id: string }[]> {
	const token = await fetch(`${simulatorUrl}/v1/oauth2/token`, {
		method: 'POST',
		headers: {
			authorization: `Basic ${Buffer.from(`${SIMULATOR_CLIENT_ID}:${SIMULATOR_CLIENT_SECRET}`).toString('base64')}`,
			'content-type': 'application/x-www-form-urlencoded',
		},
		body: 'grant_type=client_credentials',
	}).then((response) => response.json() as Promise<{ access_token: string }>);
	const list = await fetch(`${simulatorUrl}/v1/billing/subscriptions?plan_ids=${planId}`, {
		headers: { authorization: `Bearer ${token.access_token}` },
	}).then((response) => response.json() as Promise<{ subscriptions: { id: string }[] }>);
	return list.subscriptions;
}
