import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const BILLING_PERIODS = ['none', 'monthly', 'four_months', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const plans = sqliteTable('plans', {
	/** Stable slug, e.g. 'premium-restaurant'. */
	id: text().primaryKey(),
	nameEs: text().notNull(),
	nameEn: text().notNull(),
	/** Price per billing period in DOP centavos (integers, never floats, for money). */
	priceCents: integer().notNull(),
	billingPeriod: text({ enum: BILLING_PERIODS }).notNull(),
	sortOrder: integer().notNull(),
});

export type PlanRow = typeof plans.$inferSelect;
