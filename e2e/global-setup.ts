import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from './support/chromium';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Before the browser suite: a Chromium must exist (or CI fails), and the SPA build must be fresh. */
export default function setup() {
	if (!findChromium()) {
		if (process.env.CI === 'true') throw new Error(`CI=true and no Chromium: ${CHROMIUM_MISSING_MESSAGE}`);
		console.warn(CHROMIUM_MISSING_MESSAGE);
		return;
	}
	const build = spawnSync(process.execPath, ['scripts/web-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
	if (build.status !== 0) throw new Error('Building the web app for the browser tests failed');
}
