import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChangeGeneration } from './change-generation';
import { closeDb, createDb, type Db } from './client';

/** Resolves in a later turn of the event loop, after this turn's setImmediate callbacks. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

let folder: string;
let ours: Db;
let other: Db;
beforeEach(() => {
	folder = mkdtempSync(join(tmpdir(), 'edge-change-generation-'));
	ours = createDb(join(folder, 'test.sqlite'));
	ours.$client.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
	other = createDb(join(folder, 'test.sqlite'));
});
afterEach(() => {
	closeDb(ours);
	closeDb(other);
	rmSync(folder, { recursive: true, force: true });
});

describe('createChangeGeneration', () => {
	it('stays the same while nothing is written, across turns', async () => {
		const generation = createChangeGeneration(ours.$client);
		const first = generation();
		ours.$client.prepare('SELECT * FROM t').all();
		expect(generation()).toBe(first);
		await nextTurn();
		expect(generation()).toBe(first);
	});

	it('changes right after a write through the same connection, in the same turn', () => {
		const generation = createChangeGeneration(ours.$client);
		const first = generation();
		ours.$client.prepare("INSERT INTO t (v) VALUES ('a')").run();
		const second = generation();
		expect(second).not.toBe(first);
		ours.$client.prepare("UPDATE t SET v = 'b'").run();
		expect(generation()).not.toBe(second);
	});

	it('changes after a commit by another connection, from the next turn on', async () => {
		const generation = createChangeGeneration(ours.$client);
		const first = generation();
		other.$client.prepare("INSERT INTO t (v) VALUES ('x')").run();
		await nextTurn();
		expect(generation()).not.toBe(first);
	});

	it('a write that changes no row leaves it alone', () => {
		const generation = createChangeGeneration(ours.$client);
		const first = generation();
		ours.$client.prepare("UPDATE t SET v = 'z' WHERE id = -1").run();
		expect(generation()).toBe(first);
	});
});
