import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDb, createDb, type Db } from '../client';
import { migrateDb } from '../migrate';

export interface TestDb {
	db: Db;
	dir: string;
	file: string;
	cleanup: () => void;
}

/** A fresh SQLite file built with the real migrations; one per test file, never shared. */
export function createTestDb(): TestDb {
	const dir = mkdtempSync(join(tmpdir(), 'edge-test-'));
	const file = join(dir, 'edge.sqlite');
	const db = createDb(file);
	migrateDb(db);
	return {
		db,
		dir,
		file,
		cleanup: () => {
			closeDb(db);
			rmSync(dir, { recursive: true, force: true });
		},
	};
}
