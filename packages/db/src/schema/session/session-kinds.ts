/**
 * Why a session ended, free of drizzle so the web app can import it (via @edge/api/session-ended):
 * the server tells a tab whose session is gone which of these ended it, and the tab says so in its
 * language. `signedOut` is an ordinary sign-out (another tab of the same browser, or another client
 * holding the token); `signedOutEverywhere` is a sign-out of every device at once.
 */
export const SESSION_END_REASONS = [
	'suspended',
	'passwordReset',
	'signedOutEverywhere',
	'signedOut',
	'accountDeleted',
	'expired',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What a request learns about a session it carries that no longer works: a reason, or `unknown`. */
export type SessionEndSignal = SessionEndReason | 'unknown';

/** The signal for a header or an error's data; anything unrecognised reads as `unknown`. */
export function readSessionEndSignal(value: unknown): SessionEndSignal | null {
	if (typeof value !== 'string' || value === '') return null;
	return (SESSION_END_REASONS as readonly string[]).includes(value) ? (value as SessionEndReason) : 'unknown';
}
