import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import type { BrowserContext, Page } from 'playwright-core';
import { dropKeys, REDIS_URL, requireRedis, uniquePrefix } from '../../apps/server/test/redis-helpers';
import { freePort, type ServerProcess, startServerProcess } from '../../apps/server/test/server-process';
import { closeBrowser, newBrowserContext, ROOT } from './app';
import { type ApiUser, fillLogin, waitForPath } from './journeys';

/** One of the two server processes, and browsers that talk only to it. */
export interface ProcessApp {
	url: string;
	/** A Chromium context whose pages open on this process (a fresh context, so its own cookies). */
	newContext(options?: { viewport?: { width: number; height: number } }): Promise<BrowserContext>;
	/** A page of a new context, signed in through this process's login page, in English, at `path`. */
	signedInPage(user: ApiUser, path: string): Promise<Page>;
}

export interface TwoProcesses {
	a: ProcessApp;
	b: ProcessApp;
	/** How many connections (processes) listen on a bus key's Redis channel (PUBSUB NUMSUB). */
	listenersOf(busKey: string): Promise<number>;
	stop(): Promise<void>;
}

/**
 * Two real server processes (the compiled server `npm start` runs) on one DATA_DIR and one Redis,
 * each on its own port, as WEB_CONCURRENCY=2 runs them behind one (issue 24): the browser tests
 * then choose which process each browser talks to. Their Redis keys and channels carry a prefix no
 * other run shares. Redis must answer (CI starts one); the production web build must exist (the
 * browser suite's global set-up builds it).
 */
export async function startTwoProcesses(): Promise<TwoProcesses> {
	await requireRedis();
	// The compiled server must match the sources (a turbo cache hit when it does).
	const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs', '@edge/server'], {
		cwd: ROOT,
		encoding: 'utf8',
	});
	if (build.status !== 0) throw new Error(`Building the compiled server failed:\n${build.stdout}${build.stderr}`);

	const dataDir = mkdtempSync(join(tmpdir(), 'edge-e2e-two-'));
	const prefix = uniquePrefix();
	const processes: ServerProcess[] = [];
	const contexts: BrowserContext[] = [];

	const start = async (): Promise<ProcessApp> => {
		const port = await freePort();
		const proc = startServerProcess({
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			NODE_ENV: 'test',
			LOG_REQUESTS: 'false',
			WEB_DIST: resolve(ROOT, 'apps/web/dist'),
			REDIS_URL,
			REDIS_PREFIX: prefix,
		});
		processes.push(proc);
		// A cold start of the compiled server takes seconds, and far longer on a machine busy with other
		// runs (20 s seen at a load of 20 on two cores): the browser suite's set-up allows minutes.
		await proc.waitFor(/Edge is running on /, 120_000);
		const url = `http://127.0.0.1:${port}`;
		const newContext: ProcessApp['newContext'] = async (options = {}) => {
			const context = await newBrowserContext(url, { viewport: options.viewport, locale: 'en-US' });
			contexts.push(context);
			return context;
		};
		return {
			url,
			newContext,
			async signedInPage(user, path) {
				const context = await newContext();
				await context.addInitScript(() => localStorage.setItem('language', 'en'));
				const page = await context.newPage();
				await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
				await fillLogin(page, user.email, user.password);
				await waitForPath(page, path);
				return page;
			},
		};
	};

	try {
		// One after the other: the first applies the migrations to the shared file.
		const a = await start();
		const b = await start();
		return {
			a,
			b,
			async listenersOf(busKey) {
				const redis = new Redis(REDIS_URL);
				try {
					const [, count] = (await redis.pubsub('NUMSUB', `${prefix}bus:${busKey}`)) as [string, number];
					return Number(count);
				} finally {
					redis.disconnect();
				}
			},
			async stop() {
				for (const context of contexts) await context.close().catch(() => undefined);
				for (const proc of processes) {
					if (proc.child.exitCode === null && proc.child.signalCode === null) {
						proc.child.kill('SIGTERM');
						await proc.exited;
					}
				}
				await closeBrowser();
				await dropKeys(prefix);
				try {
					rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
				} catch {}
			},
		};
	} catch (error) {
		for (const proc of processes) proc.child.kill('SIGTERM');
		throw error;
	}
}
