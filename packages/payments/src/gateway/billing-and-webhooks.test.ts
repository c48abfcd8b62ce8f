import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaypalSimulator } from '../simulator/index';
import { decideOnApprovalPage } from '../testing/approval';
import { CANCEL_URL, createMonthlyPlan, RETURN_URL } from '../testing/catalog-fixture';
import { startSimulatorGatewayWithWebhooks, type WebhookReceiver } from '../testing/simulator-gateway';
import type { ReceivedWebhook } from '../testing/webhook-receiver';
import type { PaymentGateway, WebhookHeaders } from './index';

const DAY = 24 * 60 * 60 * 1000;
let simulator: PaypalSimulator;
let gateway: PaymentGateway;
let receiver: WebhookReceiver;
let stop: () => Promise<void>;

beforeAll(async () => {
	({ simulator, gateway, receiver, stop } = await startSimulatorGatewayWithWebhooks());
});
afterAll(() => stop());

async function activeSubscription(planId: string) {
	const created = await gateway.createSubscription({
		requestId: randomUUID(),
		planId,
		returnUrl: RETURN_URL,
		cancelUrl: CANCEL_URL,
	});
	await decideOnApprovalPage(created.approveUrl, 'approve');
	return gateway.getSubscription(created.id);
}

const about = (type: string, subscriptionId: string) => (webhook: ReceivedWebhook) =>
	webhook.event.event_type === type &&
	(webhook.event.resource.id === subscriptionId || webhook.event.resource.billing_agreement_id === subscriptionId);

const headersOf = (webhook: ReceivedWebhook) => webhook.headers as WebhookHeaders;

describe('simulator clock, webhooks and their verification through the gateway', () => {
	it('advancing past next_billing_time renews an active subscription: payment webhook, date one period on', async () => {
		const { plan } = await createMonthlyPlan(gateway, '15.00');
		const active = await activeSubscription(plan.id);
		await receiver.waitFor(about('BILLING.SUBSCRIPTION.ACTIVATED', active.id));
		const firstSale = await receiver.waitFor(about('PAYMENT.SALE.COMPLETED', active.id));
		const firstBilling = new Date(active.nextBillingTime ?? '');

		await simulator.advanceClock(32 * DAY);

		const sales = receiver.received.filter(about('PAYMENT.SALE.COMPLETED', active.id));
		expect(sales).toHaveLength(2);
		const renewal = sales[1] as ReceivedWebhook;
		expect(renewal.event.id).not.toBe(firstSale.event.id);
		expect(renewal.event.resource).toMatchObject({ amount: { total: '15.00', currency: 'USD' }, state: 'completed' });
		expect(renewal.headers['paypal-auth-algo']).toBe('SHA256withRSA');

		const renewed = await gateway.getSubscription(active.id);
		const expected = new Date(firstBilling);
		expected.setUTCMonth(expected.getUTCMonth() + 1);
		expect(renewed).toMatchObject({ status: 'ACTIVE', nextBillingTime: expected.toISOString() });
		expect(renewed.lastPayment).toEqual({ amount: '15.00', currency: 'USD', time: firstBilling.toISOString() });
	});

	it('a cancelled subscription stays CANCELLED until its paid period ends, then EXPIRED with a webhook', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		const active = await activeSubscription(plan.id);
		await gateway.cancelSubscription({ requestId: randomUUID(), id: active.id, reason: 'user cancelled' });
		await receiver.waitFor(about('BILLING.SUBSCRIPTION.CANCELLED', active.id));

		await simulator.advanceClock(DAY);
		expect((await gateway.getSubscription(active.id)).status).toBe('CANCELLED');

		await simulator.advanceClock(31 * DAY);
		const expired = await receiver.waitFor(about('BILLING.SUBSCRIPTION.EXPIRED', active.id));
		expect(expired.event.resource).toMatchObject({ status: 'EXPIRED' });
		expect(await gateway.getSubscription(active.id)).toMatchObject({ status: 'EXPIRED', nextBillingTime: undefined });
		expect(receiver.received.filter(about('PAYMENT.SALE.COMPLETED', active.id))).toHaveLength(1);
	});

	it('verify-webhook-signature says SUCCESS for a delivered event and FAILURE when it was tampered with', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		const active = await activeSubscription(plan.id);
		const delivered = await receiver.waitFor(about('BILLING.SUBSCRIPTION.ACTIVATED', active.id));
		const event = JSON.parse(delivered.body) as ReceivedWebhook['event'];
		const check = (headers: WebhookHeaders, body: unknown, webhookId = simulator.webhookId) =>
			gateway.verifyWebhookSignature({ webhookId, headers, event: body });

		expect(await check(headersOf(delivered), event)).toBe(true);
		// Checked again (a redelivery): still SUCCESS.
		expect(await check(headersOf(delivered), event)).toBe(true);

		const tampered = { ...event, resource: { ...event.resource, status: 'CANCELLED' } };
		expect(await check(headersOf(delivered), tampered)).toBe(false);
		expect(await check(headersOf(delivered), event, 'WH-SOMEONE-ELSE')).toBe(false);
		expect(await check({ ...headersOf(delivered), 'paypal-transmission-sig': 'forged' }, event)).toBe(false);
		expect(await check({ ...headersOf(delivered), 'paypal-transmission-id': randomUUID() }, event)).toBe(false);
		expect(await check({}, event)).toBe(false);
	});

	it('events raised while the receiver is down wait, and deliverPendingWebhooks sends them in order', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		const active = await activeSubscription(plan.id);
		await receiver.waitFor(about('BILLING.SUBSCRIPTION.ACTIVATED', active.id));
		simulator.setWebhookUrl(undefined);
		await gateway.suspendSubscription({ requestId: randomUUID(), id: active.id, reason: 'holiday' });
		await gateway.activateSubscription({ requestId: randomUUID(), id: active.id, reason: 'back' });
		expect(receiver.received.filter(about('BILLING.SUBSCRIPTION.SUSPENDED', active.id))).toHaveLength(0);

		simulator.setWebhookUrl(receiver.url);
		expect(await simulator.deliverPendingWebhooks()).toBe(2);
		const types = receiver.received
			.filter((webhook) => webhook.event.resource.id === active.id)
			.map((webhook) => webhook.event.event_type);
		expect(types.slice(-2)).toEqual(['BILLING.SUBSCRIPTION.SUSPENDED', 'BILLING.SUBSCRIPTION.ACTIVATED']);
	});
});
