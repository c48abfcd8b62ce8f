import { randomUUID } from 'node:crypto';
import { profiles, sessions, subscriptionAudit, subscriptions, users } from '@edge/db';
import { catalogText } from '@edge/i18n';
import {
	createPaymentGateway,
	type PaymentGateway,
	type PaypalSimulator,
	SIMULATOR_CLIENT_ID,
	SIMULATOR_CLIENT_SECRET,
} from '@edge/payments';
import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, type RegisteredUser } from './http-helpers';
import { waitFor } from './payments-helpers';
import { ownerWithRestaurant } from './restaurant-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/** Two add-ons: a user may hold both at once whatever else they hold. */
const PLAN = 'search-bar-visibility';
const OTHER_PLAN = 'freelancer-unlimited-messaging';

let server: TestServer;
let simulator: PaypalSimulator;
/** Reads the simulator as PayPal's API shows it to the merchant, apart from the server's own calls. */
let paypal: PaymentGateway;
let ourWebhook: string;

beforeAll(async () => {
	server = await startTestServer({ PAYPAL_TIMEOUT_MS: '2000' });
	if (!server.paypalSimulator) throw new Error('the test server runs the PayPal simulator');
	simulator = server.paypalSimulator;
	ourWebhook = `${server.url}/api/paypal/webhook`;
	paypal = createPaymentGateway({
		mode: 'simulator',
		clientId: SIMULATOR_CLIENT_ID,
		clientSecret: SIMULATOR_CLIENT_SECRET,
		simulatorUrl: simulator.url,
		timeoutMs: 5_000,
	});
});
afterAll(async () => {
	await server?.stop();
});

/** A restaurant owner (so an account with a profile) and their PayPal calls. */
async function owner() {
	const { owner: client, profileId } = await ownerWithRestaurant(server);
	const account: RegisteredUser = client.account;
	const auth = bearer(account.token);
	const api = apiClient(server.url, auth);
	return {
		account,
		profileId,
		/** Subscribes and, unless `approve` is false, approves at PayPal and confirms: ACTIVE. */
		async subscribe(planId: string, approve = true): Promise<string> {
			const started = await call(() => api.payments.subscribe.mutate({ planId, operationId: randomUUID() }));
			const id = started.data?.subscriptionId;
			if (!id) throw new Error(`subscribe failed: ${JSON.stringify(started.error)}`);
			if (!approve) return id;
			await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
			expect((await call(() => api.payments.confirm.mutate({ subscriptionId: id }))).data?.status).toBe('ACTIVE');
			return id;
		},
		approvalUrlOf: async (planId: string) => {
			const started = await call(() => api.payments.subscribe.mutate({ planId, operationId: randomUUID() }));
			return { id: started.data?.subscriptionId ?? '', approvalUrl: started.data?.approvalUrl };
		},
		act: (action: 'suspend' | 'cancel', subscriptionId: string) =>
			call(() =>
				(action === 'suspend' ? api.payments.suspend : api.payments.cancel).mutate({
					subscriptionId,
					operationId: randomUUID(),
				}),
			),
		deleteAccount: (language: 'es' | 'en' = 'es') =>
			call(() =>
				apiClient(server.url, { ...auth, 'accept-language': language }).auth.deleteAccount.mutate({
					password: account.password,
				}),
			),
	};
}

const auditOf = (subscriptionId: string) =>
	server.db.select().from(subscriptionAudit).where(eq(subscriptionAudit.subscriptionId, subscriptionId)).all();

const accountDeletedAudit = (subscriptionId: string) =>
	auditOf(subscriptionId).filter((row) => row.action === 'cancelAccountDeleted');

/** The account and everything that hangs off it is still there, and its session still works. */
async function expectAccountKept(who: Awaited<ReturnType<typeof owner>>) {
	const userId = who.account.user.id;
	expect(server.db.select().from(users).where(eq(users.id, userId)).get()).toBeDefined();
	expect(server.db.select().from(sessions).where(eq(sessions.userId, userId)).all().length).toBeGreaterThan(0);
	expect(server.db.select().from(profiles).where(eq(profiles.id, who.profileId)).get()).toBeDefined();
	expect((await getMe(server, bearer(who.account.token))).status).toBe(200);
}

