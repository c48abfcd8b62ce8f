import { createHash } from 'node:crypto';
import { type Db, endedSessions, type SessionEndReason, sessions } from '@edge/db';
import { eq, lt } from 'drizzle-orm';

/**
 * How long the reason a session ended is kept. Sessions live 30 days, so a tab left open on a
 * session's last day and woken a month later still learns why; past that it hears `unknown`.
 */
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Records written per statement: three variables each, well under SQLite's limit. */
const RECORDS_PER_INSERT = 300;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database, or a transaction a service already holds (the record must commit with the delete). */
export type SessionsDb = Db | Tx;

/**
 * The key a tombstone is found by. The session id is the credential a browser holds: what the
 * table keeps after the session ends is only its hash, so the table never lists tokens at all.
 */
export const sessionIdHash = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/**
 * Records why these sessions ended (a later end of the same id replaces the reason) and drops the
 * records past ENDED_SESSION_RETENTION_MS: pruned where they are written, by the index on ended_at,
 * so no timer is needed. Run it in the transaction that deletes the sessions.
 */
export function recordEndedSessions(
	db: SessionsDb,
	sessionIds: readonly string[],
	reason: SessionEndReason,
	now: Date = new Date(),
): void {
	for (let start = 0; start < sessionIds.length; start += RECORDS_PER_INSERT) {
		const rows = sessionIds
			.slice(start, start + RECORDS_PER_INSERT)
			.map((id) => ({ idHash: sessionIdHash(id), reason, endedAt: now }));
		db.insert(endedSessions)
			.values(rows)
			.onConflictDoUpdate({ target: endedSessions.idHash, set: { reason, endedAt: now } })
			.run();
	}
	db.delete(endedSessions)
		.where(lt(endedSessions.endedAt, new Date(now.getTime() - ENDED_SESSION_RETENTION_MS)))
		.run();
}

/**
 * Ends every session of a user and records why, inside the caller's transaction (a suspension, a
 * password reset, a deleted account: the record commits with the change or not at all). Returns
 * how many sessions ended.
 */
export function endUserSessionsIn(
	db: SessionsDb,
	userId: string,
	reason: SessionEndReason,
	now: Date = new Date(),
): number {
	const ended = db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }).all();
	recordEndedSessions(
		db,
		ended.map((row) => row.id),
		reason,
		now,
	);
	return ended.length;
}
