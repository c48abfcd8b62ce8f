import { randomUUID } from 'node:crypto';
import { chargeRates, chatLedger, chatOrders, conversations, subscriptions } from '@edge/db';
import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPayer, DAY_MS } from './chat-billing-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer({ PAYPAL_TIMEOUT_MS: '2000' });
});
afterAll(async () => {
	await server?.stop();
});

const simulator = () => {
	if (!server.paypalSimulator) throw new Error('the test server runs without the PayPal simulator');
	return server.paypalSimulator;
};

/** A customer past the trial with `cents` on the balance, topped up through the simulator. */
async function customerWithBalance(amountCents: number) {
	const customer = await chatPayer(server);
	customer.signedUpDaysAgo(61);
	const started = await customer.topUp(amountCents);
	await decideOnApprovalPage(started.data?.approveUrl, 'approve');
	await customer.confirmTopUp(started.data?.orderId ?? '');
	return customer;
}

describe('chat.billing.access: what the next message costs', () => {
	it('counts the trial from signup: 60 days at signup, 1 on day 59, over on day 61', async () => {
		const customer = await chatPayer(server);
		expect((await customer.access()).data).toEqual({ kind: 'trial', daysLeft: 60 });
		customer.signedUpDaysAgo(59);
		expect((await customer.access()).data).toEqual({ kind: 'trial', daysLeft: 1 });
		customer.signedUpDaysAgo(61);
		expect((await customer.access()).data).toEqual({ kind: 'blocked' });
	});

	it('follows the injected clock', async () => {
		const customer = await chatPayer(server);
		const start = server.clock.now();
		try {
			server.clock.advance(59 * DAY_MS);
			expect((await customer.access()).data).toEqual({ kind: 'trial', daysLeft: 1 });
			server.clock.advance(2 * DAY_MS);
			expect((await customer.access()).data).toEqual({ kind: 'blocked' });
		} finally {
			server.clock.set(start);
		}
	});

	it('says "plan" under a valid messaging subscription and not once it has lapsed', async () => {
		const customer = await chatPayer(server);
		customer.signedUpDaysAgo(61);
		const now = server.clock.now().getTime();
		server.db
			.insert(subscriptions)
			.values({
				id: `I-CHAT-${customer.user.id}`,
				userId: customer.user.id,
				planId: 'freelancer-unlimited-messaging',
				status: 'CANCELED',
				nextBillingAt: new Date(now + DAY_MS),
			})
			.run();
		expect((await customer.access()).data).toEqual({ kind: 'plan' });
		server.db
			.update(subscriptions)
			.set({ nextBillingAt: new Date(now - 1) })
			.where(eq(subscriptions.userId, customer.user.id))
			.run();
		expect((await customer.access()).data).toEqual({ kind: 'blocked' });
	});

	it('is free for the freelancer of a conversation the other person opened', async () => {
		const freelancer = await chatPayer(server, 'freelancer');
		const customer = await chatPayer(server);
		freelancer.signedUpDaysAgo(400);
		expect((await freelancer.access(customer.user.id)).data).toEqual({ kind: 'blocked' });
		server.db
			.insert(conversations)
			.values({ customerId: customer.user.id, freelancerId: freelancer.user.id, createdAt: server.clock.now() })
			.run();
		expect((await freelancer.access(customer.user.id)).data).toEqual({ kind: 'freelancer' });
	});

	it('needs a session', async () => {
		const response = await call(() => apiClient(server.url).chat.billing.access.query());
		expect(response.status).toBe(401);
		expect(response.error?.data.i18nKey).toBe('errors.unauthorized');
	});
});

