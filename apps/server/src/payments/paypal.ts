import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type ApiDeps, type Clock, ensureSimulatorRate, type PaypalDeps, syncPaypalCatalog } from '@edge/api';
import {
	createPaymentGateway,
	type PaypalSimulator,
	SIMULATOR_CLIENT_ID,
	SIMULATOR_CLIENT_SECRET,
	startPaypalSimulator,
} from '@edge/payments';
import type { PaypalSettings } from '../env';
import type { Logger } from '../log/logger';

/** PayPal's JS SDK script, for sandbox (with a sandbox client id) and live alike. */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

export interface PaypalSetup {
	deps: PaypalDeps;
	/** The local PayPal this process runs in simulator mode (tests move its clock and inject failures), else null. */
	simulator: PaypalSimulator | null;
	/** Simulator mode, whether the simulator runs in this process or in the cluster's primary. */
	simulated: boolean;
}

/** A simulator's address, for a process that calls one run elsewhere (the cluster's primary). */
export interface SharedSimulator {
	url: string;
	webhookId: string;
}

/** The simulator accepts only these credentials, as PayPal accepts only a REST app's own: the configured ones, else the simulator's defaults (which the CLI uses too). */
function simulatorCredentials(settings: PaypalSettings) {
	return {
		clientId: settings.clientId ?? SIMULATOR_CLIENT_ID,
		clientSecret: settings.clientSecret ?? SIMULATOR_CLIENT_SECRET,
	};
}

/**
 * Starts the PayPal simulator on a loopback port (state under DATA_DIR) and writes its URL where
 * `npm run cli -- paypal:*` finds it. The single process runs it itself; a cluster's primary runs the
 * one its workers share.
 */
export async function startLocalSimulator(settings: PaypalSettings, clock: Clock): Promise<PaypalSimulator> {
	mkdirSync(dirname(settings.simulatorStateFile), { recursive: true });
	const simulator = await startPaypalSimulator({
		stateFile: settings.simulatorStateFile,
		clock,
		...simulatorCredentials(settings),
	});
	writeFileSync(settings.simulatorUrlFile, `${simulator.url}\n`);
	return simulator;
}

/**
 * The payment gateway from the settings. In simulator mode the server runs the PayPal simulator
 * itself on a loopback port (state under DATA_DIR), so `npm start` stays one command; its approval
 * page is where the browser goes to approve, and its webhooks come to our own webhook route. A
 * cluster worker gets `shared`, the simulator its primary runs, instead of starting its own.
 */
export async function setUpPaypal(
	settings: PaypalSettings,
	clock: Clock,
	shared: SharedSimulator | null = null,
): Promise<PaypalSetup> {
	if (settings.mode === 'simulator') {
		const simulator = shared ? null : await startLocalSimulator(settings, clock);
		const simulatorUrl = shared?.url ?? simulator?.url ?? '';
		const webhookId = shared?.webhookId ?? simulator?.webhookId ?? '';
		const { clientId, clientSecret } = simulatorCredentials(settings);
		const gateway = createPaymentGateway({
			mode: 'simulator',
			clientId,
			clientSecret,
			simulatorUrl,
			timeoutMs: settings.timeoutMs,
		});
		// The browser loads the simulator's stand-in for PayPal's JS SDK script (js-sdk.ts there).
		const checkout = { clientId, sdkUrl: `${simulatorUrl}/sdk/js` };
		return { deps: { gateway, webhookId, checkout }, simulator, simulated: true };
	}
	const gateway = createPaymentGateway({
		mode: settings.mode,
		clientId: settings.clientId ?? '',
		clientSecret: settings.clientSecret ?? '',
		timeoutMs: settings.timeoutMs,
	});
	const checkout = { clientId: settings.clientId ?? '', sdkUrl: PAYPAL_SDK_URL };
	return { deps: { gateway, webhookId: settings.webhookId ?? '', checkout }, simulator: null, simulated: false };
}

/**
 * After the server listens, in simulator mode: create the plans at the simulator and point its
 * webhooks at us. The hourly reconcile is a periodic job (jobs/paypal-reconcile-job.ts).
 */
export async function preparePaypalSimulator(
	deps: ApiDeps,
	setup: PaypalSetup,
	webhookUrl: string,
	log: Logger,
): Promise<void> {
	if (!setup.simulated) return;
	try {
		// A fresh clone charges at a demo rate; an operator's own rate is never replaced.
		ensureSimulatorRate(deps.db, deps.clock.now());
		const summary = await syncPaypalCatalog(deps);
		if (summary.created.length > 0) log({ level: 'info', msg: 'paypal simulator plans created', ...summary });
	} catch (error) {
		deps.logError(error, { via: 'paypal:sync' });
	}
	// A simulator run by the cluster's primary is pointed at the shared port by the primary.
	setup.simulator?.setWebhookUrl(webhookUrl);
}
