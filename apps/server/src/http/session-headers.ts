import { type RequestSession, SESSION_ENDED_HEADER } from '@edge/api';

/**
 * What an answer adds for the session it was resolved with: the cookie to set (the expiry slid
 * forward, or the blank cookie for one whose session ended) and, when the request carried a session
 * that no longer works, SESSION_ENDED_HEADER with why, so the page signs out (docs/api.md "Sessions
 * that end"). Undefined when there is nothing to add, which keeps the common answer's head as it was.
 */
export function sessionHeaders(session: RequestSession): Record<string, string> | undefined {
	if (!session.refreshedCookie && !session.ended) return undefined;
	const headers: Record<string, string> = {};
	if (session.refreshedCookie) headers['set-cookie'] = session.refreshedCookie;
	if (session.ended) headers[SESSION_ENDED_HEADER] = session.ended;
	return headers;
}

/** The same, merged into other headers an answer already has (a refusal's `connection: close`). */
export function withSessionHeaders(session: RequestSession, headers: Record<string, string>): Record<string, string> {
	return { ...headers, ...sessionHeaders(session) };
}
