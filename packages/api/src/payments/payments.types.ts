import type { PlanFeature } from '../subscription/plan-unlocks';
import type { ActionStatus } from '../subscription/subscription-actions';

/** How often a plan bills: 'none' for the free tier. */
export type PlanPeriod = 'none' | 'month' | 'fourMonths' | 'year';

/** One plan on the pricing page. Amounts are DOP with two decimals ("9600.00"). */
export interface PlanOffer {
	id: string;
	name: { es: string; en: string };
	/** The full price of one period ("0.00" for the free tier). */
	priceDop: string;
	period: PlanPeriod;
	/** The per-month reading of a yearly or four-month price; null for monthly plans and the free tier. */
	monthlyDop: string | null;
	unlocks: PlanFeature[];
	/** The 50% first purchase (once per user, ever): null when signed out, not eligible, or free. */
	firstPurchase: { priceDop: string } | null;
}

export interface PaymentsCatalog {
	plans: PlanOffer[];
}

export type MySubscriptionAction = 'changePlan' | 'cancel' | 'resume' | 'suspend';

export interface MySubscription {
	subscriptionId: string;
	planId: string;
	status: ActionStatus;
	isValid: boolean;
	/** ISO date-time, or null before PayPal has activated it. */
	nextBillingDate: string | null;
	allowedActions: MySubscriptionAction[];
}

export interface MySubscriptions {
	/** The subscription the user's plan points at (docs/payments.md, "The main plan"). */
	mainSubscriptionId: string | null;
	subscriptions: MySubscription[];
}

export interface SubscribeResult {
	subscriptionId: string;
	/** Where the browser goes to approve at PayPal. */
	approvalUrl: string;
}

export interface ChangePlanResult {
	approvalUrl: string;
}

export interface Receipt {
	id: string;
	/** ISO date-time. */
	paidAt: string;
	planId: string;
	amountDop: string;
	/** PayPal's id of the payment (sale or capture). */
	paypalReference: string;
}
