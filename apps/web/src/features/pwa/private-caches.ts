import { USER_VISIBLE_CACHES } from './cache-rules';

/**
 * Deletes the worker's runtime caches that could hold what a signed-in user saw (API answers can
 * carry per-user fields such as "is this mine"; images may come from private pages). The app shell
 * (precache) stays: it is the same for everyone.
 */
export async function clearUserCaches(): Promise<void> {
	if (typeof caches === 'undefined') return;
	await Promise.all(USER_VISIBLE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
