import type { Auth } from '@edge/auth';
import type { UserRow } from '@edge/db';
import { type Db, users } from '@edge/db';
import { eq } from 'drizzle-orm';

export interface RequestSession {
	user: UserRow | null;
	token: string | null;
	/** 'bearer' for API clients (the SPA sends its stored jwt), 'cookie' for SSE and form posts. */
	via: 'bearer' | 'cookie' | null;
	/** Set-Cookie to send back when lucia extended the session. */
	refreshedCookie: string | null;
}

const ANONYMOUS: RequestSession = { user: null, token: null, via: null, refreshedCookie: null };

/** Reads the Bearer token first, then the session cookie, and loads the user it belongs to. */
export async function resolveRequestSession(auth: Auth, db: Db, headers: Headers): Promise<RequestSession> {
	const bearer = auth.readBearerToken(headers.get('authorization'));
	const token = bearer ?? auth.readSessionCookie(headers.get('cookie'));
	if (!token) return ANONYMOUS;
	const validated = await auth.validateToken(token);
	if (!validated) return ANONYMOUS;
	const user = db.select().from(users).where(eq(users.id, validated.userId)).get() ?? null;
	if (!user) return ANONYMOUS;
	return { user, token, via: bearer ? 'bearer' : 'cookie', refreshedCookie: validated.refreshedCookie };
}
