import { randomUUID } from 'node:crypto';
import { paymentReceipts, subscriptionAudit, subscriptions } from '@edge/db';
import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payingUser } from './payments-helpers';
import { startTestServer, type TestServer } from './test-server';

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

describe('subscribe, approve at PayPal, confirm', () => {
	it('ends ACTIVE and valid, with the 50% first purchase charged once and a receipt', async () => {
		const buyer = await payingUser(server);
		const catalog = await buyer.catalog();
		const offer = catalog.data?.plans.find((plan) => plan.id === 'business-profile');
		expect(offer).toMatchObject({ priceDop: '9600.00', period: 'year', monthlyDop: '800.00' });
		expect(offer?.charge).toEqual({ charged: { amount: '162.71', currency: 'USD' }, dop: '9600.00', rate: '59.00' });
		expect(offer?.firstPurchase).toEqual({
			priceDop: '4800.00',
			charge: { charged: { amount: '81.36', currency: 'USD' }, dop: '4800.00', rate: '59.00' },
		});
		expect(catalog.data?.plans.find((plan) => plan.id === 'free')).toMatchObject({ priceDop: '0.00', period: 'none' });

		const started = await buyer.subscribe('business-profile');
		expect(started.error).toBeUndefined();
		const { subscriptionId, approvalUrl } = started.data ?? { subscriptionId: '', approvalUrl: '' };
		expect((await buyer.mine()).data?.subscriptions[0]).toMatchObject({
			subscriptionId,
			status: 'APPROVAL_PENDING',
			isValid: false,
			nextBillingDate: null,
			allowedActions: [],
		});

		const back = await decideOnApprovalPage(approvalUrl, 'approve');
		expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/payment-success`);
		expect(back.searchParams.get('subscription_id')).toBe(subscriptionId);

		const confirmed = await buyer.confirm(subscriptionId);
		expect(confirmed.data).toMatchObject({
			subscriptionId,
			planId: 'business-profile',
			status: 'ACTIVE',
			isValid: true,
			allowedActions: ['changePlan', 'cancel', 'suspend'],
		});
		expect(Date.parse(confirmed.data?.nextBillingDate ?? '')).toBeGreaterThan(Date.now());

		const rest = await fetch(`${server.url}/api/v1/payment/subscription/${subscriptionId}`, { headers: buyer.auth });
		expect(await rest.json()).toMatchObject({ id: subscriptionId, status: 'ACTIVE', isValid: true });
		const mine = await buyer.mine();
		expect(mine.data?.mainSubscriptionId).toBe(subscriptionId);

		const receipts = await buyer.receipts();
		expect(receipts.data).toHaveLength(1);
		expect(receipts.data?.[0]).toMatchObject({
			planId: 'business-profile',
			charged: { amount: '81.36', currency: 'USD' },
		});

		// Once ever: the catalog no longer offers it, and a second plan is charged in full.
		expect((await buyer.catalog()).data?.plans.every((plan) => plan.firstPurchase === null)).toBe(true);
		const second = await buyer.subscribe('search-bar-visibility');
		await decideOnApprovalPage(second.data?.approvalUrl, 'approve');
		await buyer.confirm(second.data?.subscriptionId ?? '');
		const amounts = (await buyer.receipts()).data?.map((receipt) => receipt.charged.amount).sort();
		expect(amounts).toEqual(['76.27', '81.36']);
		// The business plan stays the main plan beside the add-on.
		expect((await buyer.mine()).data?.mainSubscriptionId).toBe(subscriptionId);
		const audit = server.db
			.select()
			.from(subscriptionAudit)
			.where(eq(subscriptionAudit.subscriptionId, subscriptionId))
			.all();
		expect(audit.map((row) => [row.cause, row.toStatus])).toContainEqual(['user', 'ACTIVE']);
	});

	it('gives the first-purchase price to only one of two concurrent subscribes', async () => {
		const buyer = await payingUser(server);
		const [a, b] = await Promise.all([buyer.subscribe('business-profile'), buyer.subscribe('search-bar-visibility')]);
		for (const started of [a, b]) {
			await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
			await buyer.confirm(started.data?.subscriptionId ?? '');
		}
		const amounts = (await buyer.receipts()).data?.map((receipt) => receipt.charged.amount).sort();
		const discounted = amounts?.filter((amount) => amount === '81.36' || amount === '38.14') ?? [];
		expect(discounted).toHaveLength(1);
		expect(amounts).toHaveLength(2);
	});

	it('keeps the first purchase for a buyer who closed PayPal and starts over on the same plan only', async () => {
		const buyer = await payingUser(server);
		const abandoned = await buyer.subscribe('business-profile');
		// Another plan meanwhile: the discount is held by the unapproved business subscription.
		const addOn = await buyer.subscribe('search-bar-visibility');
		await decideOnApprovalPage(addOn.data?.approvalUrl, 'approve');
		await buyer.confirm(addOn.data?.subscriptionId ?? '');
		const again = await buyer.subscribe('business-profile');
		expect(again.data?.subscriptionId).not.toBe(abandoned.data?.subscriptionId);
		await decideOnApprovalPage(again.data?.approvalUrl, 'approve');
		await buyer.confirm(again.data?.subscriptionId ?? '');
		const amounts = (await buyer.receipts()).data?.map((receipt) => receipt.charged.amount).sort();
		expect(amounts).toEqual(['76.27', '81.36']);
	});

	it('makes one subscription for the same operation sent twice, even at once', async () => {
		const buyer = await payingUser(server);
		const operationId = randomUUID();
		const [first, second] = await Promise.all([
			buyer.subscribe('freelancer-unlimited-messaging', operationId),
			buyer.subscribe('freelancer-unlimited-messaging', operationId),
		]);
		const third = await buyer.subscribe('freelancer-unlimited-messaging', operationId);
		expect(first.data?.subscriptionId).toBeTruthy();
		expect(second.data?.subscriptionId).toBe(first.data?.subscriptionId);
		expect(third.data?.subscriptionId).toBe(first.data?.subscriptionId);
		expect((await buyer.mine()).data?.subscriptions).toHaveLength(1);
	});

	it('leaves nothing half-made when PayPal answers 500 or times out, and the retry works', async () => {
		const buyer = await payingUser(server);
		const operationId = randomUUID();
		for (const mode of ['error500', 'timeout'] as const) {
			// The fault must hit our call, not the re-read of a webhook still on its way.
			await simulator().deliverPendingWebhooks();
			simulator().failNext(mode);
			const failed = await buyer.subscribe('premium-restaurant', operationId);
			expect(failed.status).toBe(503);
			expect(failed.error?.data.i18nKey).toBe('payments.errors.gatewayUnavailable');
			expect((await buyer.mine()).data?.subscriptions).toEqual([]);
			expect(server.db.select().from(subscriptions).where(eq(subscriptions.operationId, operationId)).all()).toEqual(
				[],
			);
		}
		// The discount was given back with the failure.
		expect(
			(await buyer.catalog()).data?.plans.find((plan) => plan.id === 'premium-restaurant')?.firstPurchase,
		).toMatchObject({ priceDop: '7200.00' });
		const retried = await buyer.subscribe('premium-restaurant', operationId);
		expect(retried.error).toBeUndefined();
		await decideOnApprovalPage(retried.data?.approvalUrl, 'approve');
		expect((await buyer.confirm(retried.data?.subscriptionId ?? '')).data?.status).toBe('ACTIVE');
		const receipts = server.db.select().from(paymentReceipts).where(eq(paymentReceipts.userId, buyer.user.id)).all();
		// DOP$ 7,200.00 (the first purchase) charged as US$ 122.03 at DOP$ 59.00 per US$.
		expect(receipts.map((receipt) => [receipt.amountCents, receipt.currency])).toEqual([[12_203, 'USD']]);
	});

	it('prices from the plan data only: an amount sent by the browser is refused', async () => {
		const buyer = await payingUser(server);
		const response = await fetch(`${server.url}/api/trpc/payments.subscribe`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', ...buyer.auth },
			body: JSON.stringify({ planId: 'business-profile', operationId: randomUUID(), priceDop: '1.00' }),
		});
		// zod strips unknown keys: the subscription is made at the plan's own price.
		const body = (await response.json()) as { result?: { data: { approvalUrl: string; subscriptionId: string } } };
		await decideOnApprovalPage(body.result?.data.approvalUrl, 'approve');
		await buyer.confirm(body.result?.data.subscriptionId ?? '');
		expect((await buyer.receipts()).data?.map((receipt) => receipt.charged)).toEqual([
			{ amount: '81.36', currency: 'USD' },
		]);
	});

	it('refuses unknown and free plans, and someone else’s subscription, with keys', async () => {
		const buyer = await payingUser(server);
		expect((await buyer.subscribe('no-such-plan')).error?.data.i18nKey).toBe('payments.errors.unknownPlan');
		expect((await buyer.subscribe('free')).error?.data.i18nKey).toBe('payments.errors.freePlan');
		const other = await payingUser(server);
		const theirs = await other.subscribe('business-profile');
		const answer = await buyer.confirm(theirs.data?.subscriptionId ?? '');
		expect(answer.status).toBe(404);
		expect(answer.error?.data.i18nKey).toBe('errors.subscriptionNotFound');
		expect((await buyer.subscribe('business-profile', 'not-a-uuid')).status).toBe(400);
	});
});
