import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema/index';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens (creating when missing) the SQLite file. WAL lets readers run while a write is in flight;
 * foreign keys are off by default in SQLite and every cascade in the schema relies on them.
 */
export function createDb(filePath: string): Db {
	if (filePath !== ':memory:') mkdirSync(dirname(filePath), { recursive: true });
	const sqlite = new Database(filePath);
	sqlite.pragma('journal_mode = WAL');
	sqlite.pragma('foreign_keys = ON');
	sqlite.pragma('busy_timeout = 5000');
	sqlite.pragma('synchronous = NORMAL');
	return drizzle({ client: sqlite, schema, casing: 'snake_case' }) as Db;
}

export function closeDb(db: Db): void {
	if (db.$client.open) db.$client.close();
}
