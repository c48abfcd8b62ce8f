import { SUBSCRIPTION_STATUSES } from '@edge/db';
import { hasCatalogKey } from '@edge/i18n';
import { describe, expect, it } from 'vitest';
import {
	ACTION_STATUSES,
	allowedSubscriptionActions,
	type CurrentSubscription,
	decideSubscriptionAction,
	SUBSCRIPTION_ACTIONS,
	SUBSCRIPTION_PHASES,
	SUBSCRIPTION_TRANSITIONS,
	type SubscriptionAction,
	subscriptionPhase,
} from './subscription-actions';
import { isSubscriptionValid } from './subscription-validity';

const now = new Date('2026-03-10T12:00:00.000Z');
const past = new Date(now.getTime() - 86_400_000);
const future = new Date(now.getTime() + 30 * 86_400_000);

type When = 'past' | 'future' | 'none';
const DATES: Record<When, Date | null> = { past, future, none: null };

/**
 * The expected answer for every action from every status and every nextBillingDate, written out
 * by hand rather than derived from SUBSCRIPTION_TRANSITIONS. An allowed cell reads
 * 'STATUS date paypalCall' where date is the expected nextBillingDate (null: none, same: unchanged,
 * now); a refused cell is the key after 'payments.refused.'.
 */
type Row = Record<SubscriptionAction, string>;
const refusedEverywhere = (reason: string, subscribe: string): Row => ({
	subscribe,
	changePlan: reason,
	cancel: reason,
	resume: reason,
	suspend: reason,
});

const NONE: Row = refusedEverywhere('noSubscription', 'APPROVAL_PENDING null create');
const PENDING: Row = refusedEverywhere('approvalPending', 'APPROVAL_PENDING null create');
/** Kept: 'same', or 'null' when there was no date to keep. */
const active = (kept: 'same' | 'null'): Row => ({
	subscribe: 'alreadySubscribed',
	changePlan: `ACTIVE ${kept} revise`,
	cancel: `CANCELED ${kept} cancel`,
	resume: 'alreadyActive',
	suspend: `SUSPENDED ${kept} suspend`,
});
const suspended = (kept: 'same' | 'null', resumedDate: 'same' | 'now'): Row => ({
	subscribe: 'suspendedResumeInstead',
	changePlan: 'resumeBeforeChange',
	cancel: `CANCELED ${kept} cancel`,
	resume: `ACTIVE ${resumedDate} activate`,
	suspend: 'alreadySuspended',
});
const canceled = (subscribe: string): Row => ({
	subscribe,
	changePlan: 'canceled',
	cancel: 'alreadyCanceled',
	resume: 'canceled',
	suspend: 'canceled',
});
const EXPIRED: Row = refusedEverywhere('expired', 'APPROVAL_PENDING null create');

const EXPECTED: Record<string, Record<When, Row>> = {
	APPROVAL_PENDING: { past: PENDING, future: PENDING, none: PENDING },
	ACTIVE: { past: active('same'), future: active('same'), none: active('null') },
	SUSPENDED: { past: suspended('same', 'now'), future: suspended('same', 'same'), none: suspended('null', 'now') },
	CANCELED: {
		past: canceled('APPROVAL_PENDING null create'),
		future: canceled('canceledStillValid'),
		none: canceled('APPROVAL_PENDING null create'),
	},
	EXPIRED: { past: EXPIRED, future: EXPIRED, none: EXPIRED },
};

/** The decision in the notation of EXPECTED. */
function notation(current: CurrentSubscription | null, action: SubscriptionAction): string {
	const decision = decideSubscriptionAction(current, action, now);
	if (!decision.allowed) return decision.reason.replace(/^payments\.refused\./, '');
	const date = decision.next.nextBillingDate?.getTime() ?? null;
	const before = current?.nextBillingDate?.getTime() ?? null;
	const dateLabel = date === null ? 'null' : date === before ? 'same' : date === now.getTime() ? 'now' : String(date);
	return `${decision.next.status} ${dateLabel} ${decision.paypal}`;
}

