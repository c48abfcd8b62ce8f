import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, type TrpcBatchItem, trpcBatch } from './http-helpers';
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
	server.clock.advance(15 * 60 * 1000 + 1000);
});

const LIMIT = 10;
let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

const login = (email: string, password: string, ip: string) =>
	call(() => apiClient(server.url, { 'x-forwarded-for': ip }).auth.login.mutate({ email, password }));

/** An answer that needed the password checked: a session, or "login failed" (not the lock, not a refusal). */
const checkedPassword = (item: TrpcBatchItem) => !item.error || item.error.data.i18nKey === 'errors.loginFailed';

describe('login attempts under concurrency', () => {
	it('checks at most 10 passwords for 100 parallel wrong logins, and the right one after them is locked', async () => {
		const user = await registerUser(server);
		const ip = newIp();
		const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(user.email, `Wrong${i}abcD`, ip)));
		const statuses = answers.map((answer) => answer.status);
		expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
		expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(LIMIT);

		const right = await login(user.email, user.password, ip);
		expect(right.status).toBe(429);
		expect(right.error?.data.i18nKey).toBe('errors.tooManyAttempts');
		expect(right.headers.getSetCookie()).toEqual([]);
		// The account is locked from any IP, not only the attacker's.
		expect((await login(user.email, user.password, newIp())).status).toBe(429);
	});

	it('caps one IP spraying many accounts in parallel at 10 checks', async () => {
		const users = await Promise.all(Array.from({ length: 4 }, () => registerUser(server)));
		const ip = newIp();
		const answers = await Promise.all(
			Array.from({ length: 40 }, (_, i) => login(users[i % users.length]?.email ?? '', 'Wrong12345', ip)),
		);
		expect(answers.filter((answer) => answer.status !== 429).length).toBeLessThanOrEqual(LIMIT);
		const first = users[0];
		if (!first) throw new Error('no user');
		expect((await login(first.email, first.password, ip)).status).toBe(429);
	});

	it('checks at most 10 passwords across parallel batches that each carry a login', async () => {
		const user = await registerUser(server);
		const ip = newIp();
		// One login per batch (more are refused outright); the other calls are harmless mutations.
		const batch = (i: number) =>
			trpcBatch(
				server.url,
				'mutation',
				[
					{ path: 'auth.login', input: { email: user.email, password: `Wrong${i}abcD` } },
					...Array.from({ length: 7 }, () => ({
						path: 'auth.requestPasswordReset',
						input: { email: 'nobody@example.com' },
					})),
				],
				{ 'x-forwarded-for': ip },
			);
		const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => batch(i)));
		const logins = answers.map((answer) => answer.items[0]);
		expect(logins.every((item) => item !== undefined)).toBe(true);
		expect(logins.filter((item) => item && checkedPassword(item)).length).toBeLessThanOrEqual(LIMIT);
		expect(
			logins.every(
				(item) => item?.error && ['errors.loginFailed', 'errors.tooManyAttempts'].includes(item.error.data.i18nKey),
			),
		).toBe(true);

		expect((await login(user.email, user.password, ip)).status).toBe(429);
	});

	it('never lets a batch of logins guess several passwords at once', async () => {
		const user = await registerUser(server);
		const ip = newIp();
		const guesses = [...Array.from({ length: 7 }, (_, i) => `Wrong${i}abcD`), user.password];
		for (let round = 0; round < 4; round++) {
			const answer = await trpcBatch(
				server.url,
				'mutation',
				guesses.map((password) => ({ path: 'auth.login', input: { email: user.email, password } })),
				{ 'x-forwarded-for': ip },
			);
			expect(answer.status).toBe(400);
			expect(answer.items.filter(checkedPassword)).toEqual([]);
			expect(answer.headers.getSetCookie()).toEqual([]);
		}
	});

	it('frees the attempt of a successful login and forgives the account, but not the IP', async () => {
		const user = await registerUser(server);
		const ip = newIp();
		for (let i = 0; i < 5; i++) expect((await login(`ghost${i}.${ip}@example.com`, 'Wrong12345', ip)).status).toBe(401);
		for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wrong12345', ip)).status).toBe(401);
		// Parallel right-password logins with one slot left for this IP: at most that one is checked.
		const answers = await Promise.all(Array.from({ length: 3 }, () => login(user.email, user.password, ip)));
		expect(answers.some((answer) => answer.status === 200)).toBe(true);
		expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
		// The account's failures are forgiven; the IP keeps its five on other accounts.
		for (let i = 0; i < 5; i++) expect((await login(user.email, 'Wrong12345', ip)).status).toBe(401);
		expect((await login(user.email, user.password, ip)).status).toBe(429);
		expect((await login(user.email, user.password, newIp())).status).toBe(200);
	});
});
