import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { clearUserCaches } from './private-caches';

/**
 * Whenever the signed-in user changes (sign-out, an expired session, another account signing in),
 * the caches that may hold the previous user's answers go. The logout dialog also clears them
 * itself, before it leaves the page; this covers the ways out that do not pass through it.
 */
export function watchSessionForCaches(queryClient: QueryClient, clear: () => Promise<void> = clearUserCaches) {
	let lastUserId: string | null | undefined;
	return queryClient.getQueryCache().subscribe((event) => {
		if (event.query.queryKey[0] !== SESSION_QUERY_KEY[0] || event.query.state.status !== 'success') return;
		const user = event.query.state.data as { id?: string } | null | undefined;
		const userId = user?.id ?? null;
		if (lastUserId && lastUserId !== userId) void clear();
		lastUserId = userId;
	});
}
