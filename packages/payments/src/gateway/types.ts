/** PayPal's subscription statuses (the gateway passes them through unchanged). */
export type GatewaySubscriptionStatus =
	| 'APPROVAL_PENDING'
	| 'APPROVED'
	| 'ACTIVE'
	| 'SUSPENDED'
	| 'CANCELLED'
	| 'EXPIRED';

/**
 * The currencies PayPal's REST API lists as supported
 * (developer.paypal.com/api/rest/reference/currency-codes). Any other code (DOP, the prices' own
 * currency, among them) is refused by PayPal with 422 CURRENCY_NOT_SUPPORTED, and so by the
 * simulator. HUF, JPY and TWD take no decimals at PayPal; the gateway's amounts always carry two.
 */
export const PAYPAL_CURRENCIES = [
	'AUD',
	'BRL',
	'CAD',
	'CNY',
	'CZK',
	'DKK',
	'EUR',
	'HKD',
	'HUF',
	'ILS',
	'JPY',
	'MYR',
	'MXN',
	'TWD',
	'NZD',
	'NOK',
	'PHP',
	'PLN',
	'GBP',
	'SGD',
	'SEK',
	'CHF',
	'THB',
	'USD',
] as const;

export type PayPalCurrency = (typeof PAYPAL_CURRENCIES)[number];

export function isPayPalCurrency(code: string): code is PayPalCurrency {
	return (PAYPAL_CURRENCIES as readonly string[]).includes(code);
}

export interface GatewayProduct {
	id: string;
	name: string;
}

export interface GatewayPlan {
	id: string;
	productId: string;
	name: string;
	status: string;
	/** The REGULAR cycle's price. Amounts are strings with two decimals ("81.36"), in `currency`. */
	price: string;
	/** The currency of every cycle of the plan. */
	currency: string;
	/** The TRIAL cycle's price, when the plan starts with one (the first-purchase plans). */
	firstCyclePrice?: string;
	interval: PlanInterval;
}

export interface PlanInterval {
	unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
	count: number;
}

export interface GatewaySubscription {
	id: string;
	status: GatewaySubscriptionStatus;
	planId: string;
	customId?: string;
	/** Where the buyer approves (present while APPROVAL_PENDING). */
	approveUrl?: string;
	startTime?: string;
	nextBillingTime?: string;
	/** What PayPal charged last, in the currency it charged it in. */
	lastPayment?: { amount: string; currency: string; time: string };
	statusUpdateTime?: string;
}

export interface GatewayRevision {
	planId: string;
	/** The buyer must approve a change of plan here before it takes effect. */
	approveUrl?: string;
}

export type GatewayOrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

export interface GatewayOrder {
	id: string;
	status: GatewayOrderStatus;
	amount?: string;
	/** The purchase unit's currency (or, once captured, the capture's). */
	currency?: string;
	approveUrl?: string;
	/** The capture's id once captured: the PayPal reference shown on receipts. */
	captureId?: string;
}

/** The five headers PayPal sends with each webhook, as received (names in lower case). */
export interface WebhookHeaders {
	'paypal-transmission-id'?: string;
	'paypal-transmission-time'?: string;
	'paypal-transmission-sig'?: string;
	'paypal-cert-url'?: string;
	'paypal-auth-algo'?: string;
}
