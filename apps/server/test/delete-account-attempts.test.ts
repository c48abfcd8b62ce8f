import { users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, getMe, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
// Behind a trusted proxy the caller's IP comes from X-Forwarded-For, so each test acts from its own IP.
beforeAll(async () => {
	server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
	await server.stop();
});
beforeEach(() => {
	// Every earlier attempt leaves the 15-minute window.
	server.clock.advance(WINDOW_MS + 1000);
});

const WINDOW_MS = 15 * 60 * 1000;
const LIMIT = 10;
let ipCounter = 0;
const newIp = () => `192.0.2.${++ipCounter}`;

const deleteAccount = (user: RegisteredUser, password: string, ip: string, headers: Record<string, string> = {}) =>
	call(() =>
		apiClient(server.url, { ...bearer(user.token), 'x-forwarded-for': ip, ...headers }).auth.deleteAccount.mutate({
			password,
		}),
	);

const exists = (user: RegisteredUser) =>
	server.db.select().from(users).where(eq(users.id, user.user.id)).get() !== undefined;

describe('auth.deleteAccount password attempts', () => {
	it('locks after 10 wrong passwords, even for the right one, and keeps the account', async () => {
		const user = await registerUser(server);
		const ip = newIp();
		for (let i = 0; i < LIMIT; i++) {
			const wrong = await deleteAccount(user, `Wrong${i}abcD`, ip);
			expect(wrong.status).toBe(400);
			expect(wrong.error?.data.i18nKey).toBe('errors.wrongPassword');
		}

		const locked = await deleteAccount(user, user.password, ip, { 'accept-language': 'en' });
		expect(locked.status).toBe(429);
		expect(locked.error?.message).toBe('Too many attempts. Try again in 15 minutes.');
		expect(locked.error?.data.i18nKey).toBe('errors.tooManyAttempts');
		expect(locked.error?.data.params).toEqual({ count: 15 });
		expect(locked.headers.getSetCookie()).toEqual([]);
		expect(exists(user)).toBe(true);
		expect((await getMe(server, bearer(user.token))).status).toBe(200);

		// The limit is the account's, from any IP, and login shares it.
		expect((await deleteAccount(user, user.password, newIp())).status).toBe(429);
		const login = await call(() =>
			apiClient(server.url, { 'x-forwarded-for': newIp() }).auth.login.mutate({
				email: user.email,
				password: user.password,
			}),
		);
		expect(login.status).toBe(429);

		server.clock.advance(WINDOW_MS + 1000);
		expect((await deleteAccount(user, user.password, ip)).status).toBe(200);
		expect(exists(user)).toBe(false);
	});

	it('checks at most 10 passwords for parallel attempts', async () => {
		const user = await registerUser(server);
		const ip = newIp();
		const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => deleteAccount(user, `Wrong${i}abcD`, ip)));
		const statuses = answers.map((answer) => answer.status);
		expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
		expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(LIMIT);

		expect((await deleteAccount(user, user.password, ip)).status).toBe(429);
		expect(exists(user)).toBe(true);
	});

	it('locks one IP that tries passwords on several accounts', async () => {
		const accounts = await Promise.all(Array.from({ length: 2 }, () => registerUser(server)));
		const ip = newIp();
		for (let i = 0; i < LIMIT; i++) {
			const account = accounts[i % accounts.length] as RegisteredUser;
			expect((await deleteAccount(account, 'Wrong12345', ip)).status).toBe(400);
		}
		const first = accounts[0] as RegisteredUser;
		expect((await deleteAccount(first, first.password, ip)).status).toBe(429);
		expect(exists(first)).toBe(true);
		// Five failures each: the accounts themselves are not locked from another address.
		expect((await deleteAccount(first, first.password, newIp())).status).toBe(200);
	});
});
