import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

declare module 'vitest' {
	export interface ProvidedContext {
		/** Why the compiled server and CLI could not be built for this run, or null when they are up to date. */
		compiledBuildError: string | null;
	}
}

/**
 * Before the integration suite: the compiled server and CLI (apps/server/dist, apps/cli/dist) must
 * be up to date, since compiled-server.test.ts, shutdown.test.ts and compiled-cli.test.ts run them
 * as `npm start` and `npm run cli` do. Built once here rather than in each file, so two files never
 * build at the same time; an unchanged tree is a turbo cache hit of about a second
 * (scripts/ensure-build.mjs). A failed build fails those files only, not every integration file.
 */
export default function setup(project: TestProject) {
	const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs', '@edge/server', '@edge/cli'], {
		cwd: ROOT,
		encoding: 'utf8',
	});
	project.provide(
		'compiledBuildError',
		build.status === 0 ? null : `Building the compiled server and CLI failed:\n${build.stdout}${build.stderr}`,
	);
}
