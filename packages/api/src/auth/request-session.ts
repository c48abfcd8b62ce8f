import type { Auth } from '@edge/auth';
import { createChangeGeneration, type Db, type SessionEndSignal, sessions, type UserRow, users } from '@edge/db';
import { eq, sql } from 'drizzle-orm';
import type { CacheInvalidation } from '../shared/cache-invalidation';

export interface RequestSession {
	user: UserRow | null;
	token: string | null;
	/** 'bearer' for API clients (the SPA sends its stored jwt), 'cookie' for SSE and form posts. */
	via: 'bearer' | 'cookie' | null;
	/** Set-Cookie to send back: the session's expiry slid forward, or the cookie's session ended (blank). */
	refreshedCookie: string | null;
	/**
	 * The request carried a token that no longer works, and why (the tombstone's reason, `expired`,
	 * `suspended`, or `unknown`): the answer says so in SESSION_ENDED_HEADER (session-ended.ts).
	 */
	ended: SessionEndSignal | null;
}

const ANONYMOUS: RequestSession = { user: null, token: null, via: null, refreshedCookie: null, ended: null };

export type SessionResolver = (headers: Headers) => RequestSession;

/** Sessions remembered between two changes of the database; a bound on memory, not a policy. */
const SESSION_CACHE_LIMIT = 10_000;

/**
 * Who is asking: the Bearer token first, then the session cookie, and the user it belongs to.
 * Runs on every API call, so session and user come from one prepared join, and its result is kept
 * until the database changes in any way (createChangeGeneration): a logout, a password reset, a
 * deleted account or an edited user is seen by the very next request, from any process on this
 * machine. Reading the row again cost three system calls per request, the largest share of an
 * authenticated answer (docs/bench.md). The expiry rules still run on every request. The row
 * objects are shared by the requests of one generation: `ctx.user` is read-only.
 *
 * `invalidation` drops entries by message as well: a `session` (a logout, by token) or a `user`
 * (a reset password, a suspension, a deleted account, by user id), published by any process. On
 * one machine data_version already sees those commits; the messages are what holds on several
 * machines (docs/scaling.md "Cache invalidation").
 */
export function createSessionResolver(auth: Auth, db: Db, invalidation: CacheInvalidation): SessionResolver {
	const changeGeneration = createChangeGeneration(db.$client);
	const cache = new Map<string, SessionUserRow | null>();
	let cacheGeneration = -1;
	invalidation.subscribe('session', (token) => {
		if (token === undefined) cache.clear();
		else cache.delete(token);
	});
	invalidation.subscribe('user', (userId) => {
		if (userId === undefined) {
			cache.clear();
			return;
		}
		// At most SESSION_CACHE_LIMIT entries, and only on a rare event: a walk is cheap enough.
		for (const [token, row] of cache) if (row?.user.id === userId) cache.delete(token);
	});
	const findSessionUser = db
		.select({ id: sessions.id, expiresAt: sessions.expiresAt, user: users })
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.where(eq(sessions.id, sql.placeholder('id')))
		.prepare();
	type SessionUserRow = NonNullable<ReturnType<typeof findSessionUser.get>>;

	function sessionUser(token: string): SessionUserRow | null {
		const generation = changeGeneration();
		if (generation !== cacheGeneration) {
			cache.clear();
			cacheGeneration = generation;
		}
		let row = cache.get(token);
		if (row === undefined) {
			row = findSessionUser.get({ id: token }) ?? null;
			if (cache.size >= SESSION_CACHE_LIMIT) cache.clear();
			cache.set(token, row);
		}
		return row;
	}

	/**
	 * A request whose token does not work is answered as anonymous, and told why, so the tab holding
	 * it signs out at once instead of showing the person's data over anonymous answers. The cookie is
	 * blanked when it carries that token (a bearer token is the page's to drop). The reason is looked
	 * up only here, on the rare request with a dead token: one read of ended_sessions by its key.
	 */
	function endedSession(token: string, cookieToken: string | null, ended: SessionEndSignal): RequestSession {
		return { ...ANONYMOUS, ended, refreshedCookie: cookieToken === token ? auth.blankCookie() : null };
	}

	return (headers) => {
		const bearer = auth.readBearerToken(headers.get('authorization'));
		const cookieToken = auth.readSessionCookie(headers.get('cookie'));
		const token = bearer ?? cookieToken;
		if (!token) return ANONYMOUS;
		const row = sessionUser(token);
		if (!row) return endedSession(token, cookieToken, auth.endedReason(token) ?? 'unknown');
		// Past its expiry: applySessionRules deletes it and records 'expired' for the next requests.
		const outcome = auth.applySessionRules(row);
		if (!outcome) return endedSession(token, cookieToken, 'expired');
		// A suspension deletes the user's sessions; this is the second guard, should one survive.
		if (row.user.suspendedAt) return endedSession(token, cookieToken, 'suspended');
		return {
			user: row.user,
			token,
			via: bearer ? 'bearer' : 'cookie',
			refreshedCookie: outcome.refreshedCookie,
			ended: null,
		};
	};
}
