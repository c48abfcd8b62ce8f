import { contactMessages, loginFailures, sessions, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerInput, registerUser, type TrpcBatchItem, trpcBatch } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

/** The server's cap; the web client's httpBatchLink uses the same constant. */
const CAP = 10;

const contactInput = {
	name: 'Carlos Gómez',
	email: 'carlos@example.com',
	phone: '+18095551234',
	country: 'República Dominicana',
	issue: 'Una consulta cualquiera para la prueba de lotes.',
};

/** Every call answered with the same translated 400, and none of them run. */
function expectRefused(answer: { status: number; items: TrpcBatchItem[] }, calls: number, i18nKey: string) {
	expect(answer.status).toBe(400);
	expect(answer.items).toHaveLength(calls);
	for (const item of answer.items) {
		expect(item).toEqual({
			error: {
				message: i18nKey,
				code: -32600,
				data: { code: 'BAD_REQUEST', httpStatus: 400, i18nKey, params: {}, fieldErrors: {} },
			},
		});
	}
}

describe('tRPC batch size', () => {
	it(`answers a batch of ${CAP} auth.me queries`, async () => {
		const user = await registerUser(server);
		const answer = await trpcBatch<{ id: string }>(
			server.url,
			'query',
			Array.from({ length: CAP }, () => ({ path: 'auth.me' })),
			bearer(user.token),
		);
		expect(answer.status).toBe(200);
		expect(answer.items).toHaveLength(CAP);
		expect(answer.items.map((item) => item.error ?? item.result.data.id)).toEqual(Array(CAP).fill(user.user.id));
	});

	it(`refuses ${CAP + 1} queries with a translated 400 before creating a context`, async () => {
		const user = await registerUser(server);
		// A session past half its life slides forward whenever a request's context is built.
		const expiresAt = Math.floor(Date.now() / 1000) + 10 * 24 * 3600;
		server.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, user.token)).run();

		const answer = await trpcBatch(
			server.url,
			'query',
			Array.from({ length: CAP + 1 }, () => ({ path: 'auth.me' })),
			{ cookie: user.cookie, 'accept-language': 'en' },
		);
		expectRefused(answer, CAP + 1, 'errors.batchTooLarge');
		expect(answer.headers.getSetCookie()).toEqual([]);
		expect(server.db.select().from(sessions).where(eq(sessions.id, user.token)).get()?.expiresAt).toBe(expiresAt);
	});

	it(`refuses ${CAP + 1} mutations without running any`, async () => {
		const before = server.db.select().from(contactMessages).all().length;
		const answer = await trpcBatch(
			server.url,
			'mutation',
			Array.from({ length: CAP + 1 }, () => ({ path: 'contact.submit', input: contactInput })),
		);
		expectRefused(answer, CAP + 1, 'errors.batchTooLarge');
		expect(server.db.select().from(contactMessages).all()).toHaveLength(before);
	});

	it('refuses a thousand calls as quickly as one', async () => {
		const answer = await trpcBatch(
			server.url,
			'mutation',
			Array.from({ length: 1000 }, () => ({ path: 'auth.login', input: { email: 'a@example.com', password: 'x' } })),
		);
		expectRefused(answer, 1000, 'errors.batchTooLarge');
		expect(server.db.select().from(loginFailures).all()).toEqual([]);
	});
});

describe('password hashing in a batch', () => {
	it('refuses two sign-ups in one request and creates no account', async () => {
		const inputs = [registerInput(), registerInput()];
		const answer = await trpcBatch(
			server.url,
			'mutation',
			inputs.map((input) => ({ path: 'auth.register', input })),
		);
		expectRefused(answer, 2, 'errors.batchPasswordCalls');
		expect(answer.headers.getSetCookie()).toEqual([]);
		for (const input of inputs) {
			expect(server.db.select().from(users).where(eq(users.email, input.email)).get()).toBeUndefined();
		}
	});

	it('refuses two logins in one request, even with the right password, and checks neither', async () => {
		const user = await registerUser(server);
		const sessionsBefore = server.db.select().from(sessions).where(eq(sessions.userId, user.user.id)).all().length;
		const answer = await trpcBatch(server.url, 'mutation', [
			{ path: 'auth.login', input: { email: user.email, password: user.password } },
			{ path: 'auth.login', input: { email: user.email, password: user.password } },
		]);
		expectRefused(answer, 2, 'errors.batchPasswordCalls');
		expect(answer.headers.getSetCookie()).toEqual([]);
		expect(server.db.select().from(sessions).where(eq(sessions.userId, user.user.id)).all()).toHaveLength(
			sessionsBefore,
		);
		expect(server.db.select().from(loginFailures).where(eq(loginFailures.email, user.email)).all()).toEqual([]);
	});

	it('refuses different password-hashing procedures together', async () => {
		const user = await registerUser(server);
		const input = registerInput();
		const answer = await trpcBatch(
			server.url,
			'mutation',
			[
				{ path: 'auth.register', input },
				{ path: 'auth.deleteAccount', input: { password: user.password } },
			],
			bearer(user.token),
		);
		expectRefused(answer, 2, 'errors.batchPasswordCalls');
		expect(server.db.select().from(users).where(eq(users.id, user.user.id)).get()).toBeDefined();
		expect(server.db.select().from(users).where(eq(users.email, input.email)).get()).toBeUndefined();
	});

	it('runs one password-hashing call among other calls', async () => {
		const input = registerInput();
		const answer = await trpcBatch(server.url, 'mutation', [
			{ path: 'auth.register', input },
			{ path: 'auth.requestPasswordReset', input: { email: 'nobody@example.com' } },
		]);
		expect(answer.status).toBe(200);
		expect(answer.items.map((item) => item.error)).toEqual([undefined, undefined]);
		expect(server.db.select().from(users).where(eq(users.email, input.email)).get()).toBeDefined();
	});
});
