import { readSessionEndSignal, type SessionEndSignal } from '@edge/api/session-ended';
import type { AnyRouter } from '@tanstack/react-router';
import { clearUserCaches } from '../features/pwa/private-caches';
import { getStoredToken, TOKEN_STORAGE_KEY } from './auth-token';
import { queryClient } from './query-client';
import { endClientSession, SESSION_QUERY_KEY } from './session';
import { clearLastSessionEnd, onSessionEnded, rememberSessionEnded, SESSION_ENDED_STORAGE_KEY } from './session-signal';

/**
 * What a tab does when its session ends anywhere else (docs/api.md "Sessions that end"): a
 * suspension by staff, a password reset, a sign-out on every device, a deleted account, an expiry,
 * or a sign-out in another tab of this browser: the tab must not go on showing the person's data.
 */

/** Sign-outs this tab is making itself (the logout dialog, deleting the account): not "elsewhere". */
let ownSignOuts = 0;

/**
 * Runs this tab's own sign-out: the ends the server announces meanwhile (its own chat stream ends
 * with 'signedOut') are the tab's doing, and are not shown as if they came from elsewhere. The
 * browser's other tabs are told `reason` when the token goes (written before, so it is there when
 * their storage event comes; taken back if `run` fails, as a refused account deletion does).
 */
export async function signingOut<T>(reason: SessionEndSignal, run: () => Promise<T>): Promise<T> {
	ownSignOuts += 1;
	tellOtherTabs(reason);
	try {
		return await run();
	} catch (error) {
		tellOtherTabs(null);
		throw error;
	} finally {
		ownSignOuts -= 1;
	}
}

function tellOtherTabs(reason: SessionEndSignal | null): void {
	try {
		if (reason) localStorage.setItem(SESSION_ENDED_STORAGE_KEY, reason);
		else localStorage.removeItem(SESSION_ENDED_STORAGE_KEY);
	} catch {
		// Storage refused (a private window's quota): the other tabs will hear 'unknown'.
	}
}

/** Whether this tab still acts as signed in: it holds a token, or still shows a user. */
const holdsSession = () => getStoredToken() !== null || !!queryClient.getQueryData(SESSION_QUERY_KEY);

/**
 * Signs this tab out after its session ended elsewhere, once (the first answer that says so; the
 * answers after it find nothing to end): the token and every kept answer go, with the worker's
 * private caches, and then the page is loaded again as a visitor. A page that needs a session sends
 * the visitor to /login, whose page names the reason (the guard carries it, lib/guards.ts); a public
 * page stays, as anonymous, and a notification names it.
 */
function endSessionHere(router: AnyRouter, signal: SessionEndSignal): void {
	if (ownSignOuts > 0 || !holdsSession()) return;
	rememberSessionEnded(signal);
	tellOtherTabs(signal);
	// Reads on their way may have been answered before the end: they must not land in a cache.
	void queryClient.cancelQueries();
	endClientSession();
	void clearUserCaches();
	void router
		.invalidate()
		.catch(() => undefined)
		.then(async () => {
			// A guard sent the visitor to /login, which names the reason (and then forgets it).
			if (router.state.location.pathname === '/login') return;
			clearLastSessionEnd();
			const { showSessionEnded } = await import('./session-ended-notice');
			showSessionEnded(signal);
		});
}

/**
 * Started once by the browser's app (main.tsx): listens for the API's signal (lib/session-signal.ts)
 * and for another tab of this browser removing the token (its sign-out, or its own session ending),
 * which comes with that tab's reason. Returns the stop function.
 */
export function watchSessionEnd(router: AnyRouter): () => void {
	const stopListening = onSessionEnded((signal) => endSessionHere(router, signal));
	const onStorage = (event: StorageEvent) => {
		if (event.key !== TOKEN_STORAGE_KEY || event.newValue !== null || event.oldValue === null) return;
		const told = readSessionEndSignal(localStorage.getItem(SESSION_ENDED_STORAGE_KEY)) ?? 'unknown';
		endSessionHere(router, told);
	};
	window.addEventListener('storage', onStorage);
	return () => {
		stopListening();
		window.removeEventListener('storage', onStorage);
	};
}
