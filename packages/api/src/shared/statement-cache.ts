import type { Db } from '@edge/db';

type Client = Db['$client'];
/** The part of better-sqlite3's statement used here, with parameters left open (named or positional). */
export interface Statement {
	all(...params: unknown[]): unknown[];
	get(...params: unknown[]): unknown;
	run(...params: unknown[]): { changes: number };
}

const caches = new WeakMap<Client, Map<string, Statement>>();

/**
 * A prepared statement per connection and SQL text, for SQL written by hand (drizzle queries use
 * prepared.ts). Search runs on every keystroke-driven request, and preparing costs about as much as
 * running a small query; its SQL texts are built from a fixed set of fragments, so the cache stays
 * small (one entry per combination of filters).
 */
export function statement(db: Db, sql: string): Statement {
	const client = db.$client;
	let cache = caches.get(client);
	if (!cache) {
		cache = new Map();
		caches.set(client, cache);
	}
	let prepared = cache.get(sql);
	if (!prepared) {
		prepared = client.prepare(sql) as unknown as Statement;
		cache.set(sql, prepared);
	}
	return prepared;
}
