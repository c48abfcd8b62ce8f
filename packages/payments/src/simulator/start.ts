import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSimulatorApp } from './app';
import { SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET } from './client-credentials';
import type { SimulatorContext } from './context';
import { createFaults, type FaultMode } from './faults';
import { createStateStore } from './state';
import { runDueBilling } from './subscription-billing';
import { createWebhookDispatcher } from './webhooks';

export interface PaypalSimulatorOptions {
	/** 0 (the default) picks a free port. */
	port?: number;
	/** JSON file that keeps the simulator's state across restarts; in memory only when absent. */
	stateFile?: string;
	/** The base time; the simulator adds whatever advanceClock has moved it. */
	clock?: { now(): Date };
	/** Where webhook events are POSTed, as PayPal posts them to a registered webhook. */
	webhookUrl?: string;
	/**
	 * The REST app credentials the token endpoint accepts, and no others (SIMULATOR_CLIENT_ID and
	 * SIMULATOR_CLIENT_SECRET when absent).
	 */
	clientId?: string;
	clientSecret?: string;
}

export interface PaypalSimulator {
	/** Base URL, e.g. http://127.0.0.1:40123 (what the gateway's simulatorUrl takes). */
	url: string;
	/** The id verification requests must name (PayPal's PAYPAL_WEBHOOK_ID). */
	webhookId: string;
	now(): Date;
	/** Moves the simulated time on, runs the renewals and expiries it passed, and delivers their webhooks. */
	advanceClock(ms: number): Promise<void>;
	/** The next `count` API calls (1 by default) fail, after `after` calls that go through. */
	failNext(mode: FaultMode, count?: number, after?: number): void;
	deliverPendingWebhooks(): Promise<number>;
	/**
	 * Sends a signed event of any type, as PayPal's webhook simulator does: the app must store and
	 * ignore the types it does not handle. Resolves after a delivery run (which may be one already
	 * under way: the event may have gone out with it).
	 */
	sendEvent(eventType: string, resourceType: string, resource: unknown): Promise<number>;
	setWebhookUrl(url: string | undefined): void;
	stop(): Promise<void>;
}

export async function startPaypalSimulator(options: PaypalSimulatorOptions = {}): Promise<PaypalSimulator> {
	const store = createStateStore(options.stateFile);
	const baseClock = options.clock ?? { now: () => new Date() };
	const now = () => new Date(baseClock.now().getTime() + store.data.clockOffsetMs);
	let url = '';
	const webhooks = createWebhookDispatcher(store, now, () => url, options.webhookUrl);
	const client = {
		clientId: options.clientId ?? SIMULATOR_CLIENT_ID,
		clientSecret: options.clientSecret ?? SIMULATOR_CLIENT_SECRET,
	};
	const ctx: SimulatorContext = { store, client, now, baseUrl: () => url, emit: webhooks.emit };
	const faults = createFaults();
	const app = createSimulatorApp(ctx, faults);

	const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
		const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(started));
	});
	url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	// Events left undelivered by an earlier run go out now.
	void webhooks.deliverPending();

	return {
		url,
		webhookId: store.data.webhookId,
		now,
		async advanceClock(ms) {
			store.data.clockOffsetMs += ms;
			runDueBilling(ctx);
			await webhooks.deliverPending();
		},
		failNext(mode, count = 1, after = 0) {
			faults.failNext(mode, count, after);
		},
		deliverPendingWebhooks: webhooks.deliverPending,
		sendEvent(eventType, resourceType, resource) {
			webhooks.emit(eventType, resourceType, resource, `Simulated ${eventType}`);
			return webhooks.deliverPending();
		},
		setWebhookUrl(webhookUrl) {
			webhooks.setWebhookUrl(webhookUrl);
		},
		async stop() {
			faults.releaseHanging();
			await new Promise<void>((resolve) => {
				server.close(() => resolve());
				if ('closeAllConnections' in server) server.closeAllConnections();
			});
		},
	};
}
