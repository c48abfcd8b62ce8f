import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../user/user.table';

/** Lucia v3 session table: the id is the opaque token the client holds. */
export const sessions = sqliteTable(
	'sessions',
	{
		id: text().primaryKey(),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** Lucia's adapter stores seconds since the epoch. */
		expiresAt: integer().notNull(),
	},
	(t) => [index('sessions_user_id_idx').on(t.userId)],
);