function expectAccountGone(who: Awaited<ReturnType<typeof owner>>) {
	const userId = who.account.user.id;
	expect(server.db.select().from(users).where(eq(users.id, userId)).get()).toBeUndefined();
	expect(server.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all()).toEqual([]);
	expect(server.db.select().from(profiles).where(eq(profiles.id, who.profileId)).get()).toBeUndefined();
}

/**
 * With webhooks held back: a webhook re-reads its subscription from PayPal, and that call would take
 * a fault meant for the deletion's own calls.
 */
async function withoutWebhooks(run: () => Promise<void>) {
	await simulator.deliverPendingWebhooks();
	simulator.setWebhookUrl(undefined);
	try {
		await run();
	} finally {
		simulator.setWebhookUrl(ourWebhook);
	}
}

describe('deleting an account cancels its subscriptions at PayPal first', () => {
	it('an ACTIVE subscription ends CANCELLED at PayPal with no next charge, and the audit row outlives the account', async () => {
		const who = await owner();
		const id = await who.subscribe(PLAN);
		expect((await paypal.getSubscription(id)).nextBillingTime).toBeDefined();

		const deleted = await who.deleteAccount();
		expect(deleted.status).toBe(200);

		expect((await paypal.getSubscription(id)).status).toBe('CANCELLED');
		expectAccountGone(who);
		expect(accountDeletedAudit(id)).toEqual([
			expect.objectContaining({ cause: 'user', fromStatus: 'ACTIVE', toStatus: 'CANCELED', planId: PLAN }),
		]);
		// The whole trail of the PayPal subscription stays, from its purchase on.
		expect(auditOf(id).map((row) => row.action)).toEqual(expect.arrayContaining(['subscribe', 'cancelAccountDeleted']));
	});

	it('a SUSPENDED subscription too', async () => {
		const who = await owner();
		const id = await who.subscribe(PLAN);
		expect((await who.act('suspend', id)).data?.status).toBe('SUSPENDED');

		expect((await who.deleteAccount()).status).toBe(200);

		expect((await paypal.getSubscription(id)).status).toBe('CANCELLED');
		expectAccountGone(who);
		expect(accountDeletedAudit(id)).toEqual([
			expect.objectContaining({ cause: 'user', fromStatus: 'SUSPENDED', toStatus: 'CANCELED' }),
		]);
	});

	it('a subscription PayPal already ended counts as done; one the user cancelled is left alone', async () => {
		const who = await owner();
		const cancelledByUser = await who.subscribe(PLAN);
		expect((await who.act('cancel', cancelledByUser)).data?.status).toBe('CANCELED');
		const endedElsewhere = await who.subscribe(OTHER_PLAN);
		await withoutWebhooks(async () => {
			// Cancelled at PayPal (its dashboard, say) while our copy still reads ACTIVE.
			await paypal.cancelSubscription({ requestId: randomUUID(), id: endedElsewhere, reason: 'From the dashboard' });
			expect((await who.deleteAccount()).status).toBe(200);
		});
		expectAccountGone(who);
		expect(accountDeletedAudit(endedElsewhere)).toEqual([
			expect.objectContaining({ fromStatus: 'ACTIVE', toStatus: 'CANCELED' }),
		]);
		expect(accountDeletedAudit(cancelledByUser)).toEqual([]);
	});

	it('a subscription still waiting for approval is recorded, and cancelled at PayPal if approved after the account is gone', async () => {
		const who = await owner();
		const pending = await who.approvalUrlOf(PLAN);
		expect((await who.deleteAccount()).status).toBe(200);
		expectAccountGone(who);
		expect(auditOf(pending.id).map((row) => row.action)).toContain('accountDeletedUnapproved');

		// The buyer still had PayPal's page open and approves: nobody may be billed for a deleted account.
		await decideOnApprovalPage(pending.approvalUrl, 'approve');
		await waitFor(async () => (await paypal.getSubscription(pending.id)).status === 'CANCELLED');
		expect(accountDeletedAudit(pending.id)).toEqual([
			expect.objectContaining({ cause: 'webhook', fromStatus: 'ACTIVE', toStatus: 'CANCELED' }),
		]);
	});
});

