import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Every e-mail the app sends; with no SMTP_URL this table is the whole delivery (the local outbox).
 * A mail's secrets (a reset link, a verification code) stay in `text` only while the mail may still
 * need them: until the SMTP server has answered, or in the local outbox until `secretsUntil`. Then
 * they are replaced by a marker and `secrets` is cleared (packages/api/src/mail, docs/decisions.md).
 */
export const mailOutbox = sqliteTable(
	'mail_outbox',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		to: text().notNull(),
		subject: text().notNull(),
		text: text().notNull(),
		/** The secret strings still written in `text`; null once removed, or for a mail without any. */
		secrets: text({ mode: 'json' }).$type<string[]>(),
		/** When the secrets go even if the mail was never delivered: the end of their own validity. */
		secretsUntil: integer({ mode: 'timestamp_ms' }),
		/**
		 * 'sending' while the SMTP server has not answered, 'smtp' once it took the mail, 'failed' when
		 * it refused, 'outbox' when only stored (no SMTP_URL).
		 */
		transport: text().notNull(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [
		index('mail_outbox_secrets_until_idx').on(t.secretsUntil),
		index('mail_outbox_created_at_idx').on(t.createdAt),
	],
);
