import { en } from '@edge/i18n/locales/en';
import { es } from '@edge/i18n/locales/es';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, type RegisteredUser, registerUser } from './http-helpers';
import { header, nodeRequest } from './node-request';
import { DAY_MS, sessionExpiry, setSessionExpiry } from './session-rows';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * What the fast paths of GET /api/v1/auth/me, session validation and the CSRF guard must keep
 * doing: the same answers, byte for byte, as before they were made fast.
 */
let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Slack for the seconds a test takes and lucia's rounding to whole seconds. */
const SLACK_MS = 60_000;

describe('GET /api/v1/auth/me without a session', () => {
	it.each([
		['no header', {}, es.errors.unauthorized],
		['an unknown token', bearer('nonsense'), es.errors.unauthorized],
		['Accept-Language: en', { 'accept-language': 'en' }, en.errors.unauthorized],
		['Accept-Language: en-US,en;q=0.9', { 'accept-language': 'en-US,en;q=0.9' }, en.errors.unauthorized],
		['Accept-Language: fr', { 'accept-language': 'fr' }, es.errors.unauthorized],
	])('answers 401 with exactly the translated error for %s', async (_, headers, text) => {
		const response = await fetch(`${server.url}/api/v1/auth/me`, { headers });
		expect(response.status).toBe(401);
		expect(response.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
		expect(await response.text()).toBe(JSON.stringify({ error: text }));
	});

	it('says so in the catalog words', () => {
		// The cached bodies above must be the catalog's, not a copy that could drift from it.
		expect(es.errors.unauthorized).toBe('El usuario no ha iniciado sesión.');
		expect(en.errors.unauthorized).toBe('User is not logged in.');
	});

	it('answers the Spanish body as exact bytes (UTF-8, Content-Length)', async () => {
		const response = await nodeRequest(`${server.url}/api/v1/auth/me`);
		const expected = Buffer.from('{"error":"El usuario no ha iniciado sesión."}', 'utf8');
		expect(response.body.equals(expected)).toBe(true);
		expect(header(response, 'content-length')).toBe(String(expected.length));
	});
});

describe('GET /api/v1/auth/me with a session', () => {
	it('answers { user } with the same user as tRPC auth.me', async () => {
		const user = await registerUser(server);
		const response = await fetch(`${server.url}/api/v1/auth/me`, { headers: bearer(user.token) });
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
		const body = (await response.json()) as Record<string, unknown>;
		expect(Object.keys(body)).toEqual(['user']);
		const viaTrpc = await call(() => apiClient(server.url, bearer(user.token)).auth.me.query());
		expect(viaTrpc.status).toBe(200);
		expect(body.user).toEqual(viaTrpc.data);
		expect(body.user).toMatchObject({ id: user.user.id, email: user.email });
	});
});

/** One way of asking who is signed in: its status, any Set-Cookie, and the user it answered. */
type WhoAmI = (user: RegisteredUser) => Promise<{ status: number; setCookie: string[]; userId: string | undefined }>;

const WAYS: [string, WhoAmI][] = [
	[
		'REST with the bearer token',
		async (user) => {
			const response = await fetch(`${server.url}/api/v1/auth/me`, { headers: bearer(user.token) });
			const body = (await response.json()) as { user?: { id: string } };
			return { status: response.status, setCookie: response.headers.getSetCookie(), userId: body.user?.id };
		},
	],
	[
		'REST with the session cookie',
		async (user) => {
			const response = await fetch(`${server.url}/api/v1/auth/me`, { headers: { cookie: user.cookie } });
			const body = (await response.json()) as { user?: { id: string } };
			return { status: response.status, setCookie: response.headers.getSetCookie(), userId: body.user?.id };
		},
	],
	[
		'tRPC auth.me with the bearer token',
		async (user) => {
			const response = await call(() => apiClient(server.url, bearer(user.token)).auth.me.query());
			return { status: response.status, setCookie: response.headers.getSetCookie(), userId: response.data?.id };
		},
	],
	[
		'tRPC auth.me with the session cookie',
		async (user) => {
			const response = await call(() => apiClient(server.url, { cookie: user.cookie }).auth.me.query());
			return { status: response.status, setCookie: response.headers.getSetCookie(), userId: response.data?.id };
		},
	],
];

/** How long a session Set-Cookie keeps the cookie, in ms from now (lucia sends Max-Age, maybe Expires). */
function cookieLifetimeMs(setCookie: string): number {
	const maxAge = /;\s*Max-Age=(\d+)/i.exec(setCookie)?.[1];
	if (!maxAge) throw new Error(`session cookie without Max-Age: ${setCookie}`);
	const expires = /;\s*Expires=([^;]+)/i.exec(setCookie)?.[1];
	// When both are sent, browsers follow Max-Age; an Expires that disagreed would still be a bug.
	if (expires && Math.abs(new Date(expires).getTime() - Date.now() - Number(maxAge) * 1000) > SLACK_MS)
		throw new Error(`Max-Age and Expires disagree: ${setCookie}`);
	return Number(maxAge) * 1000;
}

describe.each(WAYS)('sliding sessions through %s', (_, whoAmI) => {
	it('leave a session in the first half of its life alone', async () => {
		const user = await registerUser(server);
		const expiresAt = new Date(Date.now() + 16 * DAY_MS);
		setSessionExpiry(server.db, user.token, expiresAt);

		const answer = await whoAmI(user);
		expect(answer).toEqual({ status: 200, setCookie: [], userId: user.user.id });
		expect(sessionExpiry(server.db, user.token)?.getTime()).toBe(Math.floor(expiresAt.getTime() / 1000) * 1000);
	});

	it('extend a session past half its life to 30 days and send the cookie again', async () => {
		const user = await registerUser(server);
		// Asked once first: the server has seen (and may keep) the session before its expiry moves.
		expect(await whoAmI(user)).toEqual({ status: 200, setCookie: [], userId: user.user.id });
		setSessionExpiry(server.db, user.token, new Date(Date.now() + 10 * DAY_MS));

		const answer = await whoAmI(user);
		expect(answer.status).toBe(200);
		expect(answer.userId).toBe(user.user.id);
		expect(answer.setCookie).toHaveLength(1);
		const cookie = answer.setCookie[0] as string;
		expect(cookie.split(';')[0]).toBe(`edge_session=${user.token}`);
		expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
		expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
		expect(Math.abs(cookieLifetimeMs(cookie) - SESSION_LIFETIME_MS)).toBeLessThan(SLACK_MS);

		const storedInMs = (sessionExpiry(server.db, user.token)?.getTime() ?? 0) - Date.now();
		expect(Math.abs(storedInMs - SESSION_LIFETIME_MS)).toBeLessThan(SLACK_MS);

		// Extended once: the next request finds it young again.
		expect((await whoAmI(user)).setCookie).toEqual([]);
	});

	it('refuse a session past its expiry and delete it', async () => {
		const user = await registerUser(server);
		expect((await whoAmI(user)).status).toBe(200);
		setSessionExpiry(server.db, user.token, new Date(Date.now() - 1000));

		const answer = await whoAmI(user);
		expect(answer.status).toBe(401);
		expect(answer.userId).toBeUndefined();
		expect(sessionExpiry(server.db, user.token)).toBeNull();
	});
});

describe('CSRF origins without APP_URL', () => {
	/** auth.logout authenticated by the session cookie alone, through node:http so Host can be set. */
	const cookieLogout = (user: RegisteredUser, headers: Record<string, string>) =>
		nodeRequest(`${server.url}/api/trpc/auth.logout`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', cookie: user.cookie, ...headers },
		});
	const signedIn = async (user: RegisteredUser) => (await getMe(server, bearer(user.token))).status === 200;

	it.each(['http://127.0.0.1', 'http://localhost', 'http://[::1]'])(
		'accepts %s:<port>, the loopback origins of this port',
		async (host) => {
			const user = await registerUser(server);
			const response = await cookieLogout(user, { origin: `${host}:${server.port}` });
			expect(response.status).toBe(200);
			expect(await signedIn(user)).toBe(false);
		},
	);

	it('refuses a loopback origin on another port', async () => {
		const user = await registerUser(server);
		const response = await cookieLogout(user, { origin: `http://localhost:${server.port + 1}` });
		expect(response.status).toBe(403);
		expect(await signedIn(user)).toBe(true);
	});

	it.each([
		['evil.example', 'http://evil.example'],
		['evil.example:8080', 'http://evil.example:8080'],
		['attacker.test', 'https://attacker.test'],
	])('refuses a foreign origin even with the Host header made to match it (Host: %s)', async (host, origin) => {
		const user = await registerUser(server);
		const response = await cookieLogout(user, { host, origin });
		expect(response.status).toBe(403);
		expect(JSON.parse(response.body.toString('utf8'))).toEqual({ error: es.errors.csrf });
		expect(await signedIn(user)).toBe(true);
	});
});
