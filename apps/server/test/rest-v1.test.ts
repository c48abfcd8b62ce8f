import { subscriptions, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A subscription row for the user, pointed at by the user's plan, as the payment flow will leave it. */
function arrangeSubscription(user: RegisteredUser, id: string, status: string, nextBillingAt: Date | null) {
	server.db
		.insert(subscriptions)
		.values({ id, userId: user.user.id, planId: 'business-profile', status, nextBillingAt })
		.run();
	server.db
		.update(users)
		.set({ planSubscriptionId: id, planNextBillingAt: nextBillingAt })
		.where(eq(users.id, user.user.id))
		.run();
}

async function getSubscription(id: string, headers: Record<string, string>) {
	const response = await fetch(`${server.url}/api/v1/payment/subscription/${encodeURIComponent(id)}`, { headers });
	return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/v1/auth/me', () => {
	it('answers the public user with exactly the spec fields', async () => {
		const user = await registerUser(server, { accountKind: 'restaurant' });
		const me = await getMe(server, bearer(user.token));
		expect(me.status).toBe(200);
		expect(Object.keys(me.body)).toEqual(['user']);
		expect(Object.keys(me.body.user ?? {}).sort()).toEqual(
			[
				'id',
				'firstName',
				'lastName',
				'email',
				'phone',
				'dateOfBirth',
				'userType',
				'profileType',
				'referralPoints',
				'referralLink',
				'plan',
				// Beyond the spec's fields: the staff level (docs/admin.md), null for everyone else.
				'staffRole',
			].sort(),
		);
		expect(me.body.user).toEqual({ ...user.user, plan: null });
		expect(me.body.user).toMatchObject({ userType: 'Seller', profileType: 'restaurant' });
	});

	it('answers the same user as the tRPC auth.me query', async () => {
		const user = await registerUser(server);
		const viaTrpc = await call(() => apiClient(server.url, bearer(user.token)).auth.me.query());
		expect(viaTrpc.data).toEqual((await getMe(server, bearer(user.token))).body.user);
	});

	it('accepts the session cookie alone', async () => {
		const user = await registerUser(server);
		const me = await getMe(server, { cookie: `theme=dark; ${user.cookie}` });
		expect(me.status).toBe(200);
		expect(me.body.user?.id).toBe(user.user.id);
	});

	it.each([
		['no Authorization header', {}],
		['a bare Bearer', { authorization: 'Bearer' }],
		['a Basic header', { authorization: 'Basic x' }],
		['an unknown token', { authorization: 'Bearer nonsense' }],
		['an unknown cookie', { cookie: 'edge_session=nonsense' }],
	])('answers 401 { error } in Spanish for %s', async (_, headers) => {
		const me = await getMe(server, headers);
		expect(me.status).toBe(401);
		expect(me.body).toEqual({ error: 'El usuario no ha iniciado sesión.' });
	});

	it("answers 'User is not logged in.' for Accept-Language: en", async () => {
		const me = await getMe(server, { 'accept-language': 'en' });
		expect(me).toEqual({ status: 401, body: { error: 'User is not logged in.' } });
	});

	it('answers 401 for a token that was logged out', async () => {
		const user = await registerUser(server);
		expect((await call(() => apiClient(server.url, bearer(user.token)).auth.logout.mutate())).status).toBe(200);
		expect((await getMe(server, bearer(user.token))).status).toBe(401);
	});

	it("shows the plan once the user's plan points at a subscription", async () => {
		const user = await registerUser(server);
		const next = new Date(Date.UTC(2030, 0, 15));
		arrangeSubscription(user, 'I-ME-PLAN', 'ACTIVE', next);
		const me = await getMe(server, bearer(user.token));
		expect(me.body.user?.plan).toEqual({ subscriptionId: 'I-ME-PLAN', nextBillingDate: next.toISOString() });
	});
});

