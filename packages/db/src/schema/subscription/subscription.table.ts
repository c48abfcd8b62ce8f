import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { plans } from '../plan/plan.table';
import { users } from '../user/user.table';

/** CANCELLED is accepted on input as a spelling of CANCELED and stored as CANCELED. */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'SUSPENDED', 'CANCELED', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptions = sqliteTable(
	'subscriptions',
	{
		id: text().primaryKey(),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		planId: text()
			.notNull()
			.references(() => plans.id),
		status: text().notNull(),
		nextBillingAt: integer({ mode: 'timestamp_ms' }),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch() * 1000)`),
	},
	(t) => [index('subscriptions_user_id_idx').on(t.userId), index('subscriptions_plan_id_idx').on(t.planId)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
