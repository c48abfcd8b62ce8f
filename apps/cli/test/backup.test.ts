import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { roomierLimits } from '@edge/api';
import { closeDb, createDb, MIGRATIONS_FOLDER } from '@edge/db';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startScratchServer } from '../../server/src/scratch-server';
import { bearer, loginUser, type RegisteredUser, registerUser, trpcMutation } from '../../server/test/http-helpers';
import { startTestServer, type TestServer } from '../../server/test/test-server';
import { runCli } from '../src/paypal';

const CLI_DIR = resolve(import.meta.dirname, '..');

let server: TestServer;
let work: string;
let user: RegisteredUser;
let uploadId: string;

beforeAll(async () => {
	// The writers below send a few thousand contact messages from one address in seconds.
	server = await startTestServer({}, undefined, { limits: roomierLimits(100_000) });
	work = mkdtempSync(join(tmpdir(), 'edge-backup-'));
	user = await registerUser(server);
	// A real upload: a folder of image files under DATA_DIR/uploads and its row.
	const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f6f4f' } })
		.png()
		.toBuffer();
	const form = new FormData();
	form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
	const response = await fetch(`${server.url}/api/v1/uploads`, {
		method: 'POST',
		body: form,
		headers: bearer(user.token),
	});
	expect(response.status).toBe(201);
	uploadId = ((await response.json()) as { id: string }).id;
});
afterAll(async () => {
	await server?.stop();
	if (work) rmSync(work, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

/** `npm run cli -- <args>` as its own process (tsx src/paypal.ts in apps/cli), as an operator runs it. */
function cliProcess(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
	const child = spawn(process.execPath, ['--import', 'tsx', 'src/paypal.ts', ...args], {
		cwd: CLI_DIR,
		env: { ...process.env, ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	child.stdout.on('data', (chunk: Buffer) => {
		output += chunk.toString();
	});
	child.stderr.on('data', (chunk: Buffer) => {
		output += chunk.toString();
	});
	return new Promise((resolvePromise, reject) => {
		child.once('error', reject);
		child.once('close', (code) => resolvePromise({ code, output }));
	});
}

/** runCli in this process, with what it printed. */
async function cli(args: string[], env: Record<string, string>) {
	const log = vi.spyOn(console, 'log').mockImplementation(() => {});
	const error = vi.spyOn(console, 'error').mockImplementation(() => {});
	try {
		const code = await runCli(args, env);
		const text = (spy: typeof log) => spy.mock.calls.map((call) => String(call[0])).join('\n');
		return { code, out: text(log), err: text(error) };
	} finally {
		log.mockRestore();
		error.mockRestore();
	}
}

function openDb(file: string) {
	const db = createDb(file);
	return {
		integrity: () => db.$client.pragma('integrity_check', { simple: true }),
		issues: () =>
			new Set(
				(db.$client.prepare('select issue from contact_messages').all() as { issue: string }[]).map((row) => row.issue),
			),
		close: () => closeDb(db),
	};
}

const contact = {
	name: 'Carlos Gómez',
	email: 'carlos@example.com',
	phone: '+18095551234',
	country: 'República Dominicana',
};

describe('npm run cli -- backup, restore', () => {
	it('backs up the running server under a stream of writes; the restore holds every row acknowledged before it began', async () => {
		// Some bulk first, so the copy has pages to go through while the writes keep coming.
		const insert = server.db.$client.prepare(
			'insert into contact_messages (name, email, phone, country, issue, created_at) values (?, ?, ?, ?, ?, ?)',
		);
		server.db.$client.transaction(() => {
			for (let i = 0; i < 20_000; i++)
				insert.run(contact.name, contact.email, contact.phone, contact.country, `bulk ${i} ${'x'.repeat(400)}`, 0);
		})();
		// An empty write-ahead log, and a reader holding its snapshot (as a long report would): no
		// checkpoint can move the frames written from here on into the main file, so the rows the
		// writers add live only in the log, where a copy of the file alone would miss them.
		const reader = server.db.$client;
		reader.pragma('wal_checkpoint(TRUNCATE)');
		reader.exec('begin');
		reader.prepare('select count(*) from contact_messages').get();

		// Four clients sending contact messages through the API until told to stop; a message counts
		// as acknowledged once its 200 has arrived.
		const acknowledged: string[] = [];
		const failures: string[] = [];
		let stopping = false;
		const writer = async (name: string) => {
			for (let i = 0; !stopping; i++) {
				const issue = `${name} message ${i}`;
				const answer = await trpcMutation(server.url, 'contact.submit', { ...contact, issue });
				if (answer.status === 200) acknowledged.push(issue);
				else failures.push(`${issue}: ${answer.status} ${JSON.stringify(answer.error)}`);
			}
		};
		const writers = ['a', 'b', 'c', 'd'].map(writer);
		try {
			await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(40), { timeout: 15_000, interval: 20 });
			const before = [...acknowledged];
			const file = join(work, 'stream', 'edge.sqlite');
			const uploadsCopy = join(work, 'stream', 'uploads');
			const backup = await cliProcess(['backup', '--to', file, '--with-uploads', uploadsCopy], {
				DATA_DIR: server.settings.dataDir,
			});
			const duringBackup = acknowledged.length - before.length;
			stopping = true;
			await Promise.all(writers);

			expect(backup.output).toContain('integrity_check ok');
			expect(backup.code).toBe(0);
			expect(backup.output).toMatch(/last migration: \d{4}_\w+/);
			expect(backup.output).toMatch(/rows: users 1, .*uploads 1 \(\d+ tables, \d+ rows in all\)/);
			expect(backup.output).toContain('Uploads: 1 folders');
			// The server kept answering writes while the backup ran beside it.
			expect(duringBackup).toBeGreaterThan(0);
			expect(failures).toEqual([]);
			// One self-contained file, nothing left beside it.
			expect(readdirSync(join(work, 'stream')).sort()).toEqual(['edge.sqlite', 'uploads']);

			const restoredDir = join(work, 'restored');
			const restore = await cli(['restore', file, '--uploads-from', uploadsCopy], { DATA_DIR: restoredDir });
			expect(restore.err).toBe('');
			expect(restore.code).toBe(0);
			expect(restore.out).toContain('integrity_check ok');

			const restored = openDb(join(restoredDir, 'edge.sqlite'));
			try {
				expect(restored.integrity()).toBe('ok');
				const issues = restored.issues();
				expect(before.filter((issue) => !issues.has(issue))).toEqual([]);
				expect(issues.size).toBeGreaterThanOrEqual(20_000 + before.length);
			} finally {
				restored.close();
			}
			const uploadFiles = readdirSync(join(server.settings.uploadsDir, uploadId)).sort();
			expect(uploadFiles.length).toBeGreaterThan(0);
			expect(readdirSync(join(restoredDir, 'uploads', uploadId)).sort()).toEqual(uploadFiles);
			for (const name of uploadFiles)
				expect(readFileSync(join(restoredDir, 'uploads', uploadId, name))).toEqual(
					readFileSync(join(server.settings.uploadsDir, uploadId, name)),
				);

			// The restored folder is a working Edge: its user signs in and the upload is served.
			const second = await startScratchServer({ env: { DATA_DIR: restoredDir }, prefix: 'edge-restored-' });
			try {
				expect(await loginUser(second, user.email, user.password)).toMatch(/\S/);
				const image = await fetch(`${second.url}/uploads/${uploadId}/${uploadFiles[0]}`);
				expect(image.status).toBe(200);
			} finally {
				await second.stop();
			}
		} finally {
			stopping = true;
			await Promise.all(writers);
			if (reader.inTransaction) reader.exec('commit');
		}
	}, 60_000);

	it('refuses to overwrite a backup unless --force, and copies only new uploads the second time', async () => {
		const env = { DATA_DIR: server.settings.dataDir };
		const file = join(work, 'again', 'edge.sqlite');
		const uploadsCopy = join(work, 'again', 'uploads');
		expect((await cli(['backup', '--to', file, '--with-uploads', uploadsCopy], env)).code).toBe(0);
		writeFileSync(file, 'not a backup');

		const refused = await cli(['backup', '--to', file], env);
		expect(refused.code).toBe(1);
		expect(refused.err).toContain(`${file} exists; choose another file or add --force`);
		expect(readFileSync(file, 'utf8')).toBe('not a backup');

		const forced = await cli(['backup', '--to', file, '--force', '--with-uploads', uploadsCopy], env);
		expect(forced.code).toBe(0);
		expect(forced.out).toMatch(/Uploads: 1 folders into .*: 0 files copied \(0\.0 MB\), [1-9]\d* already there/);
		const copy = openDb(file);
		try {
			expect(copy.integrity()).toBe('ok');
		} finally {
			copy.close();
		}
	});

	it('restores only into an empty DATA_DIR, and only a sound Edge database', async () => {
		const file = join(work, 'refusals', 'edge.sqlite');
		expect((await cli(['backup', '--to', file], { DATA_DIR: server.settings.dataDir })).code).toBe(0);

		// Over the running server's own folder: refused, nothing touched.
		const over = await cli(['restore', file], { DATA_DIR: server.settings.dataDir });
		expect(over.code).toBe(1);
		expect(over.err).toContain('exists: restore only fills an empty DATA_DIR');
		expect(server.db.$client.prepare('select count(*) as n from users').get()).toEqual({ n: 1 });

		// Uploads into a folder that has some: refused.
		const withUploads = join(work, 'has-uploads');
		mkdirSync(join(withUploads, 'uploads', 'someone'), { recursive: true });
		const uploadsFrom = join(work, 'refusals', 'uploads');
		cpSync(server.settings.uploadsDir, uploadsFrom, { recursive: true });
		const busy = await cli(['restore', file, '--uploads-from', uploadsFrom], { DATA_DIR: withUploads });
		expect(busy.code).toBe(1);
		expect(busy.err).toContain('is not empty');
		expect(existsSync(join(withUploads, 'edge.sqlite'))).toBe(false);

		// A file that is not a database: refused, and the empty folder stays empty.
		const junk = join(work, 'refusals', 'junk.sqlite');
		writeFileSync(junk, 'SQLite format 3\u0000'.padEnd(8192, 'z'));
		const emptyDir = join(work, 'still-empty');
		const bad = await cli(['restore', junk], { DATA_DIR: emptyDir });
		expect(bad.code).toBe(1);
		expect(bad.err).toMatch(/^Not restored: /);
		expect(existsSync(emptyDir) ? readdirSync(emptyDir) : []).toEqual([]);

		// Usage: exit 2 with the help.
		expect((await cli(['restore'], { DATA_DIR: emptyDir })).code).toBe(2);
		expect((await cli(['backup'], { DATA_DIR: emptyDir })).code).toBe(2);
		const unknown = await cli(['backup', '--to', file, '--fast'], { DATA_DIR: emptyDir });
		expect(unknown.code).toBe(2);
		expect(unknown.err).toContain('restore FILE [--uploads-from DIR]');
		// No database to back up: 1.
		expect((await cli(['backup', '--to', join(work, 'none.sqlite')], { DATA_DIR: emptyDir })).code).toBe(1);
	});

	it("restores an older release's backup, which the server upgrades on its next start", async () => {
		// A database as the release before the last migration left it: the journal without its last entry.
		const olderMigrations = join(work, 'older-migrations');
		cpSync(MIGRATIONS_FOLDER, olderMigrations, { recursive: true });
		const journalFile = join(olderMigrations, 'meta', '_journal.json');
		const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
		const last = journal.entries.pop();
		writeFileSync(journalFile, JSON.stringify(journal));
		const olderDir = join(work, 'older');
		const older = createDb(join(olderDir, 'edge.sqlite'));
		try {
			migrate(older, { migrationsFolder: olderMigrations });
		} finally {
			closeDb(older);
		}

		const file = join(work, 'older-backup.sqlite');
		const backup = await cli(['backup', '--to', file], { DATA_DIR: olderDir });
		expect(backup.code).toBe(0);
		expect(backup.out).toContain(`last migration: ${journal.entries.at(-1)?.tag}`);

		const restoredDir = join(work, 'older-restored');
		const restore = await cli(['restore', file], { DATA_DIR: restoredDir });
		expect(restore.code).toBe(0);
		expect(restore.out).toContain(`The server applies 1 newer migrations (${last?.tag}) on its next start`);

		const upgraded = await startScratchServer({ env: { DATA_DIR: restoredDir }, prefix: 'edge-upgraded-' });
		try {
			const ready = (await (await fetch(`${upgraded.url}/api/ready`)).json()) as {
				checks: { migrations: { ok: boolean; latest: string } };
			};
			expect(ready.checks.migrations).toEqual({ ok: true, latest: last?.tag });
		} finally {
			await upgraded.stop();
		}
	});
});
