import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDopStateFile } from '../testing/legacy-state';
import { type PaypalSimulator, startPaypalSimulator } from './index';
import type { SimulatorState } from './state';

const directory = mkdtempSync(join(tmpdir(), 'edge-paypal-currencies-'));
const stateFile = join(directory, 'paypal-simulator.json');
const legacy = writeDopStateFile(stateFile);
let simulator: PaypalSimulator;
let token: string;

function api(path: string, init: { method?: string; body?: unknown } = {}) {
	return fetch(`${simulator.url}${path}`, {
		method: init.method ?? 'GET',
		headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
		body: init.body === undefined ? undefined : JSON.stringify(init.body),
	});
}

const saved = () => JSON.parse(readFileSync(stateFile, 'utf8')) as SimulatorState;

/** PayPal's answer to a currency it does not support, for orders and subscriptions alike. */
const CURRENCY_NOT_SUPPORTED = {
	name: 'UNPROCESSABLE_ENTITY',
	message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
	details: [
		{
			issue: 'CURRENCY_NOT_SUPPORTED',
			description:
				'Currency code is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
		},
	],
};

async function expectRefusal(answer: Response, body: object, status = 422) {
	expect(answer.status).toBe(status);
	const json = (await answer.json()) as { debug_id: string };
	expect(json).toMatchObject(body);
	expect(json.debug_id).toMatch(/^[0-9a-f]+$/);
}

const cycle = (sequence: number, tenure: 'TRIAL' | 'REGULAR', currency: string, value: string) => ({
	tenure_type: tenure,
	sequence,
	total_cycles: tenure === 'TRIAL' ? 1 : 0,
	frequency: { interval_unit: 'YEAR', interval_count: 1 },
	pricing_scheme: { fixed_price: { currency_code: currency, value } },
});

async function createPlan(cycles: unknown[]) {
	return api('/v1/billing/plans', {
		method: 'POST',
		body: { product_id: legacy.productId, name: 'Business Profile yearly', billing_cycles: cycles },
	});
}

const plansOfProduct = async () =>
	((await (await api(`/v1/billing/plans?product_id=${legacy.productId}`)).json()) as { plans: { id: string }[] }).plans;

