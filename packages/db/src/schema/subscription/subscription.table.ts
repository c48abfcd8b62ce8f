import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { plans } from '../plan/plan.table';
import { users } from '../user/user.table';

/**
 * CANCELLED is accepted on input as a spelling of CANCELED and stored as CANCELED. APPROVAL_PENDING
 * is a PayPal subscription the buyer has not approved yet (invalid: it unlocks nothing).
 */
export const SUBSCRIPTION_STATUSES = ['APPROVAL_PENDING', 'ACTIVE', 'SUSPENDED', 'CANCELED', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptions = sqliteTable(
	'subscriptions',
	{
		/** For a subscription made through PayPal, PayPal's own id (I-...): the id PayPal returns to /payment-success. */
		id: text().primaryKey(),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		planId: text()
			.notNull()
			.references(() => plans.id),
		status: text().notNull(),
		nextBillingAt: integer({ mode: 'timestamp_ms' }),
		/** The browser's operation id of the subscribe that created it: a repeated subscribe finds this row. */
		operationId: text(),
		/** Whether this subscription's first period was charged at the 50% first-purchase price. */
		firstPurchase: integer({ mode: 'boolean' }).notNull().default(false),
		/**
		 * A change of plan the buyer approved at PayPal, in effect from `pendingPlanFrom` (the end of the
		 * period already paid): PayPal bills the new plan from its next cycle, so until then `planId` (the
		 * plan paid for) keeps its gates. Null when no change is scheduled (docs/payments.md, "Changing plan").
		 */
		pendingPlanId: text().references(() => plans.id),
		pendingPlanFrom: integer({ mode: 'timestamp_ms' }),
		/**
		 * When the buyer cancelled the approval at PayPal (its cancel page, or closed its window) while
		 * the subscription was still unapproved: nothing was charged, and the pages no longer show it as
		 * waiting for approval. A late approval still activates it (PayPal's page may be left open).
		 */
		abandonedAt: integer({ mode: 'timestamp_ms' }),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch() * 1000)`),
		updatedAt: integer({ mode: 'timestamp_ms' }),
	},
	(t) => [
		index('subscriptions_user_id_idx').on(t.userId),
		index('subscriptions_plan_id_idx').on(t.planId),
		uniqueIndex('subscriptions_operation_id_idx').on(t.operationId),
	],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
