import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chargeReadiness } from '@edge/api';
import { closeDb, createDb, paypalPlans } from '@edge/db';
import { type PaypalSimulator, startPaypalSimulator } from '@edge/payments';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/paypal';

let dataDir: string;
let simulator: PaypalSimulator;

beforeAll(async () => {
	dataDir = mkdtempSync(join(tmpdir(), 'edge-cli-paypal-'));
	simulator = await startPaypalSimulator();
});
afterAll(async () => {
	await simulator.stop();
	rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

const env = () => ({ DATA_DIR: dataDir, PAYPAL_SIMULATOR_URL: simulator.url });

function storedPlans() {
	const db = createDb(join(dataDir, 'edge.sqlite'));
	try {
		return db.select().from(paypalPlans).all();
	} finally {
		closeDb(db);
	}
}

describe('npm run cli -- paypal:*', () => {
	it('paypal:sync needs a charge rate first, and says how to set one', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(await runCli(['paypal:sync'], env())).toBe(1);
		expect(error.mock.calls.at(-1)?.[0]).toContain('npm run cli -- payments:rate');
		expect(storedPlans()).toEqual([]);
	});

	it('payments:rate takes a positive amount, and prints the rate in force', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		const log = vi.spyOn(console, 'log').mockImplementation(() => {});
		expect(await runCli(['payments:rate', '0'], env())).toBe(2);
		expect(await runCli(['payments:rate', 'abc'], env())).toBe(2);
		expect(error.mock.calls.at(-1)?.[0]).toContain('e.g. 59.00');
		expect(await runCli(['payments:rate'], env())).toBe(0);
		expect(log.mock.calls.at(-1)?.[0]).toBe('No charge rate is set');
		// Setting it creates the plans at PayPal in US dollars at that rate.
		expect(await runCli(['payments:rate', '59.00'], env())).toBe(0);
		expect(await runCli(['payments:rate'], env())).toBe(0);
		expect(log.mock.calls.at(-1)?.[0]).toBe('Charge rate: DOP$ 59.00 per US$');
		expect(storedPlans().every((row) => row.currency === 'USD' && row.rateCents === 5900)).toBe(true);
	});

	it('paypal:sync creates the PayPal plans once and keeps them on a second run', async () => {
		const log = vi.spyOn(console, 'log').mockImplementation(() => {});
		expect(await runCli(['paypal:sync'], env())).toBe(0);
		const first = storedPlans();
		expect(first.map((row) => row.planId).sort()).toEqual([
			'business-multi-profile-premium',
			'business-profile',
			'freelancer-unlimited-messaging',
			'premium-restaurant',
			'search-bar-visibility',
		]);
		expect(await runCli(['paypal:sync'], env())).toBe(0);
		expect(storedPlans().map((row) => row.paypalPlanId)).toEqual(first.map((row) => row.paypalPlanId));
		expect(log.mock.calls.at(-1)?.[0]).toContain('created none');
	});

	it('paypal:sync makes anew, in US dollars, plans stored in a currency PayPal refuses (DOP, from before)', async () => {
		vi.spyOn(console, 'log').mockImplementation(() => {});
		const db = createDb(join(dataDir, 'edge.sqlite'));
		try {
			db.update(paypalPlans).set({ currency: 'DOP' }).where(eq(paypalPlans.planId, 'business-profile')).run();
			expect(chargeReadiness(db)).toMatchObject({ ok: false });
		} finally {
			closeDb(db);
		}
		expect(await runCli(['paypal:sync'], env())).toBe(0);
		const after = storedPlans().find((row) => row.planId === 'business-profile');
		expect(after).toMatchObject({ currency: 'USD', chargeCents: 16271, firstChargeCents: 8136 });
		const db2 = createDb(join(dataDir, 'edge.sqlite'));
		try {
			expect(chargeReadiness(db2)).toEqual({ ok: true, currency: 'USD', rate: '59.00' });
		} finally {
			closeDb(db2);
		}
	});

	it('paypal:reconcile runs over the stored subscriptions', async () => {
		const log = vi.spyOn(console, 'log').mockImplementation(() => {});
		expect(await runCli(['paypal:reconcile'], env())).toBe(0);
		expect(log.mock.calls.at(-1)?.[0]).toContain('Reconciled 0 subscriptions');
	});

	it('answers 2 for an unknown command or missing settings', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		vi.spyOn(console, 'log').mockImplementation(() => {});
		expect(await runCli(['nope'], env())).toBe(2);
		expect(await runCli(['paypal:sync'], { DATA_DIR: dataDir, PAYPAL_MODE: 'live' })).toBe(2);
		expect(await runCli(['paypal:sync'], { DATA_DIR: join(dataDir, 'empty') })).toBe(2);
	});
});
