import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaypalSimulator } from '../simulator/index';
import { decideOnApprovalPage } from '../testing/approval';
import { CANCEL_URL, createMonthlyPlan, RETURN_URL } from '../testing/catalog-fixture';
import { listSubscriptions } from '../testing/paypal-dashboard';
import { startSimulatorGateway } from '../testing/simulator-gateway';
import { type PaymentGateway, PaymentGatewayError } from './index';

let simulator: PaypalSimulator;
let gateway: PaymentGateway;

beforeAll(async () => {
	({ simulator, gateway } = await startSimulatorGateway());
});
afterAll(() => simulator.stop());

async function activeSubscription(planId: string) {
	const created = await gateway.createSubscription({
		requestId: randomUUID(),
		planId,
		returnUrl: RETURN_URL,
		cancelUrl: CANCEL_URL,
		customId: 'local-sub-1',
	});
	await decideOnApprovalPage(created.approveUrl, 'approve');
	return created;
}

describe('payment gateway: subscriptions through the SDK against the simulator', () => {
	it('creates a product and a plan priced in USD with two decimals', async () => {
		const { product, plan } = await createMonthlyPlan(gateway);
		expect(product.id).toMatch(/^PROD-/);
		expect(plan).toMatchObject({ productId: product.id, status: 'ACTIVE', price: '25.00', currency: 'USD' });
		expect(plan.firstCyclePrice).toBeUndefined();
		expect(await gateway.getPlan(plan.id)).toEqual(plan);
		expect(await gateway.getProduct(product.id)).toEqual(product);
	});

	it('creates a subscription pending approval, and the approval page makes it ACTIVE for one period', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		const created = await gateway.createSubscription({
			requestId: randomUUID(),
			planId: plan.id,
			returnUrl: RETURN_URL,
			cancelUrl: CANCEL_URL,
			customId: 'local-sub-1',
		});
		expect(created.status).toBe('APPROVAL_PENDING');
		expect(created.approveUrl?.startsWith(`${simulator.url}/simulator/checkout/BA-`)).toBe(true);

		const redirect = await decideOnApprovalPage(created.approveUrl, 'approve');
		expect(redirect.origin + redirect.pathname).toBe(RETURN_URL);
		expect(redirect.searchParams.get('subscription_id')).toBe(created.id);

		const active = await gateway.getSubscription(created.id);
		expect(active).toMatchObject({ status: 'ACTIVE', planId: plan.id, customId: 'local-sub-1' });
		expect(active.lastPayment).toMatchObject({ amount: '25.00', currency: 'USD' });
		const oneMonthOn = new Date(simulator.now());
		oneMonthOn.setUTCMonth(oneMonthOn.getUTCMonth() + 1);
		expect(Date.parse(active.nextBillingTime ?? '')).toBeGreaterThan(oneMonthOn.getTime() - 60_000);
		expect(Date.parse(active.nextBillingTime ?? '')).toBeLessThanOrEqual(oneMonthOn.getTime());
	});

	it('a cancelled approval redirects to the cancel URL and leaves the subscription pending', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		const created = await gateway.createSubscription({
			requestId: randomUUID(),
			planId: plan.id,
			returnUrl: RETURN_URL,
			cancelUrl: CANCEL_URL,
		});
		const redirect = await decideOnApprovalPage(created.approveUrl, 'cancel');
		expect(redirect.origin + redirect.pathname).toBe(CANCEL_URL);
		expect((await gateway.getSubscription(created.id)).status).toBe('APPROVAL_PENDING');
	});

	it('revises to another plan once the buyer approves, then suspends, activates and cancels', async () => {
		const { plan, product } = await createMonthlyPlan(gateway);
		const bigger = await gateway.createPlan({
			requestId: randomUUID(),
			productId: product.id,
			name: 'Multi-Profile yearly',
			price: '300.00',
			currency: 'USD',
			interval: { unit: 'YEAR', count: 1 },
		});
		const { id } = await activeSubscription(plan.id);

		const revision = await gateway.reviseSubscription({
			requestId: randomUUID(),
			id,
			planId: bigger.id,
			returnUrl: RETURN_URL,
			cancelUrl: CANCEL_URL,
		});
		expect(revision.planId).toBe(bigger.id);
		expect((await gateway.getSubscription(id)).planId).toBe(plan.id);
		await decideOnApprovalPage(revision.approveUrl, 'approve');
		expect(await gateway.getSubscription(id)).toMatchObject({ planId: bigger.id, status: 'ACTIVE' });

		await gateway.suspendSubscription({ requestId: randomUUID(), id, reason: 'user asked' });
		expect((await gateway.getSubscription(id)).status).toBe('SUSPENDED');
		await gateway.activateSubscription({ requestId: randomUUID(), id, reason: 'user resumed' });
		expect((await gateway.getSubscription(id)).status).toBe('ACTIVE');
		await gateway.cancelSubscription({ requestId: randomUUID(), id, reason: 'user cancelled' });
		const cancelled = await gateway.getSubscription(id);
		expect(cancelled.status).toBe('CANCELLED');
		expect(cancelled.nextBillingTime).toBeDefined();
	});

	it('refuses an action not allowed from the status as kind refused, with PayPal name and issue', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		const { id } = await activeSubscription(plan.id);
		const activateActive = gateway.activateSubscription({ requestId: randomUUID(), id, reason: 'again' });
		await expect(activateActive).rejects.toBeInstanceOf(PaymentGatewayError);
		await expect(activateActive).rejects.toMatchObject({
			kind: 'refused',
			status: 422,
			paypalName: 'UNPROCESSABLE_ENTITY',
			issue: 'SUBSCRIPTION_STATUS_INVALID',
		});
		await gateway.cancelSubscription({ requestId: randomUUID(), id, reason: 'bye' });
		await expect(gateway.suspendSubscription({ requestId: randomUUID(), id, reason: 'x' })).rejects.toMatchObject({
			kind: 'refused',
		});
		expect((await gateway.getSubscription(id)).status).toBe('CANCELLED');
	});

	it('an unknown subscription comes out as kind invalid (404)', async () => {
		await expect(gateway.getSubscription('I-DOESNOTEXIST')).rejects.toMatchObject({ kind: 'invalid', status: 404 });
	});

	it('the same PayPal-Request-Id twice (a double click) creates one subscription', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		const requestId = `subscribe-${randomUUID()}`;
		const input = { requestId, planId: plan.id, returnUrl: RETURN_URL, cancelUrl: CANCEL_URL };
		const [first, second] = await Promise.all([gateway.createSubscription(input), gateway.createSubscription(input)]);
		const third = await gateway.createSubscription(input);
		expect(second.id).toBe(first.id);
		expect(third.id).toBe(first.id);
		expect(await listSubscriptions(simulator.url, plan.id)).toHaveLength(1);
	});

	it('a retried action with the same request id is answered once, not refused the second time', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		const { id } = await activeSubscription(plan.id);
		const cancel = { requestId: `cancel-${randomUUID()}`, id, reason: 'user cancelled' };
		await gateway.cancelSubscription(cancel);
		await expect(gateway.cancelSubscription(cancel)).resolves.toBeUndefined();
		await expect(gateway.cancelSubscription({ ...cancel, requestId: randomUUID() })).rejects.toMatchObject({
			kind: 'refused',
		});
	});

	it('refuses amounts without two decimals and calls without a request id before calling PayPal', async () => {
		await expect(
			gateway.createPlan({
				requestId: randomUUID(),
				productId: 'PROD-X',
				name: 'x',
				price: '25',
				currency: 'USD',
				interval: { unit: 'MONTH', count: 1 },
			}),
		).rejects.toMatchObject({ kind: 'invalid' });
		await expect(
			gateway.createSubscription({ requestId: '', planId: 'P-X', returnUrl: RETURN_URL, cancelUrl: CANCEL_URL }),
		).rejects.toMatchObject({ kind: 'invalid' });
	});
});
