import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * One row per password attempt (login, account deletion), counted per account e-mail and per IP over
 * a sliding window. A row is written before the password is checked and removed when it was right, so
 * what remains are the failures.
 */
export const loginFailures = sqliteTable(
	'login_failures',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		email: text().notNull(),
		ip: text().notNull(),
		at: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('login_failures_email_at_idx').on(t.email, t.at), index('login_failures_ip_at_idx').on(t.ip, t.at)],
);
