import type { Charge } from '@edge/api/client';
import { formatDop } from '@edge/i18n/format';
import type { Language } from '@edge/i18n/languages';
import { chargeTexts, decimalToCents } from '../../lib/charge';
import type { TFunction } from '../../lib/use-translation';
import type { ManageAction, MySubscription, PlanOffer, PlanPeriod } from './payment-types';

/** 'DOP$ 9,600.00' in English, 'DOP$ 9,600.00' or the es-DO reading in Spanish. */
export function formatDopAmount(amount: string, language: Language): string {
	return formatDop(decimalToCents(amount), language);
}

/**
 * What subscribing to `plan` now has PayPal charge for the first period (the first purchase's when
 * the buyer would get it), or null when PayPal cannot charge it (no PayPal plan in a currency PayPal
 * accepts): then the card offers no subscribe and says payments are unavailable.
 */
export function subscribeCharge(plan: PlanOffer): Charge | null {
	if (!plan.charge) return null;
	return plan.firstPurchase ? plan.firstPurchase.charge : plan.charge;
}

/** The catalog key of the period a price is billed for ('por año', 'every 4 months'…). */
export function periodKey(period: PlanPeriod): string {
	return `payments.page.period.${period}`;
}

export function isFreePlan(plan: PlanOffer): boolean {
	return plan.period === 'none' || decimalToCents(plan.priceDop) === 0;
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

/**
 * The subscriptions worth showing: not an approval the buyer cancelled at PayPal ('abandoned':
 * nothing was charged and nothing unlocked, so it is no state of the plan; /profile leaves it out).
 */
export function shownSubscriptions(subscriptions: readonly MySubscription[]): MySubscription[] {
	return subscriptions.filter((subscription) => subscription.state !== 'abandoned');
}

/** The user's subscription shown for a plan: a live one first, else the latest listed (never an abandoned one). */
export function subscriptionForPlan(
	subscriptions: readonly MySubscription[],
	planId: string,
): MySubscription | undefined {
	const ofPlan = shownSubscriptions(subscriptions).filter((subscription) => subscription.planId === planId);
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

/**
 * The next charge as /profile, the pricing cards and /payment-success say it: what PayPal charges,
 * in the currency charged, and the DOP$ price at the rate (a charge in DOP says there is no
 * conversion; without a charge, PayPal bills the plan's DOP$ price).
 */
export function nextChargeTexts(
	nextCharge: NonNullable<MySubscription['nextCharge']>,
	language: Language,
	t: TFunction,
): { amount: string; conversion: string } {
	if (!nextCharge.charge)
		return {
			amount: formatDopAmount(nextCharge.amountDop, language),
			conversion: t('payments.page.charge.noConversion'),
		};
	const words = chargeTexts(nextCharge.charge, language, t, 'payments.page.charge');
	return { amount: words.charged, conversion: words.conversion };
}
