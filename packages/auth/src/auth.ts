import type { Db } from '@edge/db';
import type { Session } from 'lucia';
import { createLucia, type EdgeLucia } from './lucia';

export interface SessionCookie {
	/** A complete Set-Cookie header value. */
	serialized: string;
}

export interface ValidatedSession {
	session: Session;
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
	return {
		cookieName: lucia.sessionCookieName,
		async createSession(userId: string) {
			const session = await lucia.createSession(userId, {});
			return { token: session.id, cookie: lucia.createSessionCookie(session.id).serialize() };
		},
		async validateToken(token: string): Promise<ValidatedSession | null> {
			const { session, user } = await lucia.validateSession(token);
			if (!session || !user) return null;
			return {
				session,
				userId: user.id,
				refreshedCookie: session.fresh ? lucia.createSessionCookie(session.id).serialize() : null,
			};
		},
		invalidateSession: (token: string) => lucia.invalidateSession(token),
		invalidateUserSessions: (userId: string) => lucia.invalidateUserSessions(userId),
		blankCookie: () => lucia.createBlankSessionCookie().serialize(),
		readBearerToken: (header: string | null | undefined) => (header ? lucia.readBearerToken(header) : null),
		readSessionCookie: (header: string | null | undefined) => (header ? lucia.readSessionCookie(header) : null),
	};
}

export type Auth = ReturnType<typeof createAuth>;
