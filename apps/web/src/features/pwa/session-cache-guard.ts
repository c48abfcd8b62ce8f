import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { type UserCaches, userCaches } from './private-caches';

/**
 * Keeps the browser's caches from showing one user's answers to whoever comes next (docs/pwa.md
 * "Privacy on sign-out"). The logout dialog clears them itself; this covers every other way out:
 *
 * - a page that STARTS without a session (the cookie expired or was cleared, the token was dropped,
 *   another tab signed out) while a signed-in user used the app here before: a mark kept in Cache
 *   Storage, next to the caches it speaks for, says so, and the caches go;
 * - within a page, the session query's user changing to nobody or to another account.
 *
 * The session query may already have its answer when this starts (a drawn page's hydrated cache, or
 * a visitor without a token, answered at once): its current state counts as the first one seen.
 * Returns the unsubscribe function, with `settled()`: the clearing and marking started so far.
 */
export function watchSessionForCaches(queryClient: QueryClient, caches: UserCaches = userCaches()) {
	let lastUserId: string | null | undefined;
	// One change at a time, in order: a clear must not overtake the mark set before it, or after.
	let pending: Promise<void> = Promise.resolve();
	const seen = (user: { id?: string } | null | undefined) => {
		const userId = user?.id ?? null;
		if (userId === lastUserId) return;
		const previous = lastUserId;
		lastUserId = userId;
		pending = pending
			.then(async () => {
				if (userId === null) {
					if (previous || (await caches.wasSignedIn())) await caches.clear();
					return;
				}
				if (previous) await caches.clear();
				await caches.markSignedIn();
			})
			.catch(() => undefined);
	};
	const current = queryClient.getQueryState(SESSION_QUERY_KEY);
	if (current?.status === 'success') seen(current.data as { id?: string } | null);
	const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
		if (event.query.queryKey[0] !== SESSION_QUERY_KEY[0] || event.query.state.status !== 'success') return;
		seen(event.query.state.data as { id?: string } | null | undefined);
	});
	return Object.assign(unsubscribe, { settled: () => pending });
}
