import { isSubscriptionValid, normalizeSubscriptionStatus } from './subscription-validity';

/**
 * The one state machine for what a user may do to their subscription to one plan (issue 6,
 * docs/payments.md). Pure and clock-free, so the service, the pricing page and the tests agree.
 * It only decides; calling PayPal and writing the row are the service's job.
 */

export const SUBSCRIPTION_ACTIONS = ['subscribe', 'changePlan', 'cancel', 'resume', 'suspend'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/**
 * The statuses this machine can put a subscription in: the stored four plus APPROVAL_PENDING, the
 * time between creating a PayPal subscription and the buyer approving it. Keeping it as a row
 * (invalid by isSubscriptionValid) means a subscription never exists at PayPal without one here.
 */
export const ACTION_STATUSES = ['APPROVAL_PENDING', 'ACTIVE', 'SUSPENDED', 'CANCELED', 'EXPIRED'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** The PayPal Subscriptions API call that carries out an allowed action. */
export type PaypalCall = 'create' | 'revise' | 'suspend' | 'cancel' | 'activate';

/**
 * Where a subscription stands for this machine. CANCELED splits on the validity rule: while it
 * is still valid it is the user's live subscription to the plan; once it has run out the plan
 * is free to subscribe to again.
 */
export const SUBSCRIPTION_PHASES = [
	'NONE',
	'APPROVAL_PENDING',
	'ACTIVE',
	'SUSPENDED',
	'CANCELED_VALID',
	'CANCELED_ENDED',
	'EXPIRED',
] as const;
export type SubscriptionPhase = (typeof SUBSCRIPTION_PHASES)[number];

/**
 * How an allowed action moves nextBillingDate:
 * - clear: unknown until PayPal activates the new subscription and reports its next_billing_time;
 * - keep: the date already paid up to stays (a cancelled or suspended one is valid until then);
 * - keepOrNow: keep it while it is in the future, else now, because the cycle that fell due while
 *   suspended is billed as soon as PayPal reactivates the subscription.
 */
export type BillingDateMove = 'clear' | 'keep' | 'keepOrNow';

export type RefusalKey = `payments.refused.${
	| 'noSubscription'
	| 'approvalPending'
	| 'alreadySubscribed'
	| 'suspendedResumeInstead'
	| 'alreadyActive'
	| 'alreadySuspended'
	| 'resumeBeforeChange'
	| 'alreadyCanceled'
	| 'canceledStillValid'
	| 'canceled'
	| 'expired'
	| 'unknownStatus'}`;

export type TransitionRule =
	| { allowed: true; to: ActionStatus; nextBillingDate: BillingDateMove; paypal: PaypalCall }
	| { allowed: false; reason: RefusalKey };

const allow = (to: ActionStatus, nextBillingDate: BillingDateMove, paypal: PaypalCall): TransitionRule => ({
	allowed: true,
	to,
	nextBillingDate,
	paypal,
});
const refuse = (reason: RefusalKey): TransitionRule => ({ allowed: false, reason });

const noSubscription = refuse('payments.refused.noSubscription');
const approvalPending = refuse('payments.refused.approvalPending');
const canceled = refuse('payments.refused.canceled');
const expired = refuse('payments.refused.expired');

/**
 * Every action from every phase. The allowed moves stay within PayPal's Subscriptions API: suspend
 * an ACTIVE subscription, activate a SUSPENDED one (whatever its dates), cancel an ACTIVE or
 * SUSPENDED one, revise (change of plan) only an ACTIVE one; a cancelled or expired PayPal
 * subscription can never come back, so the only way on from there is a new subscription.
 */
export const SUBSCRIPTION_TRANSITIONS: Readonly<
	Record<SubscriptionPhase, Readonly<Record<SubscriptionAction, TransitionRule>>>
> = {
	NONE: {
		subscribe: allow('APPROVAL_PENDING', 'clear', 'create'),
		changePlan: noSubscription,
		cancel: noSubscription,
		resume: noSubscription,
		suspend: noSubscription,
	},
	// An unapproved PayPal subscription bills nothing, so a buyer who closed the approval page
	// simply starts over; the service cancels a late approval of the abandoned one.
	APPROVAL_PENDING: {
		subscribe: allow('APPROVAL_PENDING', 'clear', 'create'),
		changePlan: approvalPending,
		cancel: approvalPending,
		resume: approvalPending,
		suspend: approvalPending,
	},
	// PayPal applies a revised plan from the next billing cycle, so the date stays.
	ACTIVE: {
		subscribe: refuse('payments.refused.alreadySubscribed'),
		changePlan: allow('ACTIVE', 'keep', 'revise'),
		cancel: allow('CANCELED', 'keep', 'cancel'),
		resume: refuse('payments.refused.alreadyActive'),
		suspend: allow('SUSPENDED', 'keep', 'suspend'),
	},
	SUSPENDED: {
		subscribe: refuse('payments.refused.suspendedResumeInstead'),
		changePlan: refuse('payments.refused.resumeBeforeChange'),
		cancel: allow('CANCELED', 'keep', 'cancel'),
		resume: allow('ACTIVE', 'keepOrNow', 'activate'),
		suspend: refuse('payments.refused.alreadySuspended'),
	},
	// Subscribing again while the cancelled one is valid would pay twice for the same days.
	CANCELED_VALID: {
		subscribe: refuse('payments.refused.canceledStillValid'),
		changePlan: canceled,
		cancel: refuse('payments.refused.alreadyCanceled'),
		resume: canceled,
		suspend: canceled,
	},
	CANCELED_ENDED: {
		subscribe: allow('APPROVAL_PENDING', 'clear', 'create'),
		changePlan: canceled,
		cancel: refuse('payments.refused.alreadyCanceled'),
		resume: canceled,
		suspend: canceled,
	},
	EXPIRED: {
		subscribe: allow('APPROVAL_PENDING', 'clear', 'create'),
		changePlan: expired,
		cancel: expired,
		resume: expired,
		suspend: expired,
	},
};

export interface CurrentSubscription {
	/** As stored or as PayPal spells it; CANCELLED reads as CANCELED. */
	status: string;
	nextBillingDate: Date | null;
}

export type SubscriptionDecision =
	| {
			allowed: true;
			next: { status: ActionStatus; nextBillingDate: Date | null };
			paypal: PaypalCall;
	  }
	| { allowed: false; reason: RefusalKey };

/** The phase of the user's latest subscription to a plan (null: they never had one), or null if its status is unknown. */
export function subscriptionPhase(current: CurrentSubscription | null, now: Date): SubscriptionPhase | null {
	if (current === null) return 'NONE';
	const status = normalizeSubscriptionStatus(current.status);
	switch (status) {
		case 'APPROVAL_PENDING':
		case 'ACTIVE':
		case 'SUSPENDED':
		case 'EXPIRED':
			return status;
		case 'CANCELED':
			return isSubscriptionValid(status, current.nextBillingDate, now) ? 'CANCELED_VALID' : 'CANCELED_ENDED';
		default:
			// PayPal's short-lived APPROVED, or a corrupt row: refuse everything until reconcile
			// has read the real state, rather than guess.
			return null;
	}
}

/**
 * Whether `action` is allowed on the user's latest subscription to one plan (`current`, null when
 * there is none), and if so the status and nextBillingDate it leads to and the PayPal call that
 * carries it out. A refusal carries an i18n key and must change nothing.
 */
export function decideSubscriptionAction(
	current: CurrentSubscription | null,
	action: SubscriptionAction,
	now: Date,
): SubscriptionDecision {
	const phase = subscriptionPhase(current, now);
	if (phase === null) return { allowed: false, reason: 'payments.refused.unknownStatus' };
	const rule = SUBSCRIPTION_TRANSITIONS[phase][action];
	if (!rule.allowed) return { allowed: false, reason: rule.reason };
	return {
		allowed: true,
		next: {
			status: rule.to,
			nextBillingDate: movedBillingDate(rule.nextBillingDate, current?.nextBillingDate ?? null, now),
		},
		paypal: rule.paypal,
	};
}

/** The actions a user may take now, in the order the pricing page shows them. */
export function allowedSubscriptionActions(current: CurrentSubscription | null, now: Date): SubscriptionAction[] {
	return SUBSCRIPTION_ACTIONS.filter((action) => decideSubscriptionAction(current, action, now).allowed);
}

function movedBillingDate(move: BillingDateMove, date: Date | null, now: Date): Date | null {
	switch (move) {
		case 'clear':
			return null;
		case 'keep':
			return date;
		case 'keepOrNow':
			return date !== null && date.getTime() > now.getTime() ? date : now;
	}
}
