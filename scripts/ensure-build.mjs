// Brings the compiled apps up to date before something runs them (npm start, npm run cli, the tests'
// global set-up). Whether a build is stale is turbo's call: its build task (turbo.json) hashes each
// app's files, the workspace packages' sources, the migrations and the lockfile, and an unchanged
// tree is a cache hit that takes well under a second. A changed one rebuilds, and a build made
// before is restored from .turbo/cache instead of being made again.
//
// After a production install (`npm ci --omit=dev`) turbo, a dev dependency, is gone: the build made
// before the install is used as it is, and a missing one is an error that says what to run.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TURBO = join(ROOT, 'node_modules/.bin/turbo');

/** What each app's build leaves, relative to the root: its presence means "built" without turbo. */
export const BUILT_FILES = {
	'@edge/web': ['apps/web/dist/index.html', 'apps/web/dist/ssr/entry-server.js'],
	'@edge/server': ['apps/server/dist/main.js', 'apps/server/dist/first-view-worker.mjs'],
	'@edge/cli': ['apps/cli/dist/cli.js', 'apps/cli/dist/seed.js'],
};

export const turboAvailable = () => existsSync(TURBO);

/** Builds the `packages` (names as in BUILT_FILES) that are missing or stale; throws when it cannot. */
export function ensureBuilt(packages) {
	if (turboAvailable()) {
		const started = Date.now();
		const result = spawnSync(
			TURBO,
			['run', 'build', ...packages.map((name) => `--filter=${name}`), '--output-logs=new-only'],
			{
				cwd: ROOT,
				encoding: 'utf8',
				// Always a production bundle, even when called from vitest (which sets NODE_ENV=test).
				env: { ...process.env, NODE_ENV: 'production', TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
			},
		);
		const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
		// On stderr, and only when something happened: the output of what runs next (a CLI's) stays its own.
		if (result.status !== 0) {
			process.stderr.write(output);
			throw new Error(`The build failed for ${packages.join(', ')} (turbo run build)`);
		}
		// The web build's stamp: the hash turbo gave its inputs, which the PWA update test compares to
		// tell whether its second build (same sources, another build id) is still current.
		const webHash = output.match(/^@edge\/web:build: cache (?:hit|miss)\b.*?\b([0-9a-f]{16})\b/m)?.[1];
		if (webHash) writeFileSync(join(ROOT, 'apps/web/dist/.source-hash'), webHash);
		const built = [...output.matchAll(/^(@edge\/[\w-]+):build: cache miss/gm)].map((match) => match[1]);
		if (built.length > 0) {
			process.stderr.write(
				`Built ${built.join(', ')} (sources changed) in ${Math.round((Date.now() - started) / 100) / 10} s\n`,
			);
		}
		return;
	}
	const missing = packages.flatMap((name) => BUILT_FILES[name]).filter((file) => !existsSync(join(ROOT, file)));
	if (missing.length > 0) {
		throw new Error(
			`No build (${missing.join(', ')} missing) and no turbo to make one (a production install): ` +
				'run `npm run build` after a full `npm ci`, then `npm ci --omit=dev` (docs/operations.md, "Build and deploy").',
		);
	}
}

// `node scripts/ensure-build.mjs @edge/server …`: the tests' global set-up, and anyone by hand.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const packages = process.argv.slice(2);
	const unknown = packages.filter((name) => !(name in BUILT_FILES));
	if (packages.length === 0 || unknown.length > 0) {
		console.error(`Usage: node scripts/ensure-build.mjs ${Object.keys(BUILT_FILES).join('|')} …`);
		process.exit(2);
	}
	try {
		ensureBuilt(packages);
	} catch (error) {
		console.error(error instanceof Error ? error.message : String(error));
		process.exit(1);
	}
}
