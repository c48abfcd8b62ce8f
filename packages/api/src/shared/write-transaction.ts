import type { Db } from '@edge/db';
import type { Tx } from './db-tx';

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
	return db.transaction(fn, { behavior: 'immediate' });
}
