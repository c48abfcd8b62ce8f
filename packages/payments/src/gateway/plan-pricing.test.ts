import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaypalSimulator } from '../simulator/index';
import { decideOnApprovalPage } from '../testing/approval';
import { CANCEL_URL, createMonthlyPlan, RETURN_URL } from '../testing/catalog-fixture';
import { startSimulatorGatewayWithWebhooks, type WebhookReceiver } from '../testing/simulator-gateway';
import type { ReceivedWebhook } from '../testing/webhook-receiver';
import { isCurrencyNotSupported, type PaymentGateway } from './index';

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
	// The first payment's webhook, so charged() lists every payment in order.
	await receiver.waitFor(
		(webhook) =>
			webhook.event.event_type === 'PAYMENT.SALE.COMPLETED' &&
			webhook.event.resource.billing_agreement_id === created.id,
	);
	return gateway.getSubscription(created.id);
}

/** The amounts of the subscription's PAYMENT.SALE.COMPLETED webhooks, in order. */
const charged = (subscriptionId: string) =>
	receiver.received
		.filter(
			(webhook: ReceivedWebhook) =>
				webhook.event.event_type === 'PAYMENT.SALE.COMPLETED' &&
				webhook.event.resource.billing_agreement_id === subscriptionId,
		)
		.map((webhook) => {
			const amount = webhook.event.resource.amount as { total: string; currency: string };
			return `${amount.currency} ${amount.total}`;
		});

async function trialPlan() {
	const { product } = await createMonthlyPlan(gateway);
	return gateway.createPlan({
		requestId: randomUUID(),
		productId: product.id,
		name: 'Business Profile yearly, first purchase',
		price: '81.36',
		firstCyclePrice: '40.68',
		currency: 'USD',
		interval: { unit: 'YEAR', count: 1 },
	});
}

describe('payment gateway: updatePlanPricing (update-pricing-schemes)', () => {
	it('the next renewal is charged the new price; the period already paid is untouched', async () => {
		const { plan } = await createMonthlyPlan(gateway, '25.00');
		const active = await activeSubscription(plan.id);

		await gateway.updatePlanPricing({ planId: plan.id, currency: 'USD', price: '30.00' });
		expect(await gateway.getPlan(plan.id)).toMatchObject({ price: '30.00', currency: 'USD' });
		expect(await gateway.getSubscription(active.id)).toMatchObject({
			nextBillingTime: active.nextBillingTime,
			lastPayment: { amount: '25.00', currency: 'USD' },
		});
		// A new subscriber pays the new price at once.
		const newcomer = await activeSubscription(plan.id);
		expect(newcomer.lastPayment).toMatchObject({ amount: '30.00', currency: 'USD' });

		await simulator.advanceClock(32 * DAY);
		expect(charged(active.id)).toEqual(['USD 25.00', 'USD 30.00']);
		expect((await gateway.getSubscription(active.id)).lastPayment).toEqual({
			amount: '30.00',
			currency: 'USD',
			time: active.nextBillingTime,
		});
	});

	it('as PayPal, a payment due within 10 days of the change keeps the old price; the one after pays the new', async () => {
		const { plan } = await createMonthlyPlan(gateway, '25.00');
		const active = await activeSubscription(plan.id);
		await simulator.advanceClock(25 * DAY);
		await gateway.updatePlanPricing({ planId: plan.id, currency: 'USD', price: '35.00' });

		// The renewal falls 3 to 6 days after the change (months have 28 to 31 days).
		await simulator.advanceClock(7 * DAY);
		expect(charged(active.id)).toEqual(['USD 25.00', 'USD 25.00']);
		await simulator.advanceClock(31 * DAY);
		expect(charged(active.id)).toEqual(['USD 25.00', 'USD 25.00', 'USD 35.00']);
		expect((await gateway.getSubscription(active.id)).lastPayment).toMatchObject({ amount: '35.00', currency: 'USD' });
	});

	it("prices a first-purchase plan's trial with firstCyclePrice; without it only the regular price moves", async () => {
		const plan = await trialPlan();
		await gateway.updatePlanPricing({ planId: plan.id, currency: 'USD', price: '82.00', firstCyclePrice: '41.00' });
		expect(await gateway.getPlan(plan.id)).toMatchObject({ price: '82.00', firstCyclePrice: '41.00' });
		await gateway.updatePlanPricing({ planId: plan.id, currency: 'USD', price: '83.00' });
		expect(await gateway.getPlan(plan.id)).toMatchObject({ price: '83.00', firstCyclePrice: '41.00' });

		const active = await activeSubscription(plan.id);
		expect(active.lastPayment).toMatchObject({ amount: '41.00', currency: 'USD' });
	});

	it('refuses a change of currency, an unsupported one, an unknown plan and a trial price without a trial', async () => {
		const { plan } = await createMonthlyPlan(gateway, '25.00');
		await expect(gateway.updatePlanPricing({ planId: plan.id, currency: 'EUR', price: '23.00' })).rejects.toMatchObject(
			{ kind: 'refused', status: 422, issue: 'CURRENCY_MISMATCH' },
		);

		const dop = await gateway
			.updatePlanPricing({ planId: plan.id, currency: 'DOP', price: '1500.00' })
			.catch((error: unknown) => error);
		expect(isCurrencyNotSupported(dop)).toBe(true);

		await expect(
			gateway.updatePlanPricing({ planId: 'P-DOESNOTEXIST', currency: 'USD', price: '25.00' }),
		).rejects.toMatchObject({ kind: 'invalid', status: 404 });
		await expect(
			gateway.updatePlanPricing({ planId: plan.id, currency: 'USD', price: '30.00', firstCyclePrice: '15.00' }),
		).rejects.toMatchObject({ kind: 'invalid', status: undefined });
		await expect(gateway.updatePlanPricing({ planId: plan.id, currency: 'USD', price: '30' })).rejects.toMatchObject({
			kind: 'invalid',
		});

		expect(await gateway.getPlan(plan.id)).toMatchObject({ price: '25.00', currency: 'USD' });
	});
});
