import { USER_VISIBLE_CACHES } from './cache-rules';

/**
 * Deletes what the browser keeps of a signed-in user: the worker's runtime caches (API answers can
 * carry per-user fields such as "is this mine"; images may come from private pages) and the chat's
 * offline outbox (the text of messages still waiting to be sent). The app shell (precache) stays:
 * it is the same for everyone. Messages still waiting are dropped: privacy over delivery.
 */
export async function clearUserCaches(): Promise<void> {
	const outbox = import('../chat/offline-outbox').then((module) => module.clearOutbox()).catch(() => undefined);
	if (typeof caches === 'undefined') {
		await outbox;
		return;
	}
	await Promise.all([outbox, ...USER_VISIBLE_CACHES.map((name) => caches.delete(name).catch(() => false))]);
}
