import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	type PaypalSimulator,
	SIMULATOR_CLIENT_ID,
	SIMULATOR_CLIENT_SECRET,
	startPaypalSimulator,
} from '../simulator/index';
import { CANCEL_URL, createMonthlyPlan, RETURN_URL } from '../testing/catalog-fixture';
import { listSubscriptions } from '../testing/paypal-dashboard';
import { startSimulatorGateway } from '../testing/simulator-gateway';
import { createPaymentGateway, type PaymentGateway } from './index';

const directory = mkdtempSync(join(tmpdir(), 'edge-paypal-'));
const stateFile = join(directory, 'paypal-simulator.json');
let simulator: PaypalSimulator;
let gateway: PaymentGateway;

beforeAll(async () => {
	// Long enough for a loaded machine's ordinary calls; the hanging fault never answers, so the time-out
	// tests do not depend on it being short.
	({ simulator, gateway } = await startSimulatorGateway({ stateFile, timeoutMs: 2_000 }));
});
afterAll(async () => {
	await simulator.stop();
	rmSync(directory, { recursive: true, force: true });
});

describe('payment gateway: PayPal failing, slow or gone', { timeout: 30_000 }, () => {
	it('a 500 comes out as kind unavailable, creates nothing, and a retry with the same id works once', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		const input = { requestId: randomUUID(), planId: plan.id, returnUrl: RETURN_URL, cancelUrl: CANCEL_URL };
		simulator.failNext('error500', 1);
		await expect(gateway.createSubscription(input)).rejects.toMatchObject({
			kind: 'unavailable',
			status: 500,
			paypalName: 'INTERNAL_SERVER_ERROR',
		});
		expect(await listSubscriptions(simulator.url, plan.id)).toHaveLength(0);

		const retried = await gateway.createSubscription(input);
		expect(retried.status).toBe('APPROVAL_PENDING');
		expect(await listSubscriptions(simulator.url, plan.id)).toEqual([expect.objectContaining({ id: retried.id })]);
	});

	it('a 500 on a fetch-based call (catalog product) is unavailable too', async () => {
		simulator.failNext('error500', 1);
		await expect(gateway.createProduct({ requestId: randomUUID(), name: 'Nope' })).rejects.toMatchObject({
			kind: 'unavailable',
			status: 500,
		});
	});

	it('no answer within timeoutMs comes out as kind timeout, for SDK and fetch calls, and creates nothing', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		simulator.failNext('timeout', 2);
		await expect(
			gateway.createSubscription({
				requestId: randomUUID(),
				planId: plan.id,
				returnUrl: RETURN_URL,
				cancelUrl: CANCEL_URL,
			}),
		).rejects.toMatchObject({ kind: 'timeout' });
		await expect(gateway.createProduct({ requestId: randomUUID(), name: 'Slow' })).rejects.toMatchObject({
			kind: 'timeout',
		});
		expect(await listSubscriptions(simulator.url, plan.id)).toHaveLength(0);
		await expect(gateway.getPlan(plan.id)).resolves.toMatchObject({ id: plan.id });
	});

	it('PayPal unreachable is unavailable; once back (state kept in its file) the same gateway works again', async () => {
		const { plan } = await createMonthlyPlan(gateway);
		const created = await gateway.createSubscription({
			requestId: randomUUID(),
			planId: plan.id,
			returnUrl: RETURN_URL,
			cancelUrl: CANCEL_URL,
		});
		const port = Number(new URL(simulator.url).port);
		await simulator.stop();
		// A new gateway: its first call fails while fetching the OAuth token, the case where the SDK
		// alone would keep failing every later call (see create-payment-gateway.ts).
		const fresh = createPaymentGateway({
			mode: 'simulator',
			clientId: SIMULATOR_CLIENT_ID,
			clientSecret: SIMULATOR_CLIENT_SECRET,
			simulatorUrl: simulator.url,
			timeoutMs: 1_000,
		});
		await expect(fresh.getSubscription(created.id)).rejects.toMatchObject({ kind: 'unavailable' });
		await expect(gateway.getSubscription(created.id)).rejects.toMatchObject({ kind: 'unavailable' });

		simulator = await startPaypalSimulator({ stateFile, port });
		for (const client of [fresh, gateway]) {
			await expect(client.getSubscription(created.id)).resolves.toMatchObject({
				id: created.id,
				status: 'APPROVAL_PENDING',
			});
		}
	});

	it('wrong credentials are refused by the token endpoint as kind invalid', async () => {
		const wrong = [
			{ clientId: SIMULATOR_CLIENT_ID, clientSecret: '' },
			{ clientId: SIMULATOR_CLIENT_ID, clientSecret: 'guessed-secret' },
			{ clientId: 'another-app', clientSecret: SIMULATOR_CLIENT_SECRET },
		];
		for (const credentials of wrong) {
			const stranger = createPaymentGateway({
				mode: 'simulator',
				...credentials,
				simulatorUrl: simulator.url,
				timeoutMs: 1_000,
			});
			await expect(stranger.getPlan('P-ANY')).rejects.toMatchObject({ kind: 'invalid', status: 401 });
		}
	});
});
