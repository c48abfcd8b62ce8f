// Builds the web app when apps/web/dist is missing or stale (scripts/ensure-build.mjs: turbo's
// content hash decides). Run directly by the browser tests' global set-up and the benches.
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-build.mjs';

export { ROOT } from './ensure-build.mjs';

export function ensureWebBuild() {
	ensureBuilt(['@edge/web']);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	ensureWebBuild();
}
