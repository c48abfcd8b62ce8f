import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../user/user.table';

/** Only the SHA-256 of the emailed token is kept, so a database leak cannot reset passwords. */
export const passwordResetTokens = sqliteTable(
	'password_reset_tokens',
	{
		tokenHash: text().primaryKey(),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
		usedAt: integer({ mode: 'timestamp_ms' }),
	},
	(t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);
