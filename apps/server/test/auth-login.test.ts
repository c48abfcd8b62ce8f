import { loginFailures, sessions } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, getMe, registerUser, uniqueEmail } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
// Behind a trusted proxy the caller's IP comes from X-Forwarded-For, so tests can act as many IPs.
beforeAll(async () => {
	server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
	await server.stop();
});

const WINDOW_MS = 15 * 60 * 1000;
let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;

const login = (email: string, password: string, ip = newIp(), headers: Record<string, string> = {}) =>
	call(() => apiClient(server.url, { 'x-forwarded-for': ip, ...headers }).auth.login.mutate({ email, password }));

describe('auth.login', () => {
	it('answers a token that works as a Bearer token, and a session cookie', async () => {
		const user = await registerUser(server);
		const response = await login(user.email.toUpperCase(), user.password);
		expect(response.status).toBe(200);
		const token = response.data?.token ?? '';
		expect(token).not.toBe(user.token);
		expect(response.headers.getSetCookie().some((c) => c.startsWith(`edge_session=${token};`))).toBe(true);
		const me = await getMe(server, bearer(token));
		expect(me.status).toBe(200);
		expect(me.body.user?.id).toBe(user.user.id);
	});

	it('gives a wrong password and an unknown e-mail the same 401 answer', async () => {
		const user = await registerUser(server);
		const wrong = await login(user.email, 'Wrong12345');
		const unknown = await login(uniqueEmail('ghost'), 'Wrong12345');
		for (const response of [wrong, unknown]) {
			expect(response.status).toBe(401);
			expect(response.error?.data.i18nKey).toBe('errors.loginFailed');
			expect(response.headers.getSetCookie()).toEqual([]);
		}
		expect(wrong.error?.message).toBe(unknown.error?.message);
		expect(wrong.error?.data).toEqual(unknown.error?.data);
	});

	it('keeps a session 30 days', async () => {
		const user = await registerUser(server);
		const token = (await login(user.email, user.password)).data?.token ?? '';
		const row = server.db.select().from(sessions).where(eq(sessions.id, token)).get();
		// Lucia keeps its own time (Date.now) and stores seconds.
		const expected = Date.now() / 1000 + 30 * 24 * 3600;
		expect(Math.abs((row?.expiresAt ?? 0) - expected)).toBeLessThan(60);
	});
});

describe('login throttling', () => {
	beforeEach(() => {
		// Every earlier failure leaves the 15-minute window.
		server.clock.advance(WINDOW_MS + 1000);
	});

	it('locks an account after 10 failures, even for the right password, for at most 15 minutes', async () => {
		const user = await registerUser(server);
		for (let i = 0; i < 10; i++) expect((await login(user.email, 'Wrong12345')).status).toBe(401);

		const locked = await login(user.email, user.password);
		expect(locked.status).toBe(429);
		expect(locked.error?.data.i18nKey).toBe('errors.tooManyAttempts');
		const minutes = Number(locked.error?.data.params.count);
		expect(minutes).toBeGreaterThanOrEqual(1);
		expect(minutes).toBeLessThanOrEqual(15);
		expect(locked.headers.getSetCookie()).toEqual([]);

		server.clock.advance(WINDOW_MS - 60_000);
		expect((await login(user.email, user.password)).status).toBe(429);
		server.clock.advance(60_000 + 1000);
		const unlocked = await login(user.email, user.password);
		expect(unlocked.status).toBe(200);
		expect((await getMe(server, bearer(unlocked.data?.token ?? ''))).status).toBe(200);
	});

	it('answers 429 before checking the password, so a lock reveals nothing', async () => {
		const email = uniqueEmail('ghost');
		for (let i = 0; i < 10; i++) await login(email, 'Wrong12345');
		const locked = await login(email, 'Wrong12345');
		expect(locked.status).toBe(429);
		// The refused attempt is not counted: the lock still ends 15 minutes after the first failure.
		expect(server.db.select().from(loginFailures).where(eq(loginFailures.email, email)).all()).toHaveLength(10);
	});

	it('counts 9 failures, then forgives them after a successful login', async () => {
		const user = await registerUser(server);
		for (let i = 0; i < 9; i++) await login(user.email, 'Wrong12345');
		expect((await login(user.email, user.password)).status).toBe(200);
		for (let i = 0; i < 9; i++) await login(user.email, 'Wrong12345');
		expect((await login(user.email, user.password)).status).toBe(200);
	});

	it('locks one IP after 10 failures spread over different e-mails, and not other IPs', async () => {
		const ip = newIp();
		for (let i = 0; i < 10; i++) expect((await login(uniqueEmail('spray'), 'Wrong12345', ip)).status).toBe(401);
		const user = await registerUser(server);

		const locked = await login(user.email, user.password, ip);
		expect(locked.status).toBe(429);
		expect(locked.error?.data.i18nKey).toBe('errors.tooManyAttempts');
		expect(Number(locked.error?.data.params.count)).toBeGreaterThanOrEqual(1);
		expect(Number(locked.error?.data.params.count)).toBeLessThanOrEqual(15);

		expect((await login(user.email, user.password, newIp())).status).toBe(200);

		server.clock.advance(WINDOW_MS + 1000);
		expect((await login(user.email, user.password, ip)).status).toBe(200);
	});

	it('answers the lock in the caller’s language, the i18n key and the minutes left as count in data', async () => {
		const email = uniqueEmail('ghost');
		const ip = newIp();
		for (let i = 0; i < 10; i++) await login(email, 'Wrong12345', ip);
		const locked = await login(email, 'Wrong12345', ip, { 'accept-language': 'en' });
		expect(locked.error?.message).toBe('Too many attempts. Try again in 15 minutes.');
		expect(locked.error?.data.i18nKey).toBe('errors.tooManyAttempts');
		expect(locked.error?.data.params).toEqual({ count: 15 });
	});
});

describe('auth.logout', () => {
	it('ends the session and clears the cookie', async () => {
		const user = await registerUser(server);
		const token = (await login(user.email, user.password)).data?.token ?? '';
		const response = await call(() => apiClient(server.url, bearer(token)).auth.logout.mutate());
		expect(response.status).toBe(200);
		expect(response.data).toEqual({ ok: true });
		const cleared = response.headers.getSetCookie().find((c) => c.startsWith('edge_session=')) ?? '';
		expect(cleared).toMatch(/^edge_session=;/);
		expect(cleared).toContain('Max-Age=0');

		expect((await getMe(server, bearer(token))).status).toBe(401);
		expect((await getMe(server, { cookie: `edge_session=${token}` })).status).toBe(401);
		expect(server.db.select().from(sessions).where(eq(sessions.id, token)).get()).toBeUndefined();
		// Only that session ends; the sign-up session is still valid.
		expect((await getMe(server, bearer(user.token))).status).toBe(200);
	});

	it('refuses a logout without a session', async () => {
		const response = await call(() => visitor().auth.logout.mutate());
		expect(response.status).toBe(401);
		expect(response.error?.data.i18nKey).toBe('errors.unauthorized');
	});
});
