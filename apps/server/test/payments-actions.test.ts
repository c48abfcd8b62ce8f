import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payingUser, waitFor } from './payments-helpers';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer({ PAYPAL_TIMEOUT_MS: '2000' });
});
afterAll(async () => {
	await server?.stop();
});

const PLAN = 'freelancer-unlimited-messaging';
const OTHER_PLAN = 'search-bar-visibility';
const DAY_MS = 24 * 60 * 60 * 1000;

type Buyer = Awaited<ReturnType<typeof payingUser>>;
type Setup = 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELED' | 'EXPIRED';

/** A new buyer whose subscription to PLAN has reached `status` through PayPal itself. */
async function buyerIn(status: Setup): Promise<{ buyer: Buyer; id: string; nextBillingDate: string | null }> {
	const buyer = await payingUser(server);
	const started = await buyer.subscribe(PLAN);
	const id = started.data?.subscriptionId ?? '';
	if (status === 'APPROVAL_PENDING') return { buyer, id, nextBillingDate: null };
	await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
	const active = await buyer.confirm(id);
	const nextBillingDate = active.data?.nextBillingDate ?? null;
	if (status === 'SUSPENDED') expect((await buyer.act('suspend', id)).data?.status).toBe('SUSPENDED');
	if (status === 'CANCELED' || status === 'EXPIRED')
		expect((await buyer.act('cancel', id)).data?.status).toBe('CANCELED');
	if (status === 'EXPIRED') {
		// PayPal ends a cancelled subscription at the end of the period it paid for, and says so by webhook.
		const simulator = server.paypalSimulator;
		if (!simulator) throw new Error('no simulator');
		await simulator.advanceClock(32 * DAY_MS);
		await waitFor(async () => (await buyer.mine()).data?.subscriptions[0]?.status === 'EXPIRED');
		return { buyer, id, nextBillingDate: null };
	}
	return { buyer, id, nextBillingDate };
}

type Expected = { status: string; keepsDate: boolean } | { refused: string };

const ACTIONS: Record<Setup, Record<'cancel' | 'suspend' | 'resume' | 'changePlan', Expected | 'approvalUrl'>> = {
	APPROVAL_PENDING: {
		cancel: { refused: 'approvalPending' },
		suspend: { refused: 'approvalPending' },
		resume: { refused: 'approvalPending' },
		changePlan: { refused: 'approvalPending' },
	},
	ACTIVE: {
		cancel: { status: 'CANCELED', keepsDate: true },
		suspend: { status: 'SUSPENDED', keepsDate: true },
		resume: { refused: 'alreadyActive' },
		// PLAN is an add-on: only business plans change into one another (payments-plan-change.test.ts).
		changePlan: { refused: 'changeOutsideBusinessPlans' },
	},
	SUSPENDED: {
		cancel: { status: 'CANCELED', keepsDate: true },
		suspend: { refused: 'alreadySuspended' },
		resume: { status: 'ACTIVE', keepsDate: true },
		changePlan: { refused: 'resumeBeforeChange' },
	},
	CANCELED: {
		cancel: { refused: 'alreadyCanceled' },
		suspend: { refused: 'canceled' },
		resume: { refused: 'canceled' },
		changePlan: { refused: 'canceled' },
	},
	EXPIRED: {
		cancel: { refused: 'expired' },
		suspend: { refused: 'expired' },
		resume: { refused: 'expired' },
		changePlan: { refused: 'expired' },
	},
};

const SUBSCRIBE_AGAIN: Record<Setup, string | null> = {
	APPROVAL_PENDING: null,
	ACTIVE: 'alreadySubscribed',
	SUSPENDED: 'suspendedResumeInstead',
	CANCELED: 'canceledStillValid',
	EXPIRED: null,
};

