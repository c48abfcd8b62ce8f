import { randomUUID } from 'node:crypto';
import type { PublicUser } from '@edge/api';
import { createMailer } from '@edge/api';
import {
	createPaymentGateway,
	type PaypalSimulator,
	SIMULATOR_CLIENT_ID,
	SIMULATOR_CLIENT_SECRET,
} from '@edge/payments';
import { bearer, registerUser, type TrpcResponse } from './http-helpers';
import type { TestServer } from './test-server';
import { type ApiClient, apiClient, call, type RouterOutputs } from './typed-client';

type Payments = RouterOutputs['payments'];

/** A signed-up user, the typed client that calls as them (typed-client.ts) and their PayPal calls through it. */
export interface PayingUser {
	user: PublicUser;
	auth: Record<string, string>;
	api: ApiClient;
	catalog(): Promise<TrpcResponse<Payments['catalog']>>;
	mine(): Promise<TrpcResponse<Payments['mine']>>;
	receipts(): Promise<TrpcResponse<Payments['receipts']>>;
	subscribe(planId: string, operationId?: string): Promise<TrpcResponse<Payments['subscribe']>>;
	confirm(subscriptionId: string): Promise<TrpcResponse<Payments['confirm']>>;
	act(
		action: 'cancel' | 'suspend' | 'resume',
		subscriptionId: string,
		operationId?: string,
	): Promise<TrpcResponse<Payments['cancel' | 'suspend' | 'resume']>>;
	changePlan(
		subscriptionId: string,
		planId: string,
		operationId?: string,
	): Promise<TrpcResponse<Payments['changePlan']>>;
}

export async function payingUser(server: TestServer): Promise<PayingUser> {
	const { token, user } = await registerUser(server);
	const auth = bearer(token);
	const api = apiClient(server.url, auth);
	return {
		user,
		auth,
		api,
		catalog: () => call(() => api.payments.catalog.query()),
		mine: () => call(() => api.payments.mine.query()),
		receipts: () => call(() => api.payments.receipts.query()),
		subscribe: (planId, operationId = randomUUID()) =>
			call(() => api.payments.subscribe.mutate({ planId, operationId })),
		confirm: (subscriptionId) => call(() => api.payments.confirm.mutate({ subscriptionId })),
		act: (action, subscriptionId, operationId = randomUUID()) =>
			call(() => api.payments[action].mutate({ subscriptionId, operationId })),
		changePlan: (subscriptionId, planId, operationId = randomUUID()) =>
			call(() => api.payments.changePlan.mutate({ subscriptionId, planId, operationId })),
	};
}

/** Polls until `check` returns a value (no fixed sleeps): webhooks arrive on their own schedule. */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
	const until = Date.now() + timeoutMs;
	for (;;) {
		const value = await check();
		if (value) return value;
		if (Date.now() > until) throw new Error('condition not met in time');
		await new Promise((resolve) => setImmediate(resolve));
	}
}

/** The mailer of a process of the operator's (the CLI) beside the test server: its local outbox. */
export function outboxMailer(server: TestServer) {
	return createMailer({
		db: server.db,
		clock: server.clock,
		from: 'Edge <no-reply@edge.do>',
		smtp: null,
		log: () => {},
		logLocalText: false,
	});
}

/** The gateway a process of the operator's (the CLI's reconcile, payments:rate) opens to the test server's simulator. */
export function simulatorGateway(simulator: PaypalSimulator) {
	return createPaymentGateway({
		mode: 'simulator',
		clientId: SIMULATOR_CLIENT_ID,
		clientSecret: SIMULATOR_CLIENT_SECRET,
		simulatorUrl: simulator.url,
		timeoutMs: 5_000,
	});
}
