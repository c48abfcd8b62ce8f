import { SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET } from '../simulator/index';

/**
 * Reads the simulator through PayPal's own REST API (what a merchant sees in PayPal's dashboard),
 * so a test can check that a failed call created nothing.
 */
export async function listSubscriptions(simulatorUrl: string, planId: string): Promise<{ id: string }[]> {
	const list = await fetch(`${simulatorUrl}/v1/billing/subscriptions?plan_ids=${planId}`, {
		headers: { authorization: `Bearer ${await accessToken(simulatorUrl)}` },
	}).then((response) => response.json() as Promise<{ subscriptions: { id: string }[] }>);
	return list.subscriptions;
}

/** The plans of one product, as PayPal lists them. */
export async function listPlans(simulatorUrl: string, productId: string): Promise<{ id: string }[]> {
	const list = await fetch(`${simulatorUrl}/v1/billing/plans?product_id=${productId}`, {
		headers: { authorization: `Bearer ${await accessToken(simulatorUrl)}` },
	}).then((response) => response.json() as Promise<{ plans: { id: string }[] }>);
	return list.plans;
}

async function accessToken(simulatorUrl: string): Promise<string> {
	const token = await fetch(`${simulatorUrl}/v1/oauth2/token`, {
		method: 'POST',
		headers: {
			authorization: `Basic ${Buffer.from(`${SIMULATOR_CLIENT_ID}:${SIMULATOR_CLIENT_SECRET}`).toString('base64')}`,
			'content-type': 'application/x-www-form-urlencoded',
		},
		body: 'grant_type=client_credentials',
	}).then((response) => response.json() as Promise<{ access_token: string }>);
	return token.access_token;
}
