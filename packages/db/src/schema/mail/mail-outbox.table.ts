import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Every e-mail the app sends; with no SMTP_URL this table is the whole delivery (the local outbox). */
export const mailOutbox = sqliteTable('mail_outbox', {
	id: integer().primaryKey({ autoIncrement: true }),
	to: text().notNull(),
	subject: text().notNull(),
	text: text().notNull(),
	/** 'outbox' when only stored, 'smtp' once handed to the SMTP server, 'failed' when it refused. */
	transport: text().notNull(),
	createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
});
