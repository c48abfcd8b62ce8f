import { readSessionEndSignal, SESSION_ENDED_HEADER, type SessionEndSignal } from '@edge/api/session-ended';

/**
 * Where the API's word that this tab's session has ended arrives (docs/api.md "Sessions that end"):
 * the `Edge-Session-Ended` header of any answer (lib/api-fetch.ts) and `data.sessionEnded` of a
 * call's or a live stream's error (lib/trpc.ts). Kept free of the app's state so the fetch path and
 * the tRPC links can import it; what the tab then does is lib/session-end.ts's, which listens here.
 */

/** Where a tab ending its session writes why, for this browser's other tabs (lib/session-end.ts). */
export const SESSION_ENDED_STORAGE_KEY = 'edge.sessionEnded';

type Listener = (signal: SessionEndSignal) => void;
let listener: Listener | null = null;
/** Why the last session of this tab ended, for the login page a guard sends the visitor to. */
let lastEnded: SessionEndSignal | null = null;

/** One listener: the browser's app (main.tsx). The server's draw of a page registers none. */
export function onSessionEnded(next: Listener): () => void {
	listener = next;
	return () => {
		if (listener === next) listener = null;
	};
}

/** A value the server sent (the header's, or an error's `sessionEnded`); anything else is ignored. */
export function noticeSessionEnded(value: unknown): void {
	const signal = readSessionEndSignal(value);
	if (signal) listener?.(signal);
}

export function noticeSessionEndedIn(response: Response): void {
	const value = response.headers.get(SESSION_ENDED_HEADER);
	if (value) noticeSessionEnded(value);
}

export function rememberSessionEnded(signal: SessionEndSignal | null): void {
	lastEnded = signal;
}

/** A new session in this browser (lib/session.ts): no reason of an earlier one may be shown for it. */
export function forgetSessionEnd(): void {
	lastEnded = null;
	try {
		localStorage.removeItem(SESSION_ENDED_STORAGE_KEY);
	} catch {
		// Nothing stored, then.
	}
}

/**
 * Why this tab's session just ended, for the login page a guard sends the visitor to. Read, not
 * taken: a page may load twice as it ends (its own load and the reload after the end); the login
 * page forgets it once shown (clearLastSessionEnd), and a page that stays does after its notice.
 */
export function lastSessionEnd(): SessionEndSignal | null {
	return lastEnded;
}

export function clearLastSessionEnd(): void {
	lastEnded = null;
}

/** The catalog key that says why a session ended (packages/i18n, auth.sessionEnded.reasons). */
export const sessionEndedKey = (signal: SessionEndSignal) => `auth.sessionEnded.reasons.${signal}`;
