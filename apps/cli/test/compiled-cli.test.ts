import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { closeDb, createDb } from '@edge/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

// Provided by the integration suite's global set-up (apps/server/test/global-setup.ts, which declares
// it for the server's tests; this project does not include that file).
declare module 'vitest' {
	export interface ProvidedContext {
		compiledBuildError: string | null;
	}
}
const run = promisify(execFile);

/**
 * The command line as `npm run seed` and `npm run cli` run it (issue 22): apps/cli/dist, compiled by
 * `npm run build` (the integration suite's global set-up builds it), under plain node, so it works
 * after a production install where tsx is absent. NODE_OPTIONS is dropped so no loader slips in.
 */
function compiled(file: 'seed.js' | 'cli.js', args: string[], dataDir: string) {
	const { NODE_OPTIONS: _, ...inherited } = process.env;
	return run(process.execPath, ['--enable-source-maps', join('apps/cli/dist', file), ...args], {
		cwd: ROOT,
		env: { ...inherited, DATA_DIR: dataDir },
	});
}

let dataDir: string;
beforeAll(() => {
	const buildError = inject('compiledBuildError');
	if (buildError) throw new Error(buildError);
	dataDir = mkdtempSync(join(tmpdir(), 'edge-compiled-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the compiled command line', () => {
	it('seeds a fresh DATA_DIR: the migrations are found from apps/cli/dist', async () => {
		const { stdout } = await compiled('seed.js', [], dataDir);
		expect(stdout).toContain(`Reference data in ${join(dataDir, 'edge.sqlite')}`);
		const journal = JSON.parse(readFileSync(join(ROOT, 'drizzle/meta/_journal.json'), 'utf8')) as {
			entries: unknown[];
		};
		const db = createDb(join(dataDir, 'edge.sqlite'));
		try {
			const applied = db.$client.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number };
			expect(applied.n).toBe(journal.entries.length);
		} finally {
			closeDb(db);
		}
	});

	it('takes a backup of it and shows its help', async () => {
		const file = join(dataDir, 'copy.sqlite');
		await compiled('cli.js', ['backup', '--to', file], dataDir);
		expect(existsSync(file)).toBe(true);
		const { stdout } = await compiled('cli.js', ['help'], dataDir);
		expect(stdout).toContain('Usage: npm run cli -- <command>');
	});
});