describe('GET /api/v1/payment/subscription/:id', () => {
	let owner: RegisteredUser;
	let stranger: RegisteredUser;
	let nextBilling: Date;
	beforeAll(async () => {
		owner = await registerUser(server);
		stranger = await registerUser(server);
		nextBilling = new Date(server.clock.now().getTime() + 30 * DAY_MS);
		arrangeSubscription(owner, 'I-ACTIVE', 'ACTIVE', nextBilling);
	});

	it('answers 401 without a session', async () => {
		const response = await getSubscription('I-ACTIVE', {});
		expect(response).toEqual({ status: 401, body: { error: 'El usuario no ha iniciado sesión.' } });
	});

	it("answers the owner's subscription with its Spanish plan name by default", async () => {
		const response = await getSubscription('I-ACTIVE', bearer(owner.token));
		expect(response.status).toBe(200);
		expect(response.body).toMatchObject({
			id: 'I-ACTIVE',
			name: 'Perfil de Negocio',
			status: 'ACTIVE',
			nextBillingDate: nextBilling.toISOString(),
			isValid: true,
			// The same reading /profile's list and the pricing cards show.
			state: 'active',
			nextCharge: {
				date: nextBilling.toISOString(),
				amountDop: '9600.00',
				planId: 'business-profile',
				// DOP$ 9,600.00 charged by PayPal in US dollars at DOP$ 59.00 per US$.
				charge: { charged: { amount: '162.71', currency: 'USD' }, dop: '9600.00', rate: '59.00' },
			},
			validUntil: null,
		});
	});

	it('answers the English plan name for Accept-Language: en', async () => {
		const response = await getSubscription('I-ACTIVE', { ...bearer(owner.token), 'accept-language': 'en' });
		expect(response.body.name).toBe('Business Profile');
	});

	it('answers the same as the tRPC subscription.byId query', async () => {
		const viaTrpc = await call(() =>
			apiClient(server.url, bearer(owner.token)).subscription.byId.query({ subscriptionId: 'I-ACTIVE' }),
		);
		expect(viaTrpc.data).toEqual((await getSubscription('I-ACTIVE', bearer(owner.token))).body);
	});

	it('answers a stored CANCELLED as CANCELED, valid only until the next billing date', async () => {
		const user = await registerUser(server);
		const until = new Date(server.clock.now().getTime() + DAY_MS);
		arrangeSubscription(user, 'I-CANCELLED', 'CANCELLED', until);

		const before = await getSubscription('I-CANCELLED', bearer(user.token));
		expect(before.body).toMatchObject({ status: 'CANCELED', isValid: true, nextBillingDate: until.toISOString() });

		server.clock.advance(DAY_MS + 1000);
		const after = await getSubscription('I-CANCELLED', bearer(user.token));
		expect(after.body).toMatchObject({ status: 'CANCELED', isValid: false });
	});

	it('answers EXPIRED as invalid, and SUSPENDED without a billing date as invalid', async () => {
		const user = await registerUser(server);
		arrangeSubscription(user, 'I-EXPIRED', 'EXPIRED', new Date(server.clock.now().getTime() + DAY_MS));
		expect((await getSubscription('I-EXPIRED', bearer(user.token))).body).toMatchObject({ isValid: false });
		arrangeSubscription(user, 'I-SUSPENDED', 'SUSPENDED', null);
		expect((await getSubscription('I-SUSPENDED', bearer(user.token))).body).toMatchObject({
			status: 'SUSPENDED',
			nextBillingDate: null,
			isValid: false,
		});
	});

	it("answers someone else's subscription exactly like an unknown id", async () => {
		const foreign = await getSubscription('I-ACTIVE', bearer(stranger.token));
		const unknown = await getSubscription('I-DOES-NOT-EXIST', bearer(stranger.token));
		expect(foreign.status).toBe(404);
		expect(foreign).toEqual(unknown);
		expect(foreign.body).toEqual({ error: 'Suscripción no encontrada.' });
		const english = await getSubscription('I-ACTIVE', { ...bearer(stranger.token), 'accept-language': 'en' });
		expect(english.body).toEqual({ error: 'Subscription not found.' });
	});
});

describe('unknown REST routes', () => {
	it('answer 404 JSON', async () => {
		const response = await fetch(`${server.url}/api/v1/nope`);
		expect(response.status).toBe(404);
		expect(response.headers.get('content-type')).toContain('application/json');
		const body = (await response.json()) as { error?: unknown };
		expect(body).toEqual({ error: 'No encontrado.' });
		const english = await fetch(`${server.url}/api/v1/nope`, { headers: { 'accept-language': 'en' } });
		expect(await english.json()).toEqual({ error: 'Not found.' });
	});

	it('tRPC transport errors carry a catalog key, never a raw code', async () => {
		// A POST without a JSON content type is refused by tRPC itself (415), before any procedure.
		const response = await fetch(`${server.url}/api/trpc/auth.login`, { method: 'POST', body: 'x' });
		expect(response.status).toBeGreaterThanOrEqual(400);
		expect(response.status).toBeLessThan(500);
		const body = (await response.json()) as { error: { data: { i18nKey: string } } };
		expect(['errors.badRequest', 'errors.notFound']).toContain(body.error.data.i18nKey);
	});

	it('do not answer other methods on known paths', async () => {
		const response = await fetch(`${server.url}/api/v1/auth/me`, { method: 'DELETE' });
		expect(response.status).toBe(404);
		expect(response.headers.get('content-type')).toContain('application/json');
	});
});
