import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The REST app credentials a simulator accepts when it is started without its own: what `npm start`
 * and the CLI use in simulator mode when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are not set.
 */
export const SIMULATOR_CLIENT_ID = 'edge-simulator';
export const SIMULATOR_CLIENT_SECRET = 'edge-simulator-secret';

export interface SimulatorClient {
	clientId: string;
	clientSecret: string;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Like PayPal's token endpoint, only the app's own id and secret get a token. Compared as hashes in
 * constant time, so an answer's timing tells nothing about how much of a guess was right.
 */
export function isSimulatorClient(client: SimulatorClient, clientId: string, clientSecret: string): boolean {
	const idMatches = timingSafeEqual(digest(client.clientId), digest(clientId));
	const secretMatches = timingSafeEqual(digest(client.clientSecret), digest(clientSecret));
	return idMatches && secretMatches;
}
