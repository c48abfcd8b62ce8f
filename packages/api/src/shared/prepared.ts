import type { DbOrTx } from './db-tx';

/** A transaction shares its database's session (and so its connection): both key the same cache. */
type WithSession = { session: object };

const caches = new WeakMap<object, Map<unknown, unknown>>();

/**
 * A drizzle query prepared once per connection. Drizzle builds a query's SQL and asks SQLite to
 * prepare it on every call, which costs about as much as running a small query; sending a chat
 * message runs a dozen of them (docs/bench.md, "Chat"). `build` makes the query with
 * `sql.placeholder(...)` for its values and must be a module-level function: its identity is the
 * cache key. A statement prepared on the database runs inside the caller's transaction, since
 * better-sqlite3 runs everything of one connection in order.
 *
 * An insert's placeholders go through their columns' encoders (pass Dates to timestamp columns);
 * placeholders in a `where` or in `sql` reach SQLite as given (pass epoch milliseconds there).
 */
export function prepared<T>(db: DbOrTx, build: (db: DbOrTx) => T): T {
	const session = (db as unknown as WithSession).session;
	let cache = caches.get(session);
	if (!cache) {
		cache = new Map();
		caches.set(session, cache);
	}
	let query = cache.get(build) as T | undefined;
	if (query === undefined) {
		query = build(db);
		cache.set(build, query);
	}
	return query;
}
