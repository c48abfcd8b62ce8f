import { type Db, endedSessions, type SessionEndReason, type SessionEndSignal, sessions } from '@edge/db';
import { eq, sql } from 'drizzle-orm';
import { endUserSessionsIn, recordEndedSessions, sessionIdHash } from './ended-sessions';
import { createLucia, type EdgeLucia, SESSION_LIFETIME_DAYS } from './lucia';
import { readCookie } from './session-cookie';

const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export interface SessionCookie {
	/** A complete Set-Cookie header value. */
	serialized: string;
}

export interface ValidatedSession {
	sessionId: string;
	userId: string;
	/** Set when lucia extended the session; the caller must send it back as Set-Cookie. */
	refreshedCookie: string | null;
}

/**
 * The app's view of sessions. Lucia stays behind this interface because upstream no longer develops
 * v3: replacing it later touches only this package.
 */
export function createAuth(options: { db: Db; secureCookies: boolean }) {
	const lucia: EdgeLucia = createLucia(options);
	const { db } = options;
	// Every API call validates a session, so these statements are prepared once.
	const findSession = db
		.select()
		.from(sessions)
		.where(eq(sessions.id, sql.placeholder('id')))
		.prepare();
	const extendSession = db
		.update(sessions)
		.set({ expiresAt: sql.placeholder('expiresAt') as unknown as number })
		.where(eq(sessions.id, sql.placeholder('id')))
		.prepare();
	const deleteSession = db
		.delete(sessions)
		.where(eq(sessions.id, sql.placeholder('id')))
		.returning({ id: sessions.id })
		.prepare();
	const findEndedSession = db
		.select({ reason: endedSessions.reason })
		.from(endedSessions)
		.where(eq(endedSessions.idHash, sql.placeholder('idHash')))
		.prepare();

	function endedReason(sessionId: string): SessionEndReason | null {
		return findEndedSession.get({ idHash: sessionIdHash(sessionId) })?.reason ?? null;
	}

	/**
	 * Deletes one session and records why it ended, together: BEGIN IMMEDIATE, as every write
	 * transaction (several processes share the file). Nothing is recorded for a session already gone.
	 */
	function endSession(sessionId: string, reason: SessionEndReason): void {
		db.transaction(
			(tx) => {
				if (deleteSession.all({ id: sessionId }).length > 0) recordEndedSessions(tx, [sessionId], reason);
			},
			{ behavior: 'immediate' },
		);
	}

	/**
	 * Lucia's validateSession rules for a session row already read (expired sessions are deleted;
	 * past half of the 30 days the expiry slides forward and the cookie is re-sent), so callers can
	 * read the session together with what they need in one prepared query. Lucia's adapter rebuilds
	 * its query on every call (~120 µs against ~6 µs prepared).
	 */
	function applySessionRules(row: { id: string; expiresAt: number }): { refreshedCookie: string | null } | null {
		const now = Date.now();
		const expiresAtMs = row.expiresAt * 1000;
		if (now >= expiresAtMs) {
			// Recorded, so the tab's other requests (and the next ones) are told it expired.
			endSession(row.id, 'expired');
			return null;
		}
		if (now < expiresAtMs - SESSION_LIFETIME_MS / 2) return { refreshedCookie: null };
		extendSession.run({ id: row.id, expiresAt: Math.floor((now + SESSION_LIFETIME_MS) / 1000) });
		return { refreshedCookie: lucia.createSessionCookie(row.id).serialize() };
	}

	return {
		cookieName: lucia.sessionCookieName,
		async createSession(userId: string) {
			const session = await lucia.createSession(userId, {});
			return { token: session.id, cookie: lucia.createSessionCookie(session.id).serialize() };
		},
		applySessionRules,
		validateToken(token: string): ValidatedSession | null {
			const row = findSession.get({ id: token });
			const outcome = row ? applySessionRules(row) : null;
			if (!row || !outcome) return null;
			return { sessionId: row.id, userId: row.userId, refreshedCookie: outcome.refreshedCookie };
		},
		/** Deletes a session nobody was told about (a sign-in undone at once): nothing is recorded. */
		invalidateSession: (token: string) => lucia.invalidateSession(token),
		/** Ends one session (a sign-out) and records why, for a tab that still holds it. */
		endSession,
		/** Ends every session of a user (sign out everywhere) and records why; returns how many. */
		endUserSessions(userId: string, reason: SessionEndReason): number {
			return db.transaction((tx) => endUserSessionsIn(tx, userId, reason), { behavior: 'immediate' });
		},
		/** Why the session with this id ended, while that is remembered (ended-sessions.ts); else null. */
		endedReason,
		/**
		 * Null while the session works, else why it does not; reads only (no sliding, no delete), for
		 * a live stream checking the session it was opened with: its browser gets no refreshed cookie.
		 */
		sessionEnd(sessionId: string): SessionEndSignal | null {
			const row = findSession.get({ id: sessionId });
			if (row) return Date.now() < row.expiresAt * 1000 ? null : 'expired';
			return endedReason(sessionId) ?? 'unknown';
		},
		blankCookie: () => lucia.createBlankSessionCookie().serialize(),
		readBearerToken: (header: string | null | undefined) => (header ? lucia.readBearerToken(header) : null),
		// Never throws: a foreign cookie with a malformed escape must not turn requests into 500s.
		readSessionCookie: (header: string | null | undefined) =>
			header ? readCookie(header, lucia.sessionCookieName) : null,
	};
}

export type Auth = ReturnType<typeof createAuth>;
