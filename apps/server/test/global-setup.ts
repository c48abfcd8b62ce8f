import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

declare module 'vitest' {
	export interface ProvidedContext {
		/** Why the compiled server could not be built for this run, or null when it is up to date. */
		serverBuildError: string | null;
	}
}

/**
 * Before the integration suite: the compiled server (apps/server/dist) must be up to date, since
 * compiled-server.test.ts and shutdown.test.ts run it as `npm start` does. Built once here rather
 * than in each file, so two files never build it at the same time; an unchanged tree is a turbo cache
 * hit of about a second (scripts/ensure-build.mjs). A failed build fails those two files only
 * (server-process.ts), not every integration file of the run.
 */
export default function setup(project: TestProject) {
	const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs', '@edge/server'], {
		cwd: ROOT,
		encoding: 'utf8',
	});
	project.provide(
		'serverBuildError',
		build.status === 0 ? null : `Building the compiled server failed:\n${build.stdout}${build.stderr}`,
	);
}
