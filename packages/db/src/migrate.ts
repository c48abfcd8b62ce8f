import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './client';

/**
 * The committed SQL migrations produced by `drizzle-kit generate` at the repository root. Resolved
 * from this module's URL: from packages/db/src in development and tests, and from apps/<app>/dist
 * once `npm run build` has bundled this file into the server or the CLI (scripts/node-bundle.mjs),
 * which sits at the same depth below the root, so the one path serves both.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export function migrateDb(db: Db): void {
	migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
