import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumPath, ROOT } from './app';

/** Helpers of the PWA journeys: a Chromium that lets service workers run, and the worker's caches. */

const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

export interface PwaBrowser {
	context: BrowserContext;
	page: Page;
	close(): Promise<void>;
}

/**
 * A persistent Chromium profile with service workers allowed (startE2eApp's contexts block them so
 * the other journeys always hit the network). Its own profile folder, removed on close.
 */
export async function launchPwaBrowser(
	baseURL: string,
	viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<PwaBrowser> {
	const profile = mkdtempSync(join(tmpdir(), 'edge-pwa-chromium-'));
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: chromiumPath ?? undefined,
		args: ARGS,
		viewport,
		baseURL,
		serviceWorkers: 'allow',
		// A Dominican reader, as every other journey's browser (support/app.ts): the server draws a first
		// visit in the language of Accept-Language, and headless Chromium's own is en-US.
		locale: 'es-DO',
	});
	const page = context.pages()[0] ?? (await context.newPage());
	return {
		context,
		page,
		async close() {
			await context.close().catch(() => undefined);
			try {
				rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
			} catch {}
		},
	};
}

/** Waits until a service worker is active and controls this page (it claims the page on its first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
	await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });
}

/** The cache names of this origin's Cache Storage. */
export function cacheNames(page: Page): Promise<string[]> {
	return page.evaluate(() => caches.keys());
}

/** Every entry of one runtime cache: the request URL (path and query) and the response text. */
export function cacheEntries(page: Page, cacheName: string): Promise<Array<{ url: string; body: string }>> {
	return page.evaluate(async (name) => {
		if (!(await caches.has(name))) return [];
		const cache = await caches.open(name);
		const entries: Array<{ url: string; body: string }> = [];
		for (const request of await cache.keys()) {
			const response = await cache.match(request);
			const url = new URL(request.url);
			entries.push({ url: url.pathname + url.search, body: response ? await response.text() : '' });
		}
		return entries;
	}, cacheName);
}

/** The tRPC procedures named in an /api/trpc/ URL (a batch names several, comma-separated; a kept entry one). */
export function proceduresOf(url: string): string[] {
	const path = url.split('?')[0] ?? '';
	return path
		.replace(/^\/api\/trpc\//, '')
		.split(',')
		.map(decodeURIComponent);
}

/** The tRPC reads (GET /api/trpc/…) this page sends from now on, path and query, as it sends them. */
export function recordApiReads(page: Page): Array<{ url: string; headers: Record<string, string> }> {
	const reads: Array<{ url: string; headers: Record<string, string> }> = [];
	page.on('request', (request) => {
		const url = new URL(request.url());
		if (request.method() === 'GET' && url.pathname.startsWith('/api/trpc/')) {
			reads.push({ url: url.pathname + url.search, headers: request.headers() });
		}
	});
	return reads;
}

/** A fetch from the page (through its service worker): its status and text, or the failure's message. */
export function fetchFromPage(
	page: Page,
	url: string,
	headers: Record<string, string>,
): Promise<{ status: number; body: string } | { failed: string }> {
	return page.evaluate(
		async ({ url, headers }) => {
			try {
				const response = await fetch(url, { headers });
				return { status: response.status, body: await response.text() };
			} catch (error) {
				return { failed: String(error) };
			}
		},
		{ url, headers },
	);
}

/**
 * Builds the web app into outDir (never apps/web/dist, which the other journeys use) with extra
 * environment, e.g. VITE_BUILD_ID. Resolves with the time it took.
 */
export function buildWebInto(outDir: string, env: Record<string, string>): Promise<number> {
	const started = Date.now();
	return new Promise((resolve, reject) => {
		const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
			cwd: join(ROOT, 'apps/web'),
			env: { ...process.env, ...env, NODE_ENV: 'production' },
			stdio: ['ignore', 'ignore', 'pipe'],
		});
		let errors = '';
		child.stderr.on('data', (chunk) => {
			errors += String(chunk);
		});
		child.on('error', reject);
		child.on('exit', (code) =>
			code === 0 ? resolve(Date.now() - started) : reject(new Error(`vite build failed (${code}): ${errors}`)),
		);
	});
}
