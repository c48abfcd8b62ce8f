import type { Auth } from '@edge/auth';
import { type Db, sessions, type UserRow, users } from '@edge/db';
import { eq, sql } from 'drizzle-orm';

export interface RequestSession {
	user: UserRow | null;
	token: string | null;
	/** 'bearer' for API clients (the SPA sends its stored jwt), 'cookie' for SSE and form posts. */
	via: 'bearer' | 'cookie' | null;
	/** Set-Cookie to send back when the session's expiry slid forward. */
	refreshedCookie: string | null;
}

const ANONYMOUS: RequestSession = { user: null, token: null, via: null, refreshedCookie: null };

export type SessionResolver = (headers: Headers) => RequestSession;

/**
 * Who is asking: the Bearer token first, then the session cookie, and the user it belongs to.
 * Runs on every API call, so session and user come from one prepared join.
 */
export function createSessionResolver(auth: Auth, db: Db): SessionResolver {
	const findSessionUser = db
		.select({ id: sessions.id, expiresAt: sessions.expiresAt, user: users })
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.where(eq(sessions.id, sql.placeholder('id')))
		.prepare();
	return (headers) => {
		const bearer = auth.readBearerToken(headers.get('authorization'));
		const token = bearer ?? auth.readSessionCookie(headers.get('cookie'));
		if (!token) return ANONYMOUS;
		const row = findSessionUser.get({ id: token });
		const outcome = row ? auth.applySessionRules(row) : null;
		if (!row || !outcome) return ANONYMOUS;
		return { user: row.user, token, via: bearer ? 'bearer' : 'cookie', refreshedCookie: outcome.refreshedCookie };
	};
}
