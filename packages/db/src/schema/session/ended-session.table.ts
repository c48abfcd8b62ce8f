import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { SessionEndReason } from './session-kinds';

/**
 * Why a session ended, kept for a while after its row is gone (ENDED_SESSION_RETENTION_MS in
 * @edge/auth), so a tab still holding the token is told why on its next request (docs/api.md
 * "Sessions that end"). Keyed by the SHA-256 of the session id, never the id itself; written in the
 * same transaction that deletes the session. No reference to users: a deleted account's tombstones
 * must outlive its rows.
 */
export const endedSessions = sqliteTable(
	'ended_sessions',
	{
		idHash: text().primaryKey(),
		reason: text().$type<SessionEndReason>().notNull(),
		endedAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('ended_sessions_ended_at_idx').on(t.endedAt)],
);
