import { type Db, sessions } from '@edge/db';
import { eq, sql } from 'drizzle-orm';
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
		.prepare();

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
			deleteSession.run({ id: row.id });
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
		invalidateSession: (token: string) => lucia.invalidateSession(token),
		invalidateUserSessions: (userId: string) => lucia.invalidateUserSessions(userId),
		blankCookie: () => lucia.createBlankSessionCookie().serialize(),
		readBearerToken: (header: string | null | undefined) => (header ? lucia.readBearerToken(header) : null),
		// Never throws: a foreign cookie with a malformed escape must not turn requests into 500s.
		readSessionCookie: (header: string | null | undefined) =>
			header ? readCookie(header, lucia.sessionCookieName) : null,
	};
}

export type Auth = ReturnType<typeof createAuth>;
