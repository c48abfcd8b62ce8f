import { reconcileSubscriptions } from '@edge/api';
import { paypalWebhookEvents, subscriptionAudit } from '@edge/db';
import type { PaypalSimulator } from '@edge/payments';
import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { startWebhookReceiver } from '@edge/payments/testing/webhook-receiver';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer, payingUser, simulatorGateway, waitFor } from './payments-helpers';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let simulator: PaypalSimulator;
let ourWebhook: string;
beforeAll(async () => {
	server = await startTestServer();
	if (!server.paypalSimulator) throw new Error('no simulator');
	simulator = server.paypalSimulator;
	ourWebhook = `${server.url}/api/paypal/webhook`;
});
afterAll(async () => {
	await server?.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const PLAN = 'freelancer-unlimited-messaging';

function postWebhook(headers: Record<string, string | string[] | undefined>, body: string) {
	const paypalHeaders: Record<string, string> = { 'content-type': 'application/json' };
	for (const [name, value] of Object.entries(headers)) {
		if (name.startsWith('paypal-') && typeof value === 'string') paypalHeaders[name] = value;
	}
	return fetch(ourWebhook, { method: 'POST', headers: paypalHeaders, body });
}

describe('POST /api/paypal/webhook', () => {
	it('activates an approved subscription by webhook alone, with its receipt', async () => {
		const buyer = await payingUser(server);
		const started = await buyer.subscribe(PLAN);
		await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
		const active = await waitFor(async () => {
			const sub = (await buyer.mine()).data?.subscriptions[0];
			return sub?.status === 'ACTIVE' ? sub : null;
		});
		expect(active.isValid).toBe(true);
		await waitFor(async () => (await buyer.receipts()).data?.length === 1);
		expect((await buyer.receipts()).data?.[0]).toMatchObject({
			charged: { amount: '5.00', currency: 'USD' },
			planId: PLAN,
		});
	});

	it('refuses a bad signature with 400 and changes nothing; applies a valid event once', async () => {
		const receiver = await startWebhookReceiver();
		simulator.setWebhookUrl(receiver.url);
		try {
			const buyer = await payingUser(server);
			const started = await buyer.subscribe(PLAN);
			const id = started.data?.subscriptionId ?? '';
			await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
			const activated = await receiver.waitFor(
				(hook) => hook.event.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED' && hook.event.resource.id === id,
			);
			const eventRows = () =>
				server.db.select().from(paypalWebhookEvents).where(eq(paypalWebhookEvents.id, activated.event.id)).all();

			const tampered = activated.body.replace('"ACTIVE"', '"CANCELLED"');
			expect(tampered).not.toBe(activated.body);
			const bad = await postWebhook(activated.headers, tampered);
			expect(bad.status).toBe(400);
			expect(await bad.json()).toEqual({ error: expect.any(String) });
			expect((await postWebhook({}, activated.body)).status).toBe(400);
			expect((await postWebhook(activated.headers, 'not json')).status).toBe(400);
			expect(eventRows()).toEqual([]);
			expect((await buyer.mine()).data?.subscriptions[0]?.status).toBe('APPROVAL_PENDING');

			const good = await postWebhook(activated.headers, activated.body);
			expect(good.status).toBe(200);
			expect(await good.json()).toEqual({ outcome: 'applied' });
			expect((await buyer.mine()).data?.subscriptions[0]).toMatchObject({ status: 'ACTIVE', isValid: true });

			const replay = await postWebhook(activated.headers, activated.body);
			expect(await replay.json()).toEqual({ outcome: 'duplicate' });
			expect(eventRows()).toHaveLength(1);
			const fromWebhooks = server.db
				.select()
				.from(subscriptionAudit)
				.where(and(eq(subscriptionAudit.subscriptionId, id), eq(subscriptionAudit.cause, 'webhook')))
				.all();
			expect(fromWebhooks).toHaveLength(1);
		} finally {
			simulator.setWebhookUrl(ourWebhook);
			await receiver.stop();
		}
	});

	it('stores an event type it does not handle and changes nothing', async () => {
		const buyer = await payingUser(server);
		const started = await buyer.subscribe(PLAN);
		const id = started.data?.subscriptionId ?? '';
		await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
		const before = (await buyer.confirm(id)).data;
		const auditBefore = server.db
			.select()
			.from(subscriptionAudit)
			.where(eq(subscriptionAudit.subscriptionId, id))
			.all();

		// A dispute naming the subscription: signed like any event, but not one the app acts on.
		await simulator.sendEvent('CUSTOMER.DISPUTE.CREATED', 'dispute', {
			dispute_id: 'PP-D-1',
			disputed_transactions: [{ billing_agreement_id: id }],
		});
		// Delivery may ride on a run already under way: wait for the event to be stored.
		const stored = await waitFor(async () => {
			const rows = server.db
				.select()
				.from(paypalWebhookEvents)
				.where(eq(paypalWebhookEvents.eventType, 'CUSTOMER.DISPUTE.CREATED'))
				.all();
			return rows.length > 0 ? rows : null;
		});
		expect(stored).toHaveLength(1);
		expect(stored[0]?.outcome).toBe('ignored');
		expect((await buyer.mine()).data?.subscriptions[0]).toEqual(before);
		expect(server.db.select().from(subscriptionAudit).where(eq(subscriptionAudit.subscriptionId, id)).all()).toEqual(
			auditBefore,
		);
	});

	it('moves nextBillingDate and records a receipt on renewal; ends the subscription on expiry', async () => {
		const buyer = await payingUser(server);
		const started = await buyer.subscribe(PLAN);
		const id = started.data?.subscriptionId ?? '';
		await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
		const first = (await buyer.confirm(id)).data;
		const firstDate = Date.parse(first?.nextBillingDate ?? '');

		// The clock reaches the billing date: PayPal renews and tells us.
		server.clock.set(new Date(firstDate + DAY_MS));
		await simulator.advanceClock(0);
		const renewed = await waitFor(async () => {
			const sub = (await buyer.mine()).data?.subscriptions[0];
			return sub && Date.parse(sub.nextBillingDate ?? '') > firstDate ? sub : null;
		});
		expect(renewed).toMatchObject({ status: 'ACTIVE', isValid: true });
		await waitFor(async () => (await buyer.receipts()).data?.length === 2);
		// The first period at 50%, the renewal at the full price; newest first.
		expect((await buyer.receipts()).data?.map((receipt) => receipt.charged.amount)).toEqual(['10.00', '5.00']);

		// Cancelled, it stays valid to the end of the paid period, then PayPal expires it.
		const canceled = (await buyer.act('cancel', id)).data;
		expect(canceled).toMatchObject({ status: 'CANCELED', isValid: true, nextBillingDate: renewed.nextBillingDate });
		server.clock.set(new Date(Date.parse(renewed.nextBillingDate ?? '') + DAY_MS));
		await simulator.advanceClock(0);
		const expired = await waitFor(async () => {
			const sub = (await buyer.mine()).data?.subscriptions[0];
			return sub?.status === 'EXPIRED' ? sub : null;
		});
		expect(expired).toMatchObject({ isValid: false, nextBillingDate: null, allowedActions: [] });
		expect((await buyer.mine()).data?.mainSubscriptionId).toBeNull();
	});

	it('reconcile repairs a subscription whose webhook was lost', async () => {
		simulator.setWebhookUrl(undefined);
		try {
			const buyer = await payingUser(server);
			const started = await buyer.subscribe(PLAN);
			await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
			expect((await buyer.mine()).data?.subscriptions[0]?.status).toBe('APPROVAL_PENDING');

			const gateway = simulatorGateway(simulator);
			const summary = await reconcileSubscriptions({
				db: server.db,
				clock: server.clock,
				appUrl: server.url,
				paypal: { gateway, webhookId: simulator.webhookId },
				logError: () => {},
				mailer: outboxMailer(server),
			});
			expect(summary.changed).toBeGreaterThanOrEqual(1);
			expect((await buyer.mine()).data?.subscriptions[0]).toMatchObject({ status: 'ACTIVE', isValid: true });
			expect((await buyer.receipts()).data).toHaveLength(1);
			const audit = server.db
				.select()
				.from(subscriptionAudit)
				.where(eq(subscriptionAudit.subscriptionId, started.data?.subscriptionId ?? ''))
				.all();
			expect(audit.map((row) => row.cause)).toContain('reconcile');
		} finally {
			simulator.setWebhookUrl(ourWebhook);
		}
	});
});
