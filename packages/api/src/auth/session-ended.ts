/**
 * How the server tells a tab that the session it holds has ended, and why (docs/api.md "Sessions
 * that end"). Free of the database layer: the web app imports it (@edge/api/session-ended).
 */
export {
	readSessionEndSignal,
	SESSION_END_REASONS,
	type SessionEndReason,
	type SessionEndSignal,
} from '@edge/db/session-kinds';

/**
 * The response header on any API answer to a request whose session no longer works (ended, expired,
 * or never known): its value is the reason, or `unknown`. Errors of procedures that need a session
 * carry the same value as `data.sessionEnded`, which is what a live stream (EventSource, whose
 * headers a page cannot read) sees.
 */
export const SESSION_ENDED_HEADER = 'Edge-Session-Ended';
