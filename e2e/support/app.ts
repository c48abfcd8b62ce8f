import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LimitTable, roomierLimits } from '@edge/api';
import { createDb, type Db } from '@edge/db';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type ScratchServer, startScratchServer } from '../../apps/server/src/index';
import { findChromium } from './chromium';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ARTIFACTS_DIR = resolve(ROOT, 'test-artifacts');
export const chromiumPath = findChromium();

/** Flags that keep Chromium quiet on a machine with no outside network, as root. */
export const CHROMIUM_ARGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
];

/**
 * One Chromium per test file (each file runs in a worker process of its own), launched on the first
 * context asked for; each journey gets a fresh context of it (its own cookies, storage and cache, as
 * a new profile had). A Chromium launched per context cost a second or more of both cores each time,
 * 94 times in the suite.
 */
let browser: Promise<Browser> | undefined;
/** Apps of this file still running: the last one stopped closes the browser. */
let appsRunning = 0;

export interface ContextOptions {
	viewport?: { width: number; height: number };
	javaScriptEnabled?: boolean;
	/**
	 * The browser's language (navigator.languages and Accept-Language, from which the server picks
	 * a drawn page's language: docs/ssr.md). Dominican Spanish unless given: the app's visitors, and
	 * the language the journeys read; headless Chromium would otherwise say en-US.
	 */
	locale?: string;
}

/** A fresh context of the file's Chromium on `baseURL`, service workers blocked (PWA journeys: support/pwa.ts). */
export async function newBrowserContext(baseURL: string, options: ContextOptions = {}): Promise<BrowserContext> {
	browser ??= chromium.launch({ executablePath: chromiumPath ?? undefined, args: CHROMIUM_ARGS });
	return (await browser).newContext({
		viewport: options.viewport ?? { width: 1280, height: 800 },
		javaScriptEnabled: options.javaScriptEnabled ?? true,
		locale: options.locale ?? 'es-DO',
		baseURL,
		serviceWorkers: 'block',
	});
}

/** Closes the file's Chromium, if one was launched, with its contexts. */
export async function closeBrowser(): Promise<void> {
	const launched = browser;
	browser = undefined;
	if (launched) await (await launched).close().catch(() => undefined);
}

export interface E2eApp {
	server: ScratchServer;
	db: Db;
	url: string;
	newContext(options?: ContextOptions): Promise<BrowserContext>;
	stop(): Promise<void>;
}

/**
 * The production build served by the real server, on a fresh data folder, plus a Chromium. Every
 * journey comes from 127.0.0.1: the limits have a thousand times their room (the same code path),
 * unless `options.limits` sets them (the limit tests pass DEFAULT_LIMITS).
 */
export async function startE2eApp(options: { limits?: LimitTable } = {}): Promise<E2eApp> {
	const server = await startScratchServer({
		env: { WEB_DIST: resolve(ROOT, 'apps/web/dist') },
		prefix: 'edge-e2e-',
		limits: options.limits ?? roomierLimits(1000),
	});
	const db = createDb(server.settings.databaseFile);
	const contexts: BrowserContext[] = [];
	appsRunning += 1;
	return {
		server,
		db,
		url: server.url,
		async newContext(options = {}) {
			const context = await newBrowserContext(server.url, options);
			contexts.push(context);
			return context;
		},
		async stop() {
			for (const context of contexts) await context.close().catch(() => undefined);
			db.$client.close();
			await server.stop();
			appsRunning -= 1;
			if (appsRunning === 0) await closeBrowser();
		},
	};
}

export async function screenshot(page: Page, name: string): Promise<string> {
	mkdirSync(ARTIFACTS_DIR, { recursive: true });
	const path = join(ARTIFACTS_DIR, `${name}.png`);
	await page.screenshot({ path, fullPage: false });
	return path;
}
