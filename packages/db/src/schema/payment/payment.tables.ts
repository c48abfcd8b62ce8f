import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { plans } from '../plan/plan.table';
import { subscriptions } from '../subscription/subscription.table';
import { users } from '../user/user.table';

/**
 * One payment PayPal took for a subscription. A payment is known by its subscription and time
 * (the return page reads it from the subscription, the webhook from the sale), so it counts once
 * whichever arrives first; the webhook then fills in PayPal's sale id as the reference.
 */
export const paymentReceipts = sqliteTable(
	'payment_receipts',
	{
		id: text().primaryKey(),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		subscriptionId: text()
			.notNull()
			.references(() => subscriptions.id, { onDelete: 'cascade' }),
		planId: text()
			.notNull()
			.references(() => plans.id),
		/** What PayPal charged, in hundredths of `currency` (DOP for receipts from before charging in USD). */
		amountCents: integer().notNull(),
		/** The ISO code of the currency PayPal charged in. */
		currency: text().notNull().default('DOP'),
		paypalReference: text().notNull(),
		paidAt: integer({ mode: 'timestamp_ms' }).notNull(),
		/** When its receipt was mailed to the payer: each payment is mailed once, by whichever process claims it. */
		mailedAt: integer({ mode: 'timestamp_ms' }),
	},
	(t) => [
		index('payment_receipts_user_id_idx').on(t.userId),
		uniqueIndex('payment_receipts_subscription_paid_at_idx').on(t.subscriptionId, t.paidAt),
	],
);

export const SUBSCRIPTION_CHANGE_CAUSES = ['user', 'webhook', 'reconcile'] as const;
export type SubscriptionChangeCause = (typeof SUBSCRIPTION_CHANGE_CAUSES)[number];

/**
 * The audit trail: every change of a subscription, with what caused it. It outlives the account:
 * deleting a user removes their subscriptions (cascade) but not this trail, so the cancellation at
 * PayPal that a deletion makes (action cancelAccountDeleted) stays on record. A row names the PayPal
 * subscription and the plan, never the person (docs/payments.md, "Deleting an account").
 */
export const subscriptionAudit = sqliteTable(
	'subscription_audit',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		/** PayPal's subscription id; no foreign key, so the row stays once the subscription row is gone. */
		subscriptionId: text().notNull(),
		cause: text({ enum: SUBSCRIPTION_CHANGE_CAUSES }).notNull(),
		/** subscribe, confirm, cancel…, or the webhook event type. */
		action: text().notNull(),
		fromStatus: text(),
		toStatus: text().notNull(),
		nextBillingAt: integer({ mode: 'timestamp_ms' }),
		planId: text().notNull(),
		/** The browser's operation id of a user action: the same action sent again is answered, not redone. */
		operationId: text(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [
		index('subscription_audit_subscription_id_idx').on(t.subscriptionId),
		uniqueIndex('subscription_audit_operation_id_idx').on(t.operationId),
	],
);

/** PayPal webhook events already handled: each event id is applied at most once. */
export const paypalWebhookEvents = sqliteTable('paypal_webhook_events', {
	id: text().primaryKey(),
	eventType: text().notNull(),
	/** applied, or ignored (an unknown type or an unknown subscription). */
	outcome: text().notNull(),
	receivedAt: integer({ mode: 'timestamp_ms' }).notNull(),
});

/** The first-purchase discount, once per user ever: the primary key is the guard. */
export const firstPurchaseDiscounts = sqliteTable('first_purchase_discounts', {
	userId: text()
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	/** The subscribe operation that holds the discount (its subscription once PayPal has made it). */
	operationId: text().notNull(),
	subscriptionId: text(),
	usedAt: integer({ mode: 'timestamp_ms' }).notNull(),
});

/** Our plans as created at PayPal by `paypal:sync` (or at start in simulator mode). */
export const paypalPlans = sqliteTable('paypal_plans', {
	planId: text()
		.primaryKey()
		.references(() => plans.id),
	paypalProductId: text().notNull(),
	paypalPlanId: text().notNull(),
	/** The same plan with a first cycle at the 50% first-purchase price, then the full price. */
	paypalFirstPurchasePlanId: text().notNull(),
	/** The DOP$ price (centavos) the PayPal plan was made for; a new price makes a new PayPal plan. */
	priceCents: integer().notNull(),
	/** The currency the PayPal plans charge in; a plan in another currency is made anew by sync. */
	currency: text().notNull().default('DOP'),
	/** What PayPal charges a period, in hundredths of `currency`. */
	chargeCents: integer().notNull().default(0),
	/** What PayPal charges the first period of the first-purchase plan, in hundredths of `currency`. */
	firstChargeCents: integer().notNull().default(0),
	/** The rate the charges were priced at (DOP centavos per unit of `currency`); null for DOP plans. */
	rateCents: integer(),
	syncedAt: integer({ mode: 'timestamp_ms' }).notNull(),
});

/**
 * The rate at which DOP$ prices are charged in a currency PayPal accepts (docs/payments.md, "The
 * currency charged"): set by an operator (`npm run cli -- payments:rate`), never by the app. The
 * newest row is the rate in force; the older ones stay as the record of what was charged when.
 */
export const chargeRates = sqliteTable('charge_rates', {
	id: integer().primaryKey({ autoIncrement: true }),
	/** The ISO code of the currency charged (USD). */
	currency: text().notNull(),
	/** DOP centavos per unit of `currency`: 5900 is DOP$ 59.00 per dollar. */
	dopPerUnitCents: integer().notNull(),
	setAt: integer({ mode: 'timestamp_ms' }).notNull(),
});

export type ChargeRateRow = typeof chargeRates.$inferSelect;
export type PaypalPlanRow = typeof paypalPlans.$inferSelect;
