import type { Db } from '@edge/db';
import type { DbOrTx, Tx } from './db-tx';

/** Per open writeTransaction (its `tx`): what runs once it has committed (afterCommit). */
const committing = new WeakMap<object, (() => void)[]>();
/** Per connection (better-sqlite3's): the queue of the outermost writeTransaction open on it. */
const outermost = new WeakMap<object, (() => void)[]>();

/**
 * A transaction that writes: it takes SQLite's write lock at its start (BEGIN IMMEDIATE), waiting
 * up to busy_timeout for another writer to finish, and then reads and writes a snapshot nobody can
 * change under it. Every transaction in packages/api goes through here (write-transaction.test.ts
 * keeps it so).
 *
 * Why not drizzle's default (BEGIN DEFERRED, a read lock first, upgraded at the first write): when
 * several processes write to one file (issue 24, docs/scaling.md), a deferred transaction that read
 * and then meets another process's lock or commit fails at once, with SQLITE_BUSY ("database is
 * locked": a read transaction waiting to write gets no busy handler, as waiting could deadlock) or
 * SQLITE_BUSY_SNAPSHOT (its snapshot is stale). busy_timeout retries neither, so the request
 * answered 500. Taking the lock first costs nothing in one process (better-sqlite3 runs one
 * transaction at a time anyway) and makes the processes take turns (docs/decisions.md).
 *
 * `fn` must stay synchronous: better-sqlite3 refuses a transaction that returns a promise.
 */
export function writeTransaction<T>(db: Db, fn: (tx: Tx) => T): T {
	const outer = outermost.get(db.$client);
	const after: (() => void)[] = [];
	if (!outer) outermost.set(db.$client, after);
	let result: T;
	try {
		result = db.transaction(
			(tx) => {
				committing.set(tx, after);
				return fn(tx);
			},
			{ behavior: 'immediate' },
		);
	} finally {
		if (!outer) outermost.delete(db.$client);
	}
	// Nested in another (better-sqlite3 makes it a savepoint): nothing is committed until the
	// outer one is, so its work waits for that. Rolled back, it never gets here: dropped.
	if (outer) outer.push(...after);
	else for (const run of after) run();
	return result;
}

/**
 * Runs `fn` once the writeTransaction that `tx` belongs to has committed, and never if it rolls
 * back: for what must follow the commit, such as telling other processes a row changed (a process
 * told earlier could read the old row again and keep it). Given the database while a
 * writeTransaction is open on it (a "same connection" read inside one), it waits for that one.
 * Given the database outside any, whose writes commit as they run, it runs `fn` at once.
 */
export function afterCommit(tx: DbOrTx, fn: () => void): void {
	const client = (tx as { $client?: object }).$client;
	const after = committing.get(tx) ?? (client ? outermost.get(client) : undefined);
	if (after) after.push(fn);
	else fn();
}
