/**
 * One reading of a subscription for every place that shows one: the pricing cards, /profile's plan
 * card and list, the success page and the REST lookup. Pages render this; none of them derives a
 * state, a date or an amount on its own, so they cannot disagree with each other or with PayPal.
 */
import { type PaypalPlanRow, type PlanRow, paymentReceipts, plans, type SubscriptionRow } from '@edge/db';
import { desc, eq } from 'drizzle-orm';
import { planGroup } from '../subscription/plan-groups';
import { allowedSubscriptionActions } from '../subscription/subscription-actions';
import { isSubscriptionValid, normalizeSubscriptionStatus } from '../subscription/subscription-validity';
import { money } from './charge';
import { formatCents } from './money';
import type { MySubscription, MySubscriptionAction, PlanName, SubscriptionState } from './payments.types';
import { chargeablePlans, periodCharge } from './plan-charges';
import type { DbOrTx } from './subscription-store';

const USER_ACTIONS: readonly MySubscriptionAction[] = ['changePlan', 'cancel', 'resume', 'suspend'];

/** The plans and what PayPal charges for each, read once for a list of subscriptions. */
export interface PlansById {
	plans: ReadonlyMap<string, PlanRow>;
	charges: ReadonlyMap<string, PaypalPlanRow>;
}

export function plansById(db: DbOrTx): PlansById {
	return {
		plans: new Map(
			db
				.select()
				.from(plans)
				.all()
				.map((row) => [row.id, row]),
		),
		charges: chargeablePlans(db),
	};
}

function nameOf(planRows: PlansById, planId: string): PlanName {
	const plan = planRows.plans.get(planId);
	return { es: plan?.nameEs ?? planId, en: plan?.nameEn ?? planId };
}

export function subscriptionState(status: string, valid: boolean, abandoned = false): SubscriptionState {
	switch (normalizeSubscriptionStatus(status)) {
		case 'APPROVAL_PENDING':
		case 'APPROVED':
			return abandoned ? 'abandoned' : 'pendingApproval';
		case 'ACTIVE':
			return 'active';
		case 'SUSPENDED':
			return valid ? 'suspended' : 'ended';
		case 'CANCELED':
			return valid ? 'cancelled' : 'ended';
		default:
			return 'ended';
	}
}

/**
 * Whether a change of plan scheduled on a subscription still comes: only on one that is active, or
 * suspended and still valid (a cancel clears the schedule; an ended one is never billed again). The
 * view's `scheduledChange` and the calendar's "events come with…" read it.
 */
export function scheduledChangeComes(status: string, nextBillingAt: Date | null, now: Date): boolean {
	const state = subscriptionState(status, isSubscriptionValid(normalizeSubscriptionStatus(status), nextBillingAt, now));
	return state === 'active' || state === 'suspended';
}

export function toSubscriptionView(db: DbOrTx, row: SubscriptionRow, now: Date, planRows: PlansById): MySubscription {
	const status = normalizeSubscriptionStatus(row.status) as MySubscription['status'];
	const isValid = isSubscriptionValid(status, row.nextBillingAt, now);
	const state = subscriptionState(status, isValid, row.abandonedAt !== null);
	const date = row.nextBillingAt?.toISOString() ?? null;
	// The plan PayPal bills next: the scheduled one once its date has come, else the current one.
	const billedPlanId = row.pendingPlanId ?? row.planId;
	const billedPrice = planRows.plans.get(billedPlanId)?.priceCents;
	const billedAtPaypal = planRows.charges.get(billedPlanId);
	const last = db
		.select({
			amountCents: paymentReceipts.amountCents,
			currency: paymentReceipts.currency,
			paidAt: paymentReceipts.paidAt,
		})
		.from(paymentReceipts)
		.where(eq(paymentReceipts.subscriptionId, row.id))
		.orderBy(desc(paymentReceipts.paidAt))
		.get();
	return {
		subscriptionId: row.id,
		planId: row.planId,
		planName: nameOf(planRows, row.planId),
		status,
		state,
		isValid,
		nextBillingDate: date,
		nextCharge:
			state === 'active' && date !== null && billedPrice !== undefined
				? {
						date,
						amountDop: formatCents(billedPrice),
						planId: billedPlanId,
						// The regular price: a first-purchase plan charges it from its second period on.
						charge: billedAtPaypal ? periodCharge(billedAtPaypal, false) : null,
					}
				: null,
		validUntil: (state === 'suspended' || state === 'cancelled') && date !== null ? date : null,
		scheduledChange:
			row.pendingPlanId && row.pendingPlanFrom && scheduledChangeComes(status, row.nextBillingAt, now)
				? {
						planId: row.pendingPlanId,
						planName: nameOf(planRows, row.pendingPlanId),
						from: row.pendingPlanFrom.toISOString(),
					}
				: null,
		lastPayment: last ? { charged: money(last.amountCents, last.currency), paidAt: last.paidAt.toISOString() } : null,
		allowedActions: allowedSubscriptionActions({ status, nextBillingDate: row.nextBillingAt }, now).filter(
			(action): action is MySubscriptionAction =>
				USER_ACTIONS.includes(action as MySubscriptionAction) &&
				// Only business plans change into one another; an add-on is cancelled, not changed.
				(action !== 'changePlan' || planGroup(row.planId) === 'business'),
		),
	};
}
