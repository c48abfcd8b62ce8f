import { randomUUID } from 'node:crypto';
import { createMailer } from '@edge/api';
import type { MySubscription, MySubscriptions, PaymentsCatalog, Receipt, SubscribeResult } from '@edge/api/client';
import {
	createPaymentGateway,
	type PaypalSimulator,
	SIMULATOR_CLIENT_ID,
	SIMULATOR_CLIENT_SECRET,
} from '@edge/payments';
import { bearer, registerUser, trpcMutation, trpcQuery } from './http-helpers';
import type { TestServer } from './test-server';

/** A signed-up user and their PayPal calls through the real tRPC endpoint. */
export async function payingUser(server: TestServer) {
	const { token, user } = await registerUser(server);
	const auth = bearer(token);
	return {
		user,
		auth,
		catalog: () => trpcQuery<PaymentsCatalog>(server.url, 'payments.catalog', undefined, auth),
		mine: () => trpcQuery<MySubscriptions>(server.url, 'payments.mine', undefined, auth),
		receipts: () => trpcQuery<Receipt[]>(server.url, 'payments.receipts', undefined, auth),
		subscribe: (planId: string, operationId: string = randomUUID()) =>
			trpcMutation<SubscribeResult>(server.url, 'payments.subscribe', { planId, operationId }, auth),
		confirm: (subscriptionId: string) =>
			trpcMutation<MySubscription>(server.url, 'payments.confirm', { subscriptionId }, auth),
		act: (action: 'cancel' | 'suspend' | 'resume', subscriptionId: string, operationId: string = randomUUID()) =>
			trpcMutation<MySubscription>(server.url, `payments.${action}`, { subscriptionId, operationId }, auth),
		changePlan: (subscriptionId: string, planId: string, operationId: string = randomUUID()) =>
			trpcMutation<{ approvalUrl: string }>(
				server.url,
				'payments.changePlan',
				{ subscriptionId, planId, operationId },
				auth,
			),
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
