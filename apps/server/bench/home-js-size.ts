import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../src/env';
import { startScratchServer } from '../src/scratch-server';

const DIST = resolve(REPO_ROOT, 'apps/web/dist');

function gzipSize(file: string): number {
	return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Loads / in Chromium and sums the gzipped size of every script it fetched (entry, preloads and the
 * home route's lazy chunk). Without a Chromium, falls back to the scripts index.html names.
 */
export interface HomeJs {
	gzipBytes: number;
	files: number;
	method: string;
	/** The largest scripts, to know where to cut. */
	largest: { path: string; gzipBytes: number }[];
}

function summarize(files: string[], method: string): HomeJs {
	const sized = files.map((file) => ({ path: file.slice(DIST.length), gzipBytes: gzipSize(file) }));
	sized.sort((a, b) => b.gzipBytes - a.gzipBytes);
	return {
		gzipBytes: sized.reduce((sum, f) => sum + f.gzipBytes, 0),
		files: sized.length,
		method,
		largest: sized.slice(0, 6),
	};
}

export async function measureHomeJs(): Promise<HomeJs> {
	spawnSync(process.execPath, ['scripts/web-build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
	const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
	if (!chromiumPath) {
		const html = readFileSync(join(DIST, 'index.html'), 'utf8');
		const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => join(DIST, m[1] as string));
		return summarize(scripts, 'index.html');
	}
	const app = await startScratchServer({
		env: { NODE_ENV: 'production', PAYPAL_MODE: 'simulator' },
		prefix: 'edge-bench-js-',
	});
	const profile = mkdtempSync(join(tmpdir(), 'edge-bench-chromium-'));
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: chromiumPath,
		args: [
			'--headless=new',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--no-first-run',
		],
		serviceWorkers: 'block',
	});
	const scripts = new Set<string>();
	const page = await context.newPage();
	page.on('response', (response) => {
		const path = new URL(response.url()).pathname;
		if (path.endsWith('.js')) scripts.add(path);
	});
	await page.goto(app.url, { waitUntil: 'networkidle' });
	await context.close();
	await app.stop();
	rmSync(profile, { recursive: true, force: true });
	return summarize(
		[...scripts].map((path) => join(DIST, path)),
		'Chromium',
	);
}
