import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { STAFF_ROLES } from '../staff/staff-kinds';
import { ACCOUNT_KINDS, PROFILE_TYPES, USER_TYPES } from './user-kinds';

export * from './user-kinds';

export const users = sqliteTable(
	'users',
	{
		id: text().primaryKey(),
		firstName: text().notNull(),
		lastName: text().notNull(),
		/** Stored lower-cased so uniqueness is case-insensitive. */
		email: text().notNull().unique(),
		phone: text().notNull(),
		passwordHash: text().notNull(),
		/** ISO calendar date (YYYY-MM-DD); a birthday has no time zone. */
		dateOfBirth: text().notNull(),
		accountKind: text({ enum: ACCOUNT_KINDS }).notNull(),
		userType: text({ enum: USER_TYPES }).notNull(),
		profileType: text({ enum: PROFILE_TYPES }),
		referralCode: text().notNull().unique(),
		referralPoints: integer().notNull().default(0),
		referredById: text().references((): ReturnType<typeof text> => users.id, { onDelete: 'set null' }),
		/** The subscription the user's plan points at (the spec's plan.subscriptionId). */
		planSubscriptionId: text(),
		/** The spec's plan.nextBillingDate, epoch milliseconds. */
		planNextBillingAt: integer({ mode: 'timestamp_ms' }),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch() * 1000)`),
		/** Staff level, granted only from the command line (docs/admin.md); null for everyone else. */
		staffRole: text({ enum: STAFF_ROLES }),
		/** Set while staff have suspended the account: sign-in refused, profiles out of search. */
		suspendedAt: integer({ mode: 'timestamp_ms' }),
		suspendedReason: text(),
	},
	(t) => [index('users_referred_by_idx').on(t.referredById)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
