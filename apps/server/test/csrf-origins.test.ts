import { es } from '@edge/i18n/locales/es';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, type RegisteredUser, registerUser } from './http-helpers';
import { nodeRequest } from './node-request';
import { startTestServer, type TestServer } from './test-server';

/**
 * With APP_URL set, the app's origin is APP_URL's and nothing else: not the Host header the client
 * sends, and not the loopback address the server happens to listen on.
 */
const APP_URL = 'https://edge.example';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer({ APP_URL });
});
afterAll(async () => {
	await server.stop();
});

/** Where the server really listens: server.url is APP_URL, which nothing here resolves. */
const local = () => ({ url: `http://127.0.0.1:${server.port}` });

/** auth.logout authenticated by the session cookie alone, through node:http so Host can be set. */
const cookieLogout = (user: RegisteredUser, headers: Record<string, string>) =>
	nodeRequest(`${local().url}/api/trpc/auth.logout`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', cookie: user.cookie, ...headers },
	});
const signedIn = async (user: RegisteredUser) => (await getMe(local(), bearer(user.token))).status === 200;

describe('CSRF origins with APP_URL', () => {
	it("accepts a cookie-only POST from APP_URL's origin", async () => {
		const user = await registerUser(local());
		const response = await cookieLogout(user, { host: 'edge.example', origin: APP_URL });
		expect(response.status).toBe(200);
		expect(await signedIn(user)).toBe(false);
	});

	it.each([
		['evil.example', 'http://evil.example'],
		['evil.example', 'https://evil.example'],
		// Same host, other scheme: another origin.
		['edge.example', 'http://edge.example'],
		// The address the server listens on is not the app's origin once APP_URL says otherwise.
		['127.0.0.1', 'http://127.0.0.1'],
	])('refuses it with Host: %s and Origin: %s', async (host, origin) => {
		const user = await registerUser(local());
		const port = origin.includes('127.0.0.1') ? `:${server.port}` : '';
		const response = await cookieLogout(user, { host: `${host}${port}`, origin: `${origin}${port}` });
		expect(response.status).toBe(403);
		expect(JSON.parse(response.body.toString('utf8'))).toEqual({ error: es.errors.csrf });
		expect(await signedIn(user)).toBe(true);
	});

	it('refuses localhost on the listening port too', async () => {
		const user = await registerUser(local());
		const response = await cookieLogout(user, { origin: `http://localhost:${server.port}` });
		expect(response.status).toBe(403);
		expect(await signedIn(user)).toBe(true);
	});
});
