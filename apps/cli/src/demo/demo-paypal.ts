import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSimulatorRate, type PaypalDeps, syncPaypalCatalog } from '@edge/api';
import type { Db } from '@edge/db';
import {
	createPaymentGateway,
	type PaypalSimulator,
	SIMULATOR_CLIENT_ID,
	SIMULATOR_CLIENT_SECRET,
	startPaypalSimulator,
} from '@edge/payments';

/** The PayPal the demo buys its owners' plans at: always the simulator (a buyer must approve elsewhere). */
export interface DemoPaypal {
	deps: { db: Db; clock: { now(): Date }; paypal: PaypalDeps };
	/** Presses approve on the simulator's approval page, as the buyer would. */
	approve(approveUrl: string): Promise<void>;
	close(): Promise<void>;
}

/** Whether a simulator answers at `url` (its JS SDK stand-in answers 400 without a client id). */
async function answers(url: string): Promise<boolean> {
	try {
		await fetch(`${url}/sdk/js`, { signal: AbortSignal.timeout(2_000) });
		return true;
	} catch {
		return false;
	}
}

/**
 * The PayPal the running app uses, when it is the simulator: the running server's own
 * (DATA_DIR/paypal-simulator.url), or with the server stopped one started here on the server's
 * state file (DATA_DIR/paypal-simulator.json), which the server loads when it starts. Either way the
 * demo's subscriptions are PayPal's, as the app's are: /profile's actions, reconcile and the
 * webhooks find them there. Null for sandbox and live, where only a real buyer can approve one; the
 * demo then keeps rows of its own (demo-plans.ts). The settings are the server's (PAYPAL_MODE,
 * PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET), so the simulator accepts our credentials.
 */
export async function openDemoPaypal(db: Db, dataDir: string, env: NodeJS.ProcessEnv): Promise<DemoPaypal | null> {
	const mode = env.PAYPAL_MODE || (env.PAYPAL_CLIENT_ID ? 'sandbox' : 'simulator');
	if (mode !== 'simulator') return null;
	const clientId = env.PAYPAL_CLIENT_ID || SIMULATOR_CLIENT_ID;
	const clientSecret = env.PAYPAL_CLIENT_SECRET || SIMULATOR_CLIENT_SECRET;
	const urlFile = join(dataDir, 'paypal-simulator.url');
	const running = existsSync(urlFile) ? readFileSync(urlFile, 'utf8').trim() : '';
	let simulator: PaypalSimulator | null = null;
	let url = running;
	if (!running || !(await answers(running))) {
		simulator = await startPaypalSimulator({
			stateFile: join(dataDir, 'paypal-simulator.json'),
			clientId,
			clientSecret,
		});
		url = simulator.url;
	}
	const gateway = createPaymentGateway({
		mode: 'simulator',
		clientId,
		clientSecret,
		simulatorUrl: url,
		timeoutMs: 15_000,
	});
	const deps = { db, clock: { now: () => new Date() }, paypal: { gateway, webhookId: simulator?.webhookId ?? '' } };
	try {
		// The plans, as the server creates them at start (idempotent: request ids from plan and price),
		// at the simulator's demo rate unless an operator set one.
		ensureSimulatorRate(db, deps.clock.now());
		await syncPaypalCatalog(deps);
	} catch (error) {
		await simulator?.stop();
		throw error;
	}
	return {
		deps,
		async approve(approveUrl) {
			const answer = await fetch(`${approveUrl}/approve`, { method: 'POST', redirect: 'manual' });
			if (answer.status !== 303) throw new Error(`the simulator's approval page answered ${answer.status}`);
		},
		async close() {
			await simulator?.stop();
		},
	};
}