beforeAll(async () => {
	simulator = await startPaypalSimulator({ stateFile, clientId: 'client', clientSecret: 'secret' });
	const answer = await fetch(`${simulator.url}/v1/oauth2/token`, {
		method: 'POST',
		headers: {
			authorization: `Basic ${Buffer.from('client:secret').toString('base64')}`,
			'content-type': 'application/x-www-form-urlencoded',
		},
		body: 'grant_type=client_credentials',
	});
	token = ((await answer.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
	await simulator.stop();
	rmSync(directory, { recursive: true, force: true });
});

describe('PayPal simulator: only the currencies PayPal supports', () => {
	it('refuses a plan priced in DOP (or in two currencies) with 422 and stores nothing', async () => {
		await expectRefusal(await createPlan([cycle(1, 'REGULAR', 'DOP', '9600.00')]), CURRENCY_NOT_SUPPORTED);
		await expectRefusal(
			await createPlan([cycle(1, 'TRIAL', 'USD', '40.68'), cycle(2, 'REGULAR', 'DOP', '9600.00')]),
			CURRENCY_NOT_SUPPORTED,
		);
		await expectRefusal(await createPlan([cycle(1, 'TRIAL', 'USD', '40.68'), cycle(2, 'REGULAR', 'EUR', '75.00')]), {
			name: 'UNPROCESSABLE_ENTITY',
			details: [{ issue: 'CURRENCY_MISMATCH' }],
		});
		expect((await plansOfProduct()).map((plan) => plan.id)).toEqual([legacy.planId]);
		expect(Object.keys(saved().plans)).toEqual([legacy.planId]);
	});

	it('creates a USD plan with versioned pricing schemes, as PayPal returns them', async () => {
		const answer = await createPlan([cycle(1, 'TRIAL', 'USD', '40.68'), cycle(2, 'REGULAR', 'USD', '81.36')]);
		expect(answer.status).toBe(201);
		const plan = (await answer.json()) as { id: string; billing_cycles: { pricing_scheme: unknown }[] };
		expect(plan.billing_cycles.map((each) => each.pricing_scheme)).toEqual([
			expect.objectContaining({ version: 1, fixed_price: { currency_code: 'USD', value: '40.68' } }),
			expect.objectContaining({ version: 1, fixed_price: { currency_code: 'USD', value: '81.36' } }),
		]);
		expect((await plansOfProduct()).map((each) => each.id)).toContain(plan.id);
	});

	it('refuses an order in DOP with 422 and stores nothing', async () => {
		const order = {
			intent: 'CAPTURE',
			purchase_units: [{ amount: { currency_code: 'DOP', value: '250.00' } }],
		};
		await expectRefusal(await api('/v2/checkout/orders', { method: 'POST', body: order }), CURRENCY_NOT_SUPPORTED);
		expect(Object.keys(saved().orders)).toEqual([legacy.orderId]);
		const usd = await api('/v2/checkout/orders', {
			method: 'POST',
			body: { ...order, purchase_units: [{ amount: { currency_code: 'USD', value: '4.25' } }] },
		});
		expect(usd.status).toBe(201);
	});

	it('refuses to capture a DOP order left approved by an earlier simulator: not captured, no webhook', async () => {
		await expectRefusal(
			await api(`/v2/checkout/orders/${legacy.orderId}/capture`, { method: 'POST', body: {} }),
			CURRENCY_NOT_SUPPORTED,
		);
		const order = saved().orders[legacy.orderId];
		expect(order).toMatchObject({ status: 'APPROVED', captures: [] });
		expect(saved().pendingEvents.filter((event) => event.event_type === 'PAYMENT.CAPTURE.COMPLETED')).toEqual([]);
	});

	it('refuses a subscription to a DOP plan left by an earlier simulator, and stores nothing', async () => {
		await expectRefusal(
			await api('/v1/billing/subscriptions', { method: 'POST', body: { plan_id: legacy.planId } }),
			CURRENCY_NOT_SUPPORTED,
		);
		const list = (await (await api(`/v1/billing/subscriptions?plan_ids=${legacy.planId}`)).json()) as {
			subscriptions: unknown[];
		};
		expect(list.subscriptions).toEqual([]);
		expect(saved().subscriptions).toEqual({});
	});
});

describe('PayPal simulator: POST /v1/billing/plans/:id/update-pricing-schemes', () => {
	let planId: string;
	const update = (id: string, schemes: unknown) =>
		api(`/v1/billing/plans/${id}/update-pricing-schemes`, { method: 'POST', body: { pricing_schemes: schemes } });
	const scheme = (sequence: number, currency: string, value: string) => ({
		billing_cycle_sequence: sequence,
		pricing_scheme: { fixed_price: { currency_code: currency, value } },
	});
	const getPlan = async () =>
		(await (await api(`/v1/billing/plans/${planId}`)).json()) as {
			update_time: string;
			billing_cycles: { sequence: number; pricing_scheme: { version: number; fixed_price: unknown } }[];
		};

	beforeAll(async () => {
		const answer = await createPlan([cycle(1, 'TRIAL', 'USD', '40.68'), cycle(2, 'REGULAR', 'USD', '81.36')]);
		planId = ((await answer.json()) as { id: string }).id;
	});

	it('answers 204 with no body and moves the prices, their versions and update_time', async () => {
		const before = await getPlan();
		await simulator.advanceClock(60_000);
		const answer = await update(planId, [scheme(1, 'USD', '41.00'), scheme(2, 'USD', '82.00')]);
		expect(answer.status).toBe(204);
		expect(await answer.text()).toBe('');
		const after = await getPlan();
		expect(after.billing_cycles.map((each) => each.pricing_scheme)).toEqual([
			expect.objectContaining({ version: 2, fixed_price: { currency_code: 'USD', value: '41.00' } }),
			expect.objectContaining({ version: 2, fixed_price: { currency_code: 'USD', value: '82.00' } }),
		]);
		expect(Date.parse(after.update_time)).toBeGreaterThan(Date.parse(before.update_time));

		expect((await update(planId, [scheme(2, 'USD', '83.00')])).status).toBe(204);
		expect((await getPlan()).billing_cycles.map((each) => each.pricing_scheme.version)).toEqual([2, 3]);
	});

	it("refuses another currency than the plan's, an unsupported one, a missing cycle and a bad body; changes nothing", async () => {
		const before = await getPlan();
		await expectRefusal(await update(planId, [scheme(2, 'EUR', '75.00')]), {
			name: 'UNPROCESSABLE_ENTITY',
			details: [
				{ issue: 'CURRENCY_MISMATCH', description: "The currency code is different from the plan's currency code." },
			],
		});
		await expectRefusal(await update(planId, [scheme(2, 'DOP', '9600.00')]), CURRENCY_NOT_SUPPORTED);
		// All or nothing: the valid first scheme is not applied either.
		await expectRefusal(await update(planId, [scheme(1, 'USD', '1.00'), scheme(3, 'USD', '90.00')]), {
			name: 'UNPROCESSABLE_ENTITY',
			details: [
				{
					issue: 'INVALID_BILLING_CYCLE_SEQUENCE',
					description: 'The provided billing cycle sequence is not available.',
				},
			],
		});
		await expectRefusal(
			await update(planId, [{ billing_cycle_sequence: 2, pricing_scheme: {} }]),
			{ name: 'INVALID_REQUEST' },
			400,
		);
		await expectRefusal(await update(planId, []), { name: 'INVALID_REQUEST' }, 400);
		expect(await getPlan()).toEqual(before);
	});

	it('404 for an unknown plan; a DOP plan from an earlier simulator cannot be moved to USD', async () => {
		await expectRefusal(
			await update('P-NOPE', [scheme(1, 'USD', '25.00')]),
			{
				name: 'RESOURCE_NOT_FOUND',
				details: [{ issue: 'INVALID_RESOURCE_ID' }],
			},
			404,
		);
		await expectRefusal(await update(legacy.planId, [scheme(1, 'USD', '25.00')]), {
			details: [{ issue: 'CURRENCY_MISMATCH' }],
		});
	});
});
