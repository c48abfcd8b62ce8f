import type { DbOrTx } from './db-tx';

/**
 * What a process keeps in memory that a write elsewhere can make stale (docs/scaling.md, "Cache
 * invalidation"):
 * - `session`: one session (key: its token) was ended, as by a logout;
 * - `user`: a user's row or sessions changed (key: the user id): a password reset, a suspension or
 *   its end, a deleted account, a subscription change (the main plan on the row); the session cache
 *   drops what it kept for that user, the promoted owners are read again;
 * - `publicData`: what visitors' pages show changed: the kept drawn pages are drawn again.
 * A message without a key means "all of this kind" (a process that may have missed messages).
 */
export type InvalidationKind = 'session' | 'user' | 'publicData';

export type InvalidationListener = (key: string | undefined) => void;

/**
 * Tells every process serving the app, this one included, that something it may keep is stale.
 * One process (the default): only its own caches hear it (createLocalInvalidation). With REDIS_URL:
 * every process, over one Redis channel (apps/server/src/redis/redis-invalidation.ts).
 *
 * Publish after the commit, never inside the transaction: a process that heard the message before
 * the commit would read the old row again and keep it.
 *
 * On one machine the caches also notice other processes' commits by themselves, through SQLite's
 * data_version (packages/db/src/change-generation.ts), which is immediate where a message takes a
 * Redis round trip. The messages are what still holds where data_version does not: several
 * machines, each with its own connection to a shared database.
 */
export interface CacheInvalidation {
	/**
	 * Whether other server processes publish here too (Redis): then a cache need not treat every
	 * commit by another connection as a possible change to what it keeps, since the processes that
	 * make the changes say so.
	 */
	readonly shared: boolean;
	/** This process's listeners hear it at once (synchronously); other processes when it arrives. */
	publish(kind: InvalidationKind, key?: string): void;
	/** Returns the unsubscribe. */
	subscribe(kind: InvalidationKind, listener: InvalidationListener): () => void;
}

/** Calls the listeners of `kind` with `key`; a throwing listener does not stop the others. */
export function createListenerSet() {
	const listeners = new Map<InvalidationKind, Set<InvalidationListener>>();
	return {
		add(kind: InvalidationKind, listener: InvalidationListener): () => void {
			let set = listeners.get(kind);
			if (!set) {
				set = new Set();
				listeners.set(kind, set);
			}
			set.add(listener);
			return () => {
				set.delete(listener);
			};
		},
		call(kind: InvalidationKind, key: string | undefined): void {
			for (const listener of [...(listeners.get(kind) ?? [])]) {
				try {
					listener(key);
				} catch {
					// A cache that failed to drop an entry still has its data_version check; the others go on.
				}
			}
		},
		/** Every kind, without a key: "drop everything", for a process that may have missed messages. */
		callAll(): void {
			for (const kind of listeners.keys()) this.call(kind, undefined);
		},
	};
}

/** A transaction shares its database's session (prepared.ts): both find the same invalidation. */
type WithSession = { session: object };
const bound = new WeakMap<object, CacheInvalidation>();

/**
 * Makes `invalidation` the one for this database (server.ts, at start), for code that holds only
 * `db` or `tx` and is called from many services (subscription-store.ts's refreshMainPlan, the
 * promoted owners). Unbound (the CLI, unit tests), boundInvalidation gives undefined: nothing to tell.
 */
export function bindInvalidation(db: DbOrTx, invalidation: CacheInvalidation): void {
	bound.set((db as unknown as WithSession).session, invalidation);
}

export function boundInvalidation(db: DbOrTx): CacheInvalidation | undefined {
	return bound.get((db as unknown as WithSession).session);
}

/** One process: the message reaches this process's own caches, and nothing else exists to tell. */
export function createLocalInvalidation(): CacheInvalidation {
	const listeners = createListenerSet();
	return {
		shared: false,
		publish: (kind, key) => listeners.call(kind, key),
		subscribe: (kind, listener) => listeners.add(kind, listener),
	};
}
