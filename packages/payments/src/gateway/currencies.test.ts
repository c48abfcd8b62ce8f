import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaypalSimulator } from '../simulator/index';
import { decideOnApprovalPage } from '../testing/approval';
import { CANCEL_URL, createMonthlyPlan, RETURN_URL } from '../testing/catalog-fixture';
import { writeDopStateFile } from '../testing/legacy-state';
import { listPlans, listSubscriptions } from '../testing/paypal-dashboard';
import { startSimulatorGateway } from '../testing/simulator-gateway';
import { startWebhookReceiver } from '../testing/webhook-receiver';
import {
	CURRENCY_NOT_SUPPORTED,
	isCurrencyNotSupported,
	isPayPalCurrency,
	PAYPAL_CURRENCIES,
	type PaymentGateway,
	PaymentGatewayError,
} from './index';

const DAY = 24 * 60 * 60 * 1000;
const directory = mkdtempSync(join(tmpdir(), 'edge-paypal-gateway-currencies-'));
const stateFile = join(directory, 'paypal-simulator.json');
const legacy = writeDopStateFile(stateFile);
let simulator: PaypalSimulator;
let gateway: PaymentGateway;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
	receiver = await startWebhookReceiver();
	({ simulator, gateway } = await startSimulatorGateway({ stateFile, webhookUrl: receiver.url }));
});
afterAll(async () => {
	await simulator.stop();
	await receiver.stop();
	rmSync(directory, { recursive: true, force: true });
});

/** How the gateway surfaces PayPal's refusal of a currency: the caller tests isCurrencyNotSupported. */
async function expectCurrencyRefused(call: Promise<unknown>) {
	const error = await call.then(
		() => undefined,
		(thrown: unknown) => thrown,
	);
	expect(error).toBeInstanceOf(PaymentGatewayError);
	expect(error).toMatchObject({
		kind: 'refused',
		status: 422,
		paypalName: 'UNPROCESSABLE_ENTITY',
		issue: CURRENCY_NOT_SUPPORTED,
	});
	expect(isCurrencyNotSupported(error)).toBe(true);
}

describe("payment gateway: PayPal's currencies", () => {
	it('lists the 24 currencies of PayPal REST API, DOP not among them', () => {
		expect(PAYPAL_CURRENCIES).toHaveLength(24);
		expect(isPayPalCurrency('USD')).toBe(true);
		expect(isPayPalCurrency('DOP')).toBe(false);
		expect(isPayPalCurrency('usd')).toBe(false);
	});

	it('a plan or an order in DOP is refused as CURRENCY_NOT_SUPPORTED, and nothing is created', async () => {
		const { product } = await createMonthlyPlan(gateway);
		await expectCurrencyRefused(
			gateway.createPlan({
				requestId: randomUUID(),
				productId: product.id,
				name: 'Business Profile yearly',
				price: '9600.00',
				currency: 'DOP',
				interval: { unit: 'YEAR', count: 1 },
			}),
		);
		await expectCurrencyRefused(
			gateway.createOrder({
				requestId: randomUUID(),
				amount: '250.00',
				currency: 'DOP',
				returnUrl: RETURN_URL,
				cancelUrl: CANCEL_URL,
			}),
		);
		expect(await listPlans(simulator.url, product.id)).toHaveLength(1);
		// Other refusals do not read as a currency problem.
		const unknownPlan = await gateway
			.createSubscription({ requestId: randomUUID(), planId: 'P-NOPE', returnUrl: RETURN_URL, cancelUrl: CANCEL_URL })
			.catch((error: unknown) => error);
		expect(unknownPlan).toMatchObject({ kind: 'refused', issue: 'RESOURCE_NOT_FOUND' });
		expect(isCurrencyNotSupported(unknownPlan)).toBe(false);
	});

	it('a currency that is not an ISO code is refused before PayPal is called', async () => {
		await expect(createMonthlyPlan(gateway, '25.00', 'usd')).rejects.toMatchObject({
			kind: 'invalid',
			status: undefined,
		});
	});

	it('a subscription to a DOP plan left by an earlier simulator is refused, and none is created', async () => {
		expect(await gateway.getPlan(legacy.planId)).toMatchObject({ currency: 'DOP', price: '1500.00' });
		await expectCurrencyRefused(
			gateway.createSubscription({
				requestId: randomUUID(),
				planId: legacy.planId,
				returnUrl: RETURN_URL,
				cancelUrl: CANCEL_URL,
			}),
		);
		expect(await listSubscriptions(simulator.url, legacy.planId)).toEqual([]);
	});

	it('an approved DOP order left by an earlier simulator cannot be captured: it stays approved, uncaptured', async () => {
		await expectCurrencyRefused(gateway.captureOrder({ requestId: randomUUID(), id: legacy.orderId }));
		expect(await gateway.getOrder(legacy.orderId)).toMatchObject({
			status: 'APPROVED',
			amount: '250.00',
			currency: 'DOP',
			captureId: undefined,
		});
	});

	it('USD end to end: a first-purchase plan, its approval page, the first payment and the renewal', async () => {
		const { product } = await createMonthlyPlan(gateway);
		const plan = await gateway.createPlan({
			requestId: randomUUID(),
			productId: product.id,
			name: 'Perfil de Negocio / Business Profile',
			price: '81.36',
			firstCyclePrice: '40.68',
			currency: 'USD',
			interval: { unit: 'YEAR', count: 1 },
		});
		expect(plan).toMatchObject({ currency: 'USD', price: '81.36', firstCyclePrice: '40.68' });
		expect(await gateway.getPlan(plan.id)).toEqual(plan);

		const created = await gateway.createSubscription({
			requestId: randomUUID(),
			planId: plan.id,
			returnUrl: RETURN_URL,
			cancelUrl: CANCEL_URL,
			locale: 'en-US',
		});
		const page = await (await fetch(created.approveUrl ?? '')).text();
		expect(page).toContain('Subscription to Business Profile: you pay USD 40.68 today, then USD 81.36 every year.');
		await decideOnApprovalPage(created.approveUrl, 'approve');
		const active = await gateway.getSubscription(created.id);
		expect(active.lastPayment).toMatchObject({ amount: '40.68', currency: 'USD' });

		await simulator.advanceClock(367 * DAY);
		const renewed = await gateway.getSubscription(created.id);
		expect(renewed.lastPayment).toEqual({ amount: '81.36', currency: 'USD', time: active.nextBillingTime });
		const sales = receiver.received.filter(
			(webhook) =>
				webhook.event.event_type === 'PAYMENT.SALE.COMPLETED' &&
				webhook.event.resource.billing_agreement_id === created.id,
		);
		expect(sales.map((sale) => sale.event.resource.amount)).toEqual([
			{ total: '40.68', currency: 'USD', details: { subtotal: '40.68' } },
			{ total: '81.36', currency: 'USD', details: { subtotal: '81.36' } },
		]);
	});

	it('USD order: created, approved, captured, with its currency', async () => {
		const order = await gateway.createOrder({
			requestId: randomUUID(),
			amount: '4.25',
			currency: 'USD',
			returnUrl: RETURN_URL,
			cancelUrl: CANCEL_URL,
		});
		expect(order).toMatchObject({ status: 'CREATED', amount: '4.25', currency: 'USD' });
		await decideOnApprovalPage(order.approveUrl, 'approve');
		const captured = await gateway.captureOrder({ requestId: randomUUID(), id: order.id });
		expect(captured).toMatchObject({ status: 'COMPLETED', amount: '4.25', currency: 'USD' });
		expect(captured.captureId).toBeTruthy();
	});
});
