import { SIGNED_IN_MARK, USER_VISIBLE_CACHES } from './cache-rules';

/** The part of the browser's Cache Storage these rules use. */
export type CacheStorageLike = Pick<CacheStorage, 'delete' | 'has' | 'open'>;

/** What the browser keeps of a signed-in user, and the mark that says whether it may keep any. */
export interface UserCaches {
	/** Deletes the runtime caches, the chat's offline outbox and the signed-in mark. */
	clear(): Promise<void>;
	/** Remembers, in Cache Storage itself, that a signed-in user has used the app here. */
	markSignedIn(): Promise<void>;
	/** Whether a signed-in user used the app here since the caches were last cleared. */
	wasSignedIn(): Promise<boolean>;
}

const clearChatOutbox = () =>
	import('../chat/offline-outbox').then((module) => module.clearOutbox()).catch(() => undefined);

/**
 * The worker's runtime caches (images may come from private pages; edge-api-v1, an earlier
 * version's cache, could hold owners' answers) and the chat's offline outbox (the text of messages
 * still waiting to be sent). The app shell (precache) stays: it is the same for everyone. Messages
 * still waiting are dropped: privacy over delivery. Without Cache Storage (an old browser, or not
 * a secure context) there is nothing to clear but the outbox.
 */
export function userCaches(
	storage: CacheStorageLike | undefined = typeof caches === 'undefined' ? undefined : caches,
	clearOutbox: () => Promise<unknown> = clearChatOutbox,
): UserCaches {
	return {
		async clear() {
			const names = storage ? [...USER_VISIBLE_CACHES, SIGNED_IN_MARK] : [];
			await Promise.all([clearOutbox(), ...names.map((name) => storage?.delete(name).catch(() => false))]);
		},
		async markSignedIn() {
			await storage?.open(SIGNED_IN_MARK).catch(() => undefined);
		},
		async wasSignedIn() {
			return storage ? storage.has(SIGNED_IN_MARK).catch(() => false) : false;
		},
	};
}

/** Sign-out's clearing (shell/logout-dialog.tsx), before it leaves the page. */
export function clearUserCaches(): Promise<void> {
	return userCaches().clear();
}
