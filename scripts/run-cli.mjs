// `npm run cli -- …` and `npm run seed -- …`: the compiled CLI (apps/cli/dist), built first when its
// sources changed (scripts/ensure-build.mjs), so it runs the same after a production install, where
// tsx (a dev dependency) is absent. Runs in apps/cli, as `npm run … -w @edge/cli` did.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './ensure-build.mjs';

const [command, ...args] = process.argv.slice(2);
if (command !== 'cli' && command !== 'seed') {
	console.error('Usage: node scripts/run-cli.mjs cli|seed [arguments]');
	process.exit(2);
}
try {
	ensureBuilt(['@edge/cli']);
} catch (error) {
	console.error(error instanceof Error ? error.message : String(error));
	process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'apps/cli/dist', `${command}.js`), ...args], {
	cwd: join(ROOT, 'apps/cli'),
	stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
