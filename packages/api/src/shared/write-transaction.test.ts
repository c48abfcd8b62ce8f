import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDb, createDb, type Db, users } from '@edge/db';
import { createTestDb, insertTestUser, type TestDb } from '@edge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, writeTransaction } from './write-transaction';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return sourceFiles(path);
		return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
	});
}

let testDb: TestDb;
/** A second connection to the same file: what another server process holds. */
let other: Db;
beforeAll(() => {
	testDb = createTestDb();
	other = createDb(testDb.file);
	// Answer at once instead of waiting 5 s for the lock: the test asks who holds it.
	other.$client.pragma('busy_timeout = 0');
});
afterAll(() => {
	closeDb(other);
	testDb.cleanup();
});

describe('writeTransaction', () => {
	it('holds the write lock from its start, before its first write, so another connection cannot commit in between', () => {
		const { db } = testDb;
		const user = insertTestUser(db, { firstName: 'Ana' });
		let otherWrite: unknown = null;
		writeTransaction(db, (tx) => {
			tx.select().from(users).where(eq(users.id, user.id)).get();
			try {
				other.update(users).set({ firstName: 'Otra' }).where(eq(users.id, user.id)).run();
			} catch (error) {
				otherWrite = (error as { code?: string }).code;
			}
			tx.update(users).set({ firstName: 'Beatriz' }).where(eq(users.id, user.id)).run();
		});
		expect(otherWrite).toBe('SQLITE_BUSY');
		expect(db.select({ firstName: users.firstName }).from(users).where(eq(users.id, user.id)).get()?.firstName).toBe(
			'Beatriz',
		);
	});

	it("is what a deferred transaction is not: one that read, then met another connection's commit, fails at its first write", () => {
		const { db } = testDb;
		const user = insertTestUser(db, { firstName: 'Ana' });
		let failure: unknown = null;
		try {
			db.transaction((tx) => {
				tx.select().from(users).where(eq(users.id, user.id)).get();
				other.update(users).set({ firstName: 'Otra' }).where(eq(users.id, user.id)).run();
				tx.update(users).set({ firstName: 'Beatriz' }).where(eq(users.id, user.id)).run();
			});
		} catch (error) {
			failure = (error as { code?: string }).code;
		}
		// busy_timeout does not retry this one: it is why every writing transaction starts IMMEDIATE.
		expect(failure).toBe('SQLITE_BUSY_SNAPSHOT');
	});

	it('runs what afterCommit queued once the transaction committed, and nothing when it rolled back', () => {
		const { db } = testDb;
		const ran: string[] = [];
		writeTransaction(db, (tx) => {
			afterCommit(tx, () => ran.push('committed'));
			expect(ran).toEqual([]);
		});
		expect(ran).toEqual(['committed']);
		expect(() =>
			writeTransaction(db, (tx) => {
				afterCommit(tx, () => ran.push('rolled back'));
				throw new Error('refused');
			}),
		).toThrow('refused');
		// Outside a transaction the write has committed already: at once.
		afterCommit(db, () => ran.push('at once'));
		expect(ran).toEqual(['committed', 'at once']);
	});

	it('holds what a nested transaction or the database itself queued until the outer commit', () => {
		const { db } = testDb;
		const ran: string[] = [];
		writeTransaction(db, () => {
			writeTransaction(db, (inner) => {
				afterCommit(inner, () => ran.push('nested'));
			});
			expect(() =>
				writeTransaction(db, (inner) => {
					afterCommit(inner, () => ran.push('nested, rolled back'));
					throw new Error('refused');
				}),
			).toThrow('refused');
			// A read on the database inside the transaction is on its connection: the same wait.
			afterCommit(db, () => ran.push('database'));
			expect(ran).toEqual([]);
		});
		expect(ran).toEqual(['nested', 'database']);
	});

	it('is how every transaction in packages/api starts: no service calls .transaction( itself', () => {
		const direct = sourceFiles(SRC)
			.filter((file) => !file.endsWith('write-transaction.ts'))
			.filter((file) => /\.transaction\(/.test(readFileSync(file, 'utf8')))
			.map((file) => relative(SRC, file));
		expect(direct).toEqual([]);
	});
});
