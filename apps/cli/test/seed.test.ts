import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { businessCategories, closeDb, createDb, jobTypes, plans, restaurantTypes, users } from '@edge/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../src/demo-data';
import { runSeed } from '../src/seed';

/**
 * Each demo seed draws its profiles' pictures, buys plans at a PayPal simulator and renders event
 * posters: tens of seconds when the machine is busy, over the integration project's 30 s.
 */
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const ROOT = resolve(import.meta.dirname, '../../..');
let dataDir: string;

beforeAll(() => {
	dataDir = mkdtempSync(join(tmpdir(), 'edge-seed-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

function counts() {
	const db = createDb(join(dataDir, 'edge.sqlite'));
	try {
		return {
			businessCategories: db.select().from(businessCategories).all().length,
			jobTypes: db.select().from(jobTypes).all().length,
			restaurantTypes: db.select().from(restaurantTypes).all().length,
			plans: db.select().from(plans).all().length,
			users: db.select().from(users).all().length,
		};
	} finally {
		closeDb(db);
	}
}

function demoEmails() {
	const db = createDb(join(dataDir, 'edge.sqlite'));
	try {
		return db
			.select({ email: users.email })
			.from(users)
			.all()
			.map((row) => row.email);
	} finally {
		closeDb(db);
	}
}

const quiet = () => {
	vi.spyOn(console, 'log').mockImplementation(() => {});
	vi.spyOn(console, 'error').mockImplementation(() => {});
};

describe('npm run seed', () => {
	it('fills the reference lists under DATA_DIR, and a second run changes nothing', async () => {
		quiet();
		expect(await runSeed([], { DATA_DIR: dataDir })).toBe(0);
		const first = counts();
		expect(first).toEqual({ businessCategories: 67, jobTypes: 135, restaurantTypes: 26, plans: 6, users: 0 });
		expect(await runSeed([], { DATA_DIR: dataDir })).toBe(0);
		expect(counts()).toEqual(first);
	});

	it('--demo adds one account of each kind, once (the demo directory is tested in demo-directory.test.ts)', async () => {
		quiet();
		expect(await runSeed(['--demo'], { DATA_DIR: dataDir })).toBe(0);
		expect(new Set(DEMO_USERS.map((user) => user.accountKind)).size).toBe(5);
		const emails = demoEmails();
		for (const user of DEMO_USERS) expect(emails, user.email).toContain(user.email);
		const users = counts().users;
		expect(await runSeed(['--demo'], { DATA_DIR: dataDir })).toBe(0);
		expect(counts().users).toBe(users);
	});

	it('prints help with --help', async () => {
		const log = vi.spyOn(console, 'log').mockImplementation(() => {});
		expect(await runSeed(['--help'], { DATA_DIR: dataDir })).toBe(0);
		expect(String(log.mock.calls[0]?.[0])).toContain('Usage: npm run seed');
	});

	it('answers an unknown flag, a stray value or an empty DATA_DIR with a clear error and code 2', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(await runSeed(['--bogus'], { DATA_DIR: dataDir })).toBe(2);
		expect(String(error.mock.calls[0]?.[0])).toContain("Unknown option '--bogus'");
		expect(await runSeed(['--demo=yes'], { DATA_DIR: dataDir })).toBe(2);
		expect(await runSeed(['extra'], { DATA_DIR: dataDir })).toBe(2);
		expect(await runSeed([], { DATA_DIR: '' })).toBe(2);
		expect(String(error.mock.calls.at(-1)?.[0])).toContain('DATA_DIR');
	});

	it('exits the real process with code 2 on bad usage', async () => {
		const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/cli/src/seed.ts', '--nope'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: dataDir },
			timeout: 30_000,
		});
		await expect(run).rejects.toMatchObject({ code: 2 });
	});
});
