import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { closeDb, createDb, type Db, MIGRATIONS_FOLDER } from '@edge/db';

/** What a checked copy holds, for the command's summary. */
export interface CopySummary {
	/**
	 * The last migration the copy has applied: its journal time and tag (`unknown` when this
	 * release's journal does not have it, i.e. a newer release made the copy); null for none.
	 */
	lastMigration: { when: number; tag: string } | null;
	/** Row counts of the tables an operator recognises, in this order. */
	headline: { table: string; rows: number }[];
	tables: number;
	rows: number;
}

export class CopyCheckError extends Error {}

/** The tables the summary names; the others only count towards the totals. */
const HEADLINE_TABLES = ['users', 'profiles', 'reviews', 'subscriptions', 'messages', 'wall_posts', 'uploads'];

interface JournalEntry {
	tag: string;
	when: number;
}

/** The migrations this release ships, oldest first (drizzle/meta/_journal.json). */
export function shippedMigrations(): JournalEntry[] {
	const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
		entries: JournalEntry[];
	};
	return journal.entries;
}

/**
 * Copies the live database with SQLite's online backup API. The whole file goes in one step: in WAL
 * mode a step reads one snapshot without blocking the server's writers, while several small steps
 * restart from the first page whenever another connection writes in between, so a busy server
 * could keep a stepped backup from ever finishing. The snapshot is what was committed when the
 * step began; later writes are not in it.
 */
export async function backupDatabase(sourceFile: string, targetFile: string): Promise<void> {
	const source = createDb(sourceFile);
	try {
		// better-sqlite3 steps 0 pages first, then asks the callback how many to take per step.
		await source.$client.backup(targetFile, { progress: () => 0x7fffffff });
	} finally {
		closeDb(source);
	}
}

/** Deletes a copy that failed, with the journal files SQLite may have left beside it. */
export function removeDatabaseFile(file: string): void {
	for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Opens a copy, checks it (PRAGMA integrity_check, and that it is an Edge database: drizzle's
 * migration table), and reads its summary. `journalMode` 'delete' leaves a backup as one
 * self-contained file; a restored database stays in WAL mode, as the server runs it.
 * Throws CopyCheckError when the copy is not a sound Edge database.
 */
export function checkCopy(file: string, journalMode: 'delete' | 'wal'): CopySummary {
	let db: Db;
	try {
		db = createDb(file);
	} catch (error) {
		throw new CopyCheckError(`${file} is not a SQLite database (${errorText(error)})`);
	}
	try {
		const sqlite = db.$client;
		let problems: string[];
		try {
			problems = (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
		} catch (error) {
			throw new CopyCheckError(`${file} is not a SQLite database (${errorText(error)})`);
		}
		if (problems.length !== 1 || problems[0] !== 'ok')
			throw new CopyCheckError(`${file} failed PRAGMA integrity_check: ${problems.slice(0, 5).join('; ')}`);
		const tables = (
			sqlite
				.prepare(
					"select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%'",
				)
				.all() as { name: string }[]
		).map((row) => row.name);
		if (!tables.includes('__drizzle_migrations'))
			throw new CopyCheckError(`${file} is a SQLite database but not Edge's (it has no migration table)`);
		const counts = new Map(
			tables.map((table) => [
				table,
				(sqlite.prepare(`select count(*) as n from "${table.replaceAll('"', '""')}"`).get() as { n: number }).n,
			]),
		);
		sqlite.pragma(`journal_mode = ${journalMode}`);
		return {
			lastMigration: lastMigrationOf(db),
			headline: HEADLINE_TABLES.filter((table) => counts.has(table)).map((table) => ({
				table,
				rows: counts.get(table) ?? 0,
			})),
			tables: tables.length,
			rows: [...counts.values()].reduce((sum, n) => sum + n, 0),
		};
	} finally {
		closeDb(db);
	}
}

/** drizzle's migrator records each applied migration with its journal time as created_at. */
function lastMigrationOf(db: Db): CopySummary['lastMigration'] {
	const row = db.$client
		.prepare('select created_at as createdAt from __drizzle_migrations order by created_at desc limit 1')
		.get() as { createdAt: number | string } | undefined;
	if (!row) return null;
	const when = Number(row.createdAt);
	return { when, tag: shippedMigrations().find((entry) => entry.when === when)?.tag ?? 'unknown' };
}

function errorText(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}
