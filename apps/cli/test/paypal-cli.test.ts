import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDb, createDb, paypalPlans } from '@edge/db';
import { type PaypalSimulator, startPaypalSimulator } from '@edge/payments';
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
