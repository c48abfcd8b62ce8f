/** PayPal's subscription statuses (the gateway passes them through unchanged). */
export type GatewaySubscriptionStatus =
	| 'APPROVAL_PENDING'
	| 'APPROVED'
	| 'ACTIVE'
	| 'SUSPENDED'
	| 'CANCELLED'
	| 'EXPIRED';

/**
 * All amounts are strings with two decimals, in Dominican pesos, as the spec prices everything.
 * Caution: DOP is not among the currencies PayPal's REST API lists as supported
 * (developer.paypal.com/api/rest/reference/currency-codes); the simulator accepts it, sandbox and
 * live are expected to refuse it. Going live needs a decision (e.g. charge USD, show DOP).
 */
export const CURRENCY = 'DOP';

export interface GatewayProduct {
	id: string;
	name: string;
}

export interface GatewayPlan {
	id: string;
	productId: string;
	name: string;
	status: string;
	price: string;
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
	lastPayment?: { amount: string; time: string };
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