describe('top-ups through the payment gateway', () => {
	it('credits the balance once after approval, however often it is confirmed, and returns to the chat', async () => {
		const customer = await chatPayer(server);
		customer.signedUpDaysAgo(61);
		const started = await customer.topUp(10_000, randomUUID(), 'some-freelancer');
		expect(started.error).toBeUndefined();
		const orderId = started.data?.orderId ?? '';
		expect(server.db.select().from(chatOrders).where(eq(chatOrders.id, orderId)).get()).toMatchObject({
			userId: customer.user.id,
			purpose: 'topup',
			amountCents: 10_000,
			// DOP$ 100.00 charged by PayPal in US dollars at DOP$ 59.00 per US$.
			chargeCurrency: 'USD',
			chargeCents: 169,
			rateCents: 5900,
			status: 'CREATED',
		});

		const early = await customer.confirmTopUp(orderId);
		expect(early.status).toBe(409);
		expect(early.error?.data.i18nKey).toBe('chat.billing.notApproved');

		const back = await decideOnApprovalPage(started.data?.approveUrl, 'approve');
		expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/chat/some-freelancer`);
		expect(back.searchParams.get('topup')).toBe('approved');
		expect(back.searchParams.get('token')).toBe(orderId);

		const [first, second] = await Promise.all([customer.confirmTopUp(orderId), customer.confirmTopUp(orderId)]);
		const third = await customer.confirmTopUp(orderId);
		for (const confirmed of [first, second, third]) {
			expect(confirmed.data).toEqual({
				balanceCents: 10_000,
				creditedCents: 10_000,
				charged: { amount: '1.69', currency: 'USD' },
			});
		}
		const credits = server.db.select().from(chatLedger).where(eq(chatLedger.orderId, orderId)).all();
		expect(credits).toHaveLength(1);
		expect(server.db.select().from(chatOrders).where(eq(chatOrders.id, orderId)).get()).toMatchObject({
			status: 'COMPLETED',
		});

		const balance = await customer.balance();
		expect(balance.data).toMatchObject({ balanceCents: 10_000, nextCursor: null });
		expect(balance.data?.entries).toEqual([expect.objectContaining({ deltaCents: 10_000, reason: 'topup' })]);
		expect((await customer.access()).data).toEqual({ kind: 'balance', balanceCents: 10_000, priceCents: 69 });
	});

	it('returns to the inbox without a conversation, and a cancelled approval credits nothing', async () => {
		const customer = await chatPayer(server);
		const started = await customer.topUp(5_000);
		const back = await decideOnApprovalPage(started.data?.approveUrl, 'cancel');
		expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/chat`);
		expect(back.searchParams.get('topup')).toBe('cancelled');
		const confirmed = await customer.confirmTopUp(started.data?.orderId ?? '');
		expect(confirmed.error?.data.i18nKey).toBe('chat.billing.notApproved');
		expect((await customer.balance()).data?.balanceCents).toBe(0);
	});

	it('makes one order for the same operation sent twice, even at once; another user cannot reuse it', async () => {
		const customer = await chatPayer(server);
		const operationId = randomUUID();
		const [a, b] = await Promise.all([customer.topUp(5_000, operationId), customer.topUp(5_000, operationId)]);
		const c = await customer.topUp(5_000, operationId);
		expect(a.data?.orderId).toBeTruthy();
		expect(b.data?.orderId).toBe(a.data?.orderId);
		expect(c.data).toEqual(a.data);
		expect(server.db.select().from(chatOrders).where(eq(chatOrders.userId, customer.user.id)).all()).toHaveLength(1);

		const other = await chatPayer(server);
		const reused = await other.topUp(5_000, operationId);
		expect(reused.status).toBe(409);
		expect(reused.error?.data.i18nKey).toBe('chat.billing.operationReused');
	});

	it("answers NOT_FOUND for someone else's order and an unknown one", async () => {
		const owner = await chatPayer(server);
		const started = await owner.topUp(5_000);
		await decideOnApprovalPage(started.data?.approveUrl, 'approve');
		const stranger = await chatPayer(server);
		for (const orderId of [started.data?.orderId ?? '', 'NO-SUCH-ORDER']) {
			const response = await stranger.confirmTopUp(orderId);
			expect(response.status).toBe(404);
			expect(response.error?.data.i18nKey).toBe('chat.billing.orderNotFound');
		}
		expect((await stranger.balance()).data?.balanceCents).toBe(0);
		expect((await owner.confirmTopUp(started.data?.orderId ?? '')).data?.balanceCents).toBe(5_000);
	});

	it('takes only the fixed packs', async () => {
		const customer = await chatPayer(server);
		const response = await customer.topUp(1_234);
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors.amountCents).toEqual(['chat.billing.unknownPack']);
		expect(server.db.select().from(chatOrders).where(eq(chatOrders.userId, customer.user.id)).all()).toEqual([]);
	});

	it('charges the pack in US dollars at the rate shown and credits its DOP$, even if the rate changes before the payment', async () => {
		const setRate = (dopPerUnitCents: number) =>
			server.db.insert(chargeRates).values({ currency: 'USD', dopPerUnitCents, setAt: new Date() }).run();
		const customer = await chatPayer(server);
		// The dialog's quote: DOP$ 50.00 at DOP$ 59.00 per US$.
		const started = await call(() =>
			customer.api.chat.billing.topUp.mutate({
				amountCents: 5_000,
				operationId: randomUUID(),
				expectedCharge: { amount: '0.85', currency: 'USD' },
			}),
		);
		expect(started.error).toBeUndefined();
		// The operator changes the rate while the buyer is on PayPal's page.
		setRate(5_000);
		try {
			await decideOnApprovalPage(started.data?.approveUrl, 'approve');
			const confirmed = await customer.confirmTopUp(started.data?.orderId ?? '');
			expect(confirmed.data).toEqual({
				balanceCents: 5_000,
				creditedCents: 5_000,
				charged: { amount: '0.85', currency: 'USD' },
			});
			// A quote made at the old rate is refused now, with the amount PayPal would charge instead.
			const inEnglish = apiClient(server.url, { ...customer.auth, 'accept-language': 'en' });
			const stale = await call(() =>
				inEnglish.chat.billing.topUp.mutate({
					amountCents: 5_000,
					operationId: randomUUID(),
					expectedCharge: { amount: '0.85', currency: 'USD' },
				}),
			);
			expect(stale.status).toBe(409);
			expect(stale.error?.data.i18nKey).toBe('payments.errors.priceChanged');
			expect(stale.error?.data.params).toEqual({ amount: 'US$ 1.00' });
			expect(server.db.select().from(chatOrders).where(eq(chatOrders.userId, customer.user.id)).all()).toHaveLength(1);
		} finally {
			setRate(5_900);
		}
	});

	it('answers 503 and stores nothing when PayPal fails, and the retry works', async () => {
		const customer = await chatPayer(server);
		const operationId = randomUUID();
		for (const mode of ['error500', 'timeout'] as const) {
			await simulator().deliverPendingWebhooks();
			simulator().failNext(mode);
			const failed = await customer.topUp(5_000, operationId);
			expect(failed.status).toBe(503);
			expect(failed.error?.data.i18nKey).toBe('payments.errors.gatewayUnavailable');
			expect(server.db.select().from(chatOrders).where(eq(chatOrders.userId, customer.user.id)).all()).toEqual([]);
		}
		const retried = await customer.topUp(5_000, operationId);
		expect(retried.error).toBeUndefined();
	});
});

describe('chat.billing.balance', () => {
	it('pages the ledger newest first', async () => {
		const customer = await customerWithBalance(5_000);
		const now = server.clock.now();
		server.db
			.insert(chatLedger)
			.values(
				Array.from({ length: 3 }, () => ({
					userId: customer.user.id,
					deltaCents: -69,
					reason: 'message' as const,
					createdAt: now,
				})),
			)
			.run();
		const first = await customer.balance({ limit: 2 });
		expect(first.data?.balanceCents).toBe(5_000 - 3 * 69);
		expect(first.data?.entries.map((entry) => entry.deltaCents)).toEqual([-69, -69]);
		const second = await customer.balance({ limit: 2, cursor: first.data?.nextCursor ?? 0 });
		expect(second.data?.entries.map((entry) => entry.deltaCents)).toEqual([-69, 5_000]);
		expect(second.data?.nextCursor).toBeNull();
	});
});