describe('every action from every status, through PayPal', () => {
	for (const [status, actions] of Object.entries(ACTIONS) as [Setup, (typeof ACTIONS)[Setup]][]) {
		for (const [action, expected] of Object.entries(actions) as [keyof typeof actions, Expected | 'approvalUrl'][]) {
			it(`${action} from ${status}`, async () => {
				const { buyer, id, nextBillingDate } = await buyerIn(status);
				const before = (await buyer.mine()).data?.subscriptions[0];
				const answer = action === 'changePlan' ? await buyer.changePlan(id, OTHER_PLAN) : await buyer.act(action, id);
				const after = (await buyer.mine()).data?.subscriptions[0];
				if (expected === 'approvalUrl') {
					expect((answer.data as { approvalUrl: string }).approvalUrl).toContain('/simulator/checkout/');
					expect(after).toEqual(before);
				} else if ('refused' in expected) {
					expect(answer.status).toBe(409);
					expect(answer.error?.data.i18nKey).toBe(`payments.refused.${expected.refused}`);
					expect(after).toEqual(before);
				} else {
					expect(answer.data).toMatchObject({ subscriptionId: id, status: expected.status, isValid: true });
					expect(after?.nextBillingDate).toBe(nextBillingDate);
				}
			});
		}
		it(`subscribe again from ${status}`, async () => {
			const { buyer } = await buyerIn(status);
			const answer = await buyer.subscribe(PLAN);
			const refusal = SUBSCRIBE_AGAIN[status];
			if (refusal) expect(answer.error?.data.i18nKey).toBe(`payments.refused.${refusal}`);
			else expect(answer.data?.approvalUrl).toContain('/simulator/checkout/');
		});
	}
});

describe('a late approval of an abandoned subscription', () => {
	it('is cancelled at PayPal, so the plan is not billed twice', async () => {
		const buyer = await payingUser(server);
		const abandoned = await buyer.subscribe(PLAN);
		const startedOver = await buyer.subscribe(PLAN);
		expect(startedOver.data?.subscriptionId).not.toBe(abandoned.data?.subscriptionId);
		await decideOnApprovalPage(startedOver.data?.approvalUrl, 'approve');
		expect((await buyer.confirm(startedOver.data?.subscriptionId ?? '')).data?.status).toBe('ACTIVE');

		await decideOnApprovalPage(abandoned.data?.approvalUrl, 'approve');
		const late = await waitFor(async () => {
			const sub = (await buyer.mine()).data?.subscriptions.find(
				(item) => item.subscriptionId === abandoned.data?.subscriptionId,
			);
			return sub?.status === 'CANCELED' ? sub : null;
		});
		expect(late.allowedActions).toEqual([]);
		const mine = (await buyer.mine()).data;
		expect(mine?.subscriptions.filter((item) => item.status === 'ACTIVE').map((item) => item.subscriptionId)).toEqual([
			startedOver.data?.subscriptionId,
		]);
	});
});

describe('an action sent again, or failing at PayPal', () => {
	it('answers a repeated operation without redoing it, even at once', async () => {
		const { buyer, id } = await buyerIn('ACTIVE');
		const operationId = crypto.randomUUID();
		const [first, second] = await Promise.all([
			buyer.act('suspend', id, operationId),
			buyer.act('suspend', id, operationId),
		]);
		expect(first.data?.status).toBe('SUSPENDED');
		expect(second.data?.status).toBe('SUSPENDED');
		expect((await buyer.act('suspend', id, operationId)).data?.status).toBe('SUSPENDED');
		// A new operation is a new request: refused by the state machine.
		expect((await buyer.act('suspend', id)).error?.data.i18nKey).toBe('payments.refused.alreadySuspended');
	});

	it('changes nothing when PayPal answers 500 or times out, and the retry works', async () => {
		const { buyer, id, nextBillingDate } = await buyerIn('ACTIVE');
		const simulator = server.paypalSimulator;
		if (!simulator) throw new Error('no simulator');
		const operationId = crypto.randomUUID();
		for (const mode of ['error500', 'timeout'] as const) {
			// The fault must hit our call, not the re-read of a webhook still on its way.
			await simulator.deliverPendingWebhooks();
			simulator.failNext(mode);
			const failed = await buyer.act('cancel', id, operationId);
			expect(failed.status).toBe(503);
			expect(failed.error?.data.i18nKey).toBe('payments.errors.gatewayUnavailable');
			expect((await buyer.mine()).data?.subscriptions[0]).toMatchObject({ status: 'ACTIVE', nextBillingDate });
		}
		expect((await buyer.act('cancel', id, operationId)).data).toMatchObject({ status: 'CANCELED', nextBillingDate });
	});
});
