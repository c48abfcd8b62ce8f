import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './client';

/** The committed SQL migrations produced by `drizzle-kit generate` at the repository root. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export function migrateDb(db: Db): void {
	migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
