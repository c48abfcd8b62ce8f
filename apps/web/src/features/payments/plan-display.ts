import { formatDop } from '@edge/i18n/format';
import type { Language } from '@edge/i18n/languages';
import type { ManageAction, MySubscription, PlanOffer, PlanPeriod } from './payment-types';

/** The API sends DOP amounts as decimal strings ('9600.00'); formatDop takes centavos. */
export function dopToCents(amount: string): number {
	const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
	if (!match) return Number.NaN;
	const [, sign, whole, fraction = ''] = match;
	const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
	return sign ? -cents : cents;
}

/** 'DOP$ 9,600.00' in English, 'DOP$ 9,600.00' or the es-DO reading in Spanish. */
export function formatDopAmount(amount: string, language: Language): string {
	return formatDop(dopToCents(amount), language);
}

/** The catalog key of the period a price is billed for ('por año', 'every 4 months'…). */
export function periodKey(period: PlanPeriod): string {
	return `payments.page.period.${period}`;
}

export function isFreePlan(plan: PlanOffer): boolean {
	return plan.period === 'none' || dopToCents(plan.priceDop) === 0;
}

export function planName(plan: Pick<PlanOffer, 'name'> | undefined, language: Language, fallback = ''): string {
	return plan ? plan.name[language] : fallback;
}

/** The spec labels CANCELED as CANCELLED; every status has its translated label. */
export function statusLabelKey(status: string): string {
	return `payments.page.status.${status}`;
}

/**
 * A subscription is live while it holds or may still hold the plan: then the plan is managed
 * through it, and subscribing again is refused by the server (docs/payments.md). Subscribing is
 * offered with none, after EXPIRED, once a cancelled one has run out, and over an unapproved one.
 */
export function isLive(subscription: MySubscription): boolean {
	switch (subscription.status) {
		case 'ACTIVE':
		case 'SUSPENDED':
			return true;
		case 'CANCELED':
			return subscription.isValid;
		default:
			return false;
	}
}

export function canSubscribe(subscription: MySubscription | undefined): boolean {
	return !subscription || !isLive(subscription);
}

/** The user's subscription shown for a plan: a live one first, else the latest listed. */
export function subscriptionForPlan(
	subscriptions: readonly MySubscription[],
	planId: string,
): MySubscription | undefined {
	const ofPlan = subscriptions.filter((subscription) => subscription.planId === planId);
	return ofPlan.find(isLive) ?? ofPlan[0];
}

const ACTION_ORDER: readonly ManageAction[] = ['changePlan', 'resume', 'suspend', 'cancel'];

/** The buttons to show, in a stable order, from what the server allows (never more). */
export function visibleActions(subscription: MySubscription | undefined): ManageAction[] {
	if (!subscription) return [];
	return ACTION_ORDER.filter((action) => subscription.allowedActions.includes(action));
}

/**
 * The live subscription to another business plan, if the user holds one: business plans are
 * exclusive, so such a card offers a change of plan instead of a second subscription.
 */
export function heldBusinessSubscription(
	plans: readonly PlanOffer[],
	subscriptions: readonly MySubscription[],
	plan: PlanOffer,
): MySubscription | undefined {
	if (plan.group !== 'business') return undefined;
	const business = new Set(plans.filter((offer) => offer.group === 'business').map((offer) => offer.id));
	return subscriptions.find(
		(subscription) => subscription.planId !== plan.id && business.has(subscription.planId) && isLive(subscription),
	);
}

/**
 * The plans a subscription may move to: other business plans (add-ons are not changed), not the one
 * already scheduled, and back to the current plan when a change is scheduled (which undoes it).
 */
export function changePlanTargets(
	plans: readonly PlanOffer[],
	subscriptions: readonly MySubscription[],
	from: MySubscription,
): PlanOffer[] {
	const heading = from.scheduledChange?.planId ?? from.planId;
	return plans.filter(
		(plan) =>
			plan.group === 'business' &&
			plan.id !== heading &&
			(plan.id === from.planId || canSubscribe(subscriptionForPlan(subscriptions, plan.id))),
	);
}
