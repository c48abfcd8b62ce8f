import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Before the integration suite: the compiled server (apps/server/dist) must be up to date, since
 * compiled-server.test.ts and shutdown.test.ts run it as `npm start` does. Built once here rather
 * than in each file, so two files never build it at the same time; an unchanged tree is a turbo cache
 * hit of about a second (scripts/ensure-build.mjs).
 */
export default function setup() {
	const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs', '@edge/server'], {
		cwd: ROOT,
		stdio: 'inherit',
	});
	if (build.status !== 0) throw new Error('Building the server for the integration tests failed');
}
