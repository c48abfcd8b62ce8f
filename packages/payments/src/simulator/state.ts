import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { newId } from './ids';

export interface Money {
	currency_code: string;
	value: string;
}

export interface BillingCycle {
	tenure_type: 'REGULAR' | 'TRIAL';
	sequence: number;
	total_cycles?: number;
	frequency: { interval_unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'; interval_count?: number };
	pricing_scheme?: { version?: number; fixed_price?: Money; create_time?: string; update_time?: string };
}

/**
 * Products and plans are kept in PayPal's own JSON shape. A plan changes after creation only
 * through update-pricing-schemes, which also records a PriceChange.
 */
export type ProductJson = Record<string, unknown> & { id: string };
export type PlanJson = Record<string, unknown> & {
	id: string;
	status: string;
	billing_cycles: BillingCycle[];
};

/**
 * One cycle's price changed by update-pricing-schemes. Kept because PayPal still charges an
 * existing subscription the previous price for a payment due within 10 days of the change.
 */
export interface PriceChange {
	sequence: number;
	previous: Money;
	price: Money;
	time: string;
}

export type SubscriptionStatus = 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export interface SubscriptionRecord {
	id: string;
	planId: string;
	status: SubscriptionStatus;
	statusUpdateTime: string;
	statusChangeNote?: string;
	createTime: string;
	updateTime: string;
	startTime: string;
	quantity: string;
	customId?: string;
	subscriber?: unknown;
	/** Prices per billing-cycle sequence from the request's `plan` override. */
	overridePrices: Record<string, Money>;
	approvalToken: string;
	paymentsMade: number;
	lastPayment?: { amount: Money; time: string };
	nextBillingTime?: string;
	/** application_context.locale at creation (es-DO, en-US): the approval page's language. */
	locale?: string;
}

export type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface OrderRecord {
	id: string;
	intent: string;
	status: OrderStatus;
	purchaseUnits: Record<string, unknown>[];
	createTime: string;
	updateTime: string;
	payerId?: string;
	/** 'payer-action' when the buyer's context came in payment_source.paypal, else 'approve'. */
	approveRel: string;
	captures: { id: string; amount: Money; time: string; referenceId: string }[];
}

export interface Approval {
	token: string;
	kind: 'subscription' | 'revision' | 'order';
	resourceId: string;
	/** For a revision: the plan the buyer is asked to switch to. */
	planId?: string;
	returnUrl?: string;
	cancelUrl?: string;
	state: 'pending' | 'approved' | 'cancelled';
}

export interface WebhookEvent {
	id: string;
	event_version: string;
	create_time: string;
	resource_type: string;
	resource_version?: string;
	event_type: string;
	summary: string;
	resource: unknown;
	links: unknown[];
}

export interface SimulatorState {
	clockOffsetMs: number;
	/** The id PayPal gives a webhook subscription; verification requests must name it. */
	webhookId: string;
	/** Key of the simulator's signatures (an HMAC stands in for PayPal's certificate). */
	signingKey: string;
	tokens: Record<string, true>;
	products: Record<string, ProductJson>;
	plans: Record<string, PlanJson>;
	/** Per plan id, its price changes, oldest first (absent from state files written before them). */
	priceChanges: Record<string, PriceChange[]>;
	subscriptions: Record<string, SubscriptionRecord>;
	orders: Record<string, OrderRecord>;
	approvals: Record<string, Approval>;
	idempotency: Record<string, { status: number; body: string }>;
	pendingEvents: WebhookEvent[];
	deliveredEvents: string[];
	transmissions: Record<string, { eventId: string; time: string; sig: string }>;
}

function emptyState(): SimulatorState {
	return {
		clockOffsetMs: 0,
		// PayPal's webhook ids are alphanumeric only (the verification request's pattern).
		webhookId: newId('', 17),
		signingKey: randomBytes(32).toString('hex'),
		tokens: {},
		products: {},
		plans: {},
		priceChanges: {},
		subscriptions: {},
		orders: {},
		approvals: {},
		idempotency: {},
		pendingEvents: [],
		deliveredEvents: [],
		transmissions: {},
	};
}

export interface StateStore {
	readonly data: SimulatorState;
	save(): void;
}

/** In memory; also written to `stateFile` after every change so a restarted simulator remembers. */
export function createStateStore(stateFile?: string): StateStore {
	const data =
		stateFile && existsSync(stateFile)
			? { ...emptyState(), ...(JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<SimulatorState>) }
			: emptyState();
	return {
		data,
		save() {
			if (!stateFile) return;
			mkdirSync(dirname(stateFile), { recursive: true });
			// Write then rename, so a crash mid-write never leaves half a file behind.
			const temporary = `${stateFile}.tmp`;
			writeFileSync(temporary, JSON.stringify(data));
			renameSync(temporary, stateFile);
		},
	};
}
