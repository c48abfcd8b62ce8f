import type { Auth } from '@edge/auth';
import { type Db, type UserRow, users } from '@edge/db';
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
 * Runs on every API call, so the user lookup is a prepared statement.
 */
export function createSessionResolver(auth: Auth, db: Db): SessionResolver {
	const findUser = db
		.select()
		.from(users)
		.where(eq(users.id, sql.placeholder('id')))
		.prepare();
	return (headers) => {
		const bearer = auth.readBearerToken(headers.get('authorization'));
		const token = bearer ?? auth.readSessionCookie(headers.get('cookie'));
		if (!token) return ANONYMOUS;
		const validated = auth.validateToken(token);
		if (!validated) return ANONYMOUS;
		const user = findUser.get({ id: validated.userId });
		if (!user) return ANONYMOUS;
		return { user, token, via: bearer ? 'bearer' : 'cookie', refreshedCookie: validated.refreshedCookie };
	};
}