describe('when PayPal cannot be reached, the deletion is refused and nothing is deleted', () => {
	for (const mode of ['error500', 'timeout'] as const) {
		it(`PayPal ${mode === 'error500' ? 'answering 500' : 'not answering in time'}: 503 with the translated reason; the retry finishes`, async () => {
			const who = await owner();
			const id = await who.subscribe(PLAN);
			await withoutWebhooks(async () => {
				simulator.failNext(mode);
				const refused = await who.deleteAccount('en');
				expect(refused.status).toBe(503);
				expect(refused.error?.data.i18nKey).toBe('account.deleteAccount.paypalUnavailable');
				expect(refused.headers.getSetCookie()).toEqual([]);
			});
			await expectAccountKept(who);
			expect((await paypal.getSubscription(id)).status).toBe('ACTIVE');
			expect(accountDeletedAudit(id)).toEqual([]);

			expect((await who.deleteAccount()).status).toBe(200);
			expect((await paypal.getSubscription(id)).status).toBe('CANCELLED');
			expectAccountGone(who);
			expect(accountDeletedAudit(id)).toHaveLength(1);
		});
	}

	it('what was cancelled before the failure stays cancelled and recorded; the retry cancels the rest once', async () => {
		const who = await owner();
		const first = await who.subscribe(PLAN);
		const second = await who.subscribe(OTHER_PLAN);
		await withoutWebhooks(async () => {
			// The first cancel goes through, the second fails.
			simulator.failNext('error500', 1, 1);
			expect((await who.deleteAccount()).status).toBe(503);
		});
		await expectAccountKept(who);
		const states = await Promise.all([first, second].map(async (id) => (await paypal.getSubscription(id)).status));
		expect([...states].sort()).toEqual(['ACTIVE', 'CANCELLED']);
		const [cancelled, stillActive] = states[0] === 'CANCELLED' ? [first, second] : [second, first];
		expect(accountDeletedAudit(cancelled)).toHaveLength(1);
		expect(server.db.select().from(subscriptions).where(eq(subscriptions.id, cancelled)).get()?.status).toBe(
			'CANCELED',
		);

		expect((await who.deleteAccount()).status).toBe(200);
		expect((await paypal.getSubscription(stillActive)).status).toBe('CANCELLED');
		expectAccountGone(who);
		expect(accountDeletedAudit(cancelled)).toHaveLength(1);
		expect(accountDeletedAudit(stillActive)).toHaveLength(1);
	});

	it('says why in both languages', () => {
		expect(catalogText('es', 'account.deleteAccount.paypalUnavailable')).toContain(
			'No pudimos cancelar tus suscripciones en PayPal',
		);
		expect(catalogText('en', 'account.deleteAccount.paypalUnavailable')).toContain(
			'We could not cancel your subscriptions at PayPal',
		);
	});
});

describe('after the deletion', () => {
	it('PayPal charges nothing more: past the next billing date the subscription ends unpaid', async () => {
		const who = await owner();
		const id = await who.subscribe(PLAN);
		const before = await paypal.getSubscription(id);
		expect((await who.deleteAccount()).status).toBe(200);

		// Run PayPal's billing past the date the next charge was due (moves the simulator's clock, so last).
		const due = Date.parse(before.nextBillingTime ?? '');
		await simulator.advanceClock(due - simulator.now().getTime() + 24 * 60 * 60 * 1000);
		const after = await paypal.getSubscription(id);
		expect(['CANCELLED', 'EXPIRED']).toContain(after.status);
		expect(after.lastPayment).toEqual(before.lastPayment);
	});
});