describe('decideSubscriptionAction', () => {
	describe('with no subscription to the plan', () => {
		it.each(SUBSCRIPTION_ACTIONS)('%s', (action) => {
			expect(notation(null, action)).toBe(NONE[action]);
		});
	});

	for (const [status, byDate] of Object.entries(EXPECTED)) {
		for (const when of ['past', 'future', 'none'] as const) {
			describe(`from ${status} with nextBillingDate ${when === 'none' ? 'missing' : `in the ${when}`}`, () => {
				it.each(SUBSCRIPTION_ACTIONS)('%s', (action) => {
					const current = { status, nextBillingDate: DATES[when] };
					expect(notation(current, action)).toBe(byDate[when][action]);
				});
			});
		}
	}

	it('covers every status the database stores', () => {
		expect(Object.keys(EXPECTED).sort()).toEqual([...ACTION_STATUSES].sort());
		for (const status of SUBSCRIPTION_STATUSES) expect(ACTION_STATUSES).toContain(status);
	});

	it('keeps the exact date on resume while it is in the future, and uses now once it has passed', () => {
		const almost = new Date(now.getTime() + 1);
		const resumed = decideSubscriptionAction({ status: 'SUSPENDED', nextBillingDate: almost }, 'resume', now);
		expect(resumed).toEqual({ allowed: true, next: { status: 'ACTIVE', nextBillingDate: almost }, paypal: 'activate' });
		const atNow = decideSubscriptionAction({ status: 'SUSPENDED', nextBillingDate: new Date(now) }, 'resume', now);
		expect(atNow.allowed && atNow.next.nextBillingDate?.getTime()).toBe(now.getTime());
	});

	it('treats a cancelled subscription as ended exactly at its nextBillingDate, as the validity rule does', () => {
		const atNow = { status: 'CANCELED', nextBillingDate: new Date(now) };
		expect(isSubscriptionValid(atNow.status, atNow.nextBillingDate, now)).toBe(false);
		expect(decideSubscriptionAction(atNow, 'subscribe', now).allowed).toBe(true);
		const justBefore = { status: 'CANCELED', nextBillingDate: new Date(now.getTime() + 1) };
		expect(decideSubscriptionAction(justBefore, 'subscribe', now)).toEqual({
			allowed: false,
			reason: 'payments.refused.canceledStillValid',
		});
	});

	it('reads PayPal spellings and any case', () => {
		expect(decideSubscriptionAction({ status: 'CANCELLED', nextBillingDate: future }, 'cancel', now)).toEqual({
			allowed: false,
			reason: 'payments.refused.alreadyCanceled',
		});
		expect(notation({ status: 'active', nextBillingDate: future }, 'suspend')).toBe('SUSPENDED same suspend');
	});

	it.each(['APPROVED', 'PENDING', '', 'ACTIV'])('refuses every action from the unknown status %j', (status) => {
		for (const action of SUBSCRIPTION_ACTIONS) {
			expect(decideSubscriptionAction({ status, nextBillingDate: future }, action, now)).toEqual({
				allowed: false,
				reason: 'payments.refused.unknownStatus',
			});
		}
	});

	it('keeps a cancelled or suspended subscription valid until the date the user paid up to', () => {
		const active = { status: 'ACTIVE', nextBillingDate: future };
		for (const action of ['cancel', 'suspend'] as const) {
			const decision = decideSubscriptionAction(active, action, now);
			if (!decision.allowed) throw new Error(`${action} refused`);
			const { status, nextBillingDate } = decision.next;
			expect(isSubscriptionValid(status, nextBillingDate, now)).toBe(true);
			expect(isSubscriptionValid(status, nextBillingDate, future)).toBe(false);
		}
	});

	it('never lets a subscribe through while a live subscription to the plan exists', () => {
		const live = [
			{ status: 'ACTIVE', nextBillingDate: future },
			{ status: 'ACTIVE', nextBillingDate: past },
			{ status: 'SUSPENDED', nextBillingDate: past },
			{ status: 'SUSPENDED', nextBillingDate: future },
			{ status: 'CANCELED', nextBillingDate: future },
		];
		for (const current of live) expect(decideSubscriptionAction(current, 'subscribe', now).allowed).toBe(false);
	});

	it('does not read the clock or change its input', () => {
		const current = { status: 'SUSPENDED', nextBillingDate: new Date(past) };
		const first = decideSubscriptionAction(current, 'resume', now);
		expect(decideSubscriptionAction(current, 'resume', now)).toEqual(first);
		expect(current).toEqual({ status: 'SUSPENDED', nextBillingDate: past });
	});
});

describe('refusals', () => {
	const reasons = new Set(
		SUBSCRIPTION_PHASES.flatMap((phase) =>
			SUBSCRIPTION_ACTIONS.map((action) => SUBSCRIPTION_TRANSITIONS[phase][action]).flatMap((rule) =>
				rule.allowed ? [] : [rule.reason],
			),
		),
	);
	reasons.add('payments.refused.unknownStatus');

	it.each([...reasons])('%s is translated in every language', (reason) => {
		expect(hasCatalogKey(reason)).toBe(true);
	});
});

describe('subscriptionPhase', () => {
	it('splits CANCELED on the validity rule and keeps the other statuses', () => {
		expect(subscriptionPhase(null, now)).toBe('NONE');
		expect(subscriptionPhase({ status: 'CANCELED', nextBillingDate: future }, now)).toBe('CANCELED_VALID');
		expect(subscriptionPhase({ status: 'CANCELED', nextBillingDate: past }, now)).toBe('CANCELED_ENDED');
		expect(subscriptionPhase({ status: 'CANCELED', nextBillingDate: null }, now)).toBe('CANCELED_ENDED');
		expect(subscriptionPhase({ status: 'SUSPENDED', nextBillingDate: past }, now)).toBe('SUSPENDED');
		expect(subscriptionPhase({ status: 'APPROVED', nextBillingDate: null }, now)).toBeNull();
	});
});

describe('allowedSubscriptionActions', () => {
	it('lists what the pricing page may offer', () => {
		expect(allowedSubscriptionActions(null, now)).toEqual(['subscribe']);
		expect(allowedSubscriptionActions({ status: 'ACTIVE', nextBillingDate: future }, now)).toEqual([
			'changePlan',
			'cancel',
			'suspend',
		]);
		expect(allowedSubscriptionActions({ status: 'SUSPENDED', nextBillingDate: past }, now)).toEqual([
			'cancel',
			'resume',
		]);
		expect(allowedSubscriptionActions({ status: 'CANCELED', nextBillingDate: future }, now)).toEqual([]);
		expect(allowedSubscriptionActions({ status: 'EXPIRED', nextBillingDate: null }, now)).toEqual(['subscribe']);
	});
});
