import type { PlanGroup } from '../subscription/plan-groups';
import type { PlanFeature } from '../subscription/plan-unlocks';
import type { ActionStatus } from '../subscription/subscription-actions';

/** How often a plan bills: 'none' for the free tier. */
export type PlanPeriod = 'none' | 'month' | 'fourMonths' | 'year';

/** An amount as PayPal charges it: two decimals ('81.36') in the ISO currency charged ('USD'). */
export interface Money {
	amount: string;
	currency: string;
}

/**
 * A DOP$ price as PayPal charges it (docs/payments.md, "The currency charged"): the amount and
 * currency PayPal charges, and the DOP$ price it stands for at the operator's rate. Every page that
 * asks for a payment shows `charged` first: it is what the payer's PayPal or card statement reads.
 */
export interface Charge {
	charged: Money;
	/** The DOP$ price it stands for ('4800.00'). */
	dop: string;
	/** DOP$ per unit of the charged currency ('59.00'); null when charged in DOP (receipts from before). */
	rate: string | null;
}

/** One plan on the pricing page. DOP$ amounts have two decimals ("9600.00"). */
export interface PlanOffer {
	id: string;
	name: { es: string; en: string };
	/** The full price of one period ("0.00" for the free tier). */
	priceDop: string;
	/**
	 * What PayPal charges for one period, in the currency charged. Null for the free tier, and while
	 * the plan has no PayPal plan in a currency PayPal accepts (then subscribing is unavailable).
	 */
	charge: Charge | null;
	period: PlanPeriod;
	/** The per-month reading of a yearly or four-month price; null for monthly plans and the free tier. */
	monthlyDop: string | null;
	unlocks: PlanFeature[];
	/** Business plans are exclusive (change between them); add-ons stack. Null for the free tier. */
	group: PlanGroup | null;
	/**
	 * The 50% first purchase, when subscribing now would get it: for a visitor (every new account has
	 * it) and for a user who has not used it (an approval left unfinished does not use it). Null when
	 * used, or for the free tier. `priceDop` is the amount PayPal is asked to charge for the first period.
	 */
	firstPurchase: { priceDop: string; charge: Charge | null } | null;
}

/** The rate in force (payments.chargeRate): DOP$ per unit of the currency PayPal charges. */
export interface ChargeRate {
	currency: string;
	/** '59.00' */
	rate: string;
	/** DOP centavos per unit (5900), for @edge/api/charge-math's toChargedCents. */
	dopPerUnitCents: number;
}

export interface PaymentsCatalog {
	plans: PlanOffer[];
}

export type MySubscriptionAction = 'changePlan' | 'cancel' | 'resume' | 'suspend';

/**
 * Where a subscription stands for its holder, one reading for every page (docs/payments.md, "One
 * view of a subscription"):
 * - pendingApproval: created, waiting for the buyer's approval at PayPal; unlocks nothing;
 * - active: billing; `nextCharge` says when and how much;
 * - suspended: PayPal bills nothing; valid until `validUntil` (null once that has passed);
 * - cancelled: never billed again; valid until `validUntil`;
 * - ended: expired, or cancelled or suspended past the period it paid for;
 * - abandoned: the buyer cancelled the approval at PayPal; nothing was charged, nothing unlocked.
 */
export type SubscriptionState = 'pendingApproval' | 'active' | 'suspended' | 'cancelled' | 'ended' | 'abandoned';

export interface PlanName {
	es: string;
	en: string;
}

export interface MySubscription {
	subscriptionId: string;
	/** The plan paid for now, whose features it unlocks. */
	planId: string;
	planName: PlanName;
	/** As PayPal's lookup spells it (CANCELED); pages show `state`. */
	status: ActionStatus;
	state: SubscriptionState;
	isValid: boolean;
	/** ISO date-time the current period runs to, or null before PayPal has activated it. */
	nextBillingDate: string | null;
	/** Only while active: the next charge PayPal will make, on which plan. Never for a cancelled plan. */
	nextCharge: { date: string; amountDop: string; planId: string; charge: Charge | null } | null;
	/** Suspended or cancelled and still valid: the last day it unlocks its plan. */
	validUntil: string | null;
	/** A change of plan approved at PayPal, in effect (gates and price) from `from`. */
	scheduledChange: { planId: string; planName: PlanName; from: string } | null;
	/** The last payment PayPal reported for it (what was charged), if any. */
	lastPayment: { charged: Money; paidAt: string } | null;
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
	/** What PayPal charged, in the currency it charged. */
	charged: Money;
	/** PayPal's id of the payment (sale or capture). */
	paypalReference: string;
}
