/**
 * Lighthouse on the production build (docs/bench.md, "Lighthouse"): the demo data seeded into a
 * scratch DATA_DIR by the real seeder, our real server on it in its own process, and the
 * lighthouse CLI (its own process, driving Debian's Chromium) on each page in turn: mobile
 * emulation and simulated throttling, Lighthouse's defaults, over loopback.
 */
import { execFile, fork, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDb, createDb } from '@edge/db';
import { REPO_ROOT } from '../../src/env';
import { NODE_FLAGS } from '../processes';
import { formatLighthouseTable, type Lhr, type LighthousePage, readLhr } from './lighthouse-result';

/** The flags that work for Chromium here, as root, with no outside network (docs/bench.md). */
export const CHROME_FLAGS = [
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

const LIGHTHOUSE_CLI = join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js');

export interface LighthouseReport {
	lighthouseVersion: string;
	chromium: string;
	formFactor: string;
	throttling: string;
	/** Lighthouse's measure of this machine's speed at the first page (its 4x CPU slowdown assumes ~1000+). */
	benchmarkIndex: number | null;
	/** The 1-minute load average before the first page: other work on the cores inflates TBT. */
	loadAverage: number;
	pages: LighthousePage[];
}

export interface LighthouseBenchOptions {
	log: (line: string) => void;
	/** Where to keep each page's full Lighthouse JSON (lighthouse-<name>.json), to read the audits' details. */
	reportsDir?: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
	return new Promise((resolve, reject) => {
		execFile(command, args, { cwd: REPO_ROOT, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
			if (error) reject(new Error(`${args.join(' ')} failed: ${stderr || error.message}`));
			else resolve(stdout);
		});
	});
}

/** The demo directory (its default 300 profiles), as `npm run seed -- --demo` writes it. */
async function seedDemo(dataDir: string): Promise<void> {
	await run(process.execPath, ['--import', 'tsx', 'apps/cli/src/seed.ts', '--demo'], {
		...process.env,
		DATA_DIR: dataDir,
	});
}

/** A demo business to open: the first the seeder wrote (the demo business account's own). */
function demoBusinessId(dataDir: string): number {
	const db = createDb(join(dataDir, 'edge.sqlite'));
	try {
		const row = db.$client.prepare("SELECT id FROM profiles WHERE kind = 'business' ORDER BY id LIMIT 1").get() as
			| { id: number }
			| undefined;
		if (!row) throw new Error('the demo seed wrote no business profile');
		return row.id;
	} finally {
		closeDb(db);
	}
}

interface ServerChild {
	url: string;
	stop(): Promise<void>;
}

function startServer(dataDir: string, logFile: string): Promise<ServerChild> {
	const script = fileURLToPath(new URL('./lighthouse-server.ts', import.meta.url));
	const child = fork(script, [], {
		execArgv: NODE_FLAGS,
		env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir },
		stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
	});
	let stderr = '';
	child.stderr?.on('data', (chunk) => {
		stderr += String(chunk);
	});
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	return new Promise((resolve, reject) => {
		child.once('error', reject);
		child.once('exit', (code) => reject(new Error(`lighthouse server exited with ${code}: ${stderr} (${logFile})`)));
		child.once('message', (message) => {
			resolve({
				url: `http://127.0.0.1:${(message as { port: number }).port}`,
				async stop() {
					if (child.connected) child.disconnect();
					const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
					await exited;
					clearTimeout(timer);
				},
			});
		});
	});
}

/** One Lighthouse run in its own process; resolves with the report it wrote. */
function lighthouse(url: string, outputPath: string, chromePath: string): Promise<Lhr> {
	const args = [
		LIGHTHOUSE_CLI,
		url,
		'--output=json',
		`--output-path=${outputPath}`,
		'--only-categories=performance,accessibility,best-practices,seo',
		`--chrome-flags=${CHROME_FLAGS.join(' ')}`,
		'--quiet',
	];
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, args, {
			cwd: REPO_ROOT,
			env: { ...process.env, CHROME_PATH: chromePath },
			stdio: ['ignore', 'ignore', 'pipe'],
		});
		let stderr = '';
		child.stderr.on('data', (chunk) => {
			stderr += String(chunk);
		});
		child.once('error', reject);
		child.once('exit', (code) => {
			if (code !== 0 || !existsSync(outputPath)) {
				reject(new Error(`lighthouse ${url} exited with ${code}: ${stderr.slice(-2000)}`));
				return;
			}
			resolve(JSON.parse(readFileSync(outputPath, 'utf8')) as Lhr);
		});
	});
}

/**
 * Lighthouse sometimes fails to record the trace at all (NO_NAVSTART, NO_FCP from a trace it lost):
 * a fault of the recording, not a result of the page. Such a run is repeated, at most twice.
 */
async function lighthouseWithRetry(
	url: string,
	outputPath: string,
	chromePath: string,
	log: (line: string) => void,
): Promise<Lhr> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await lighthouse(url, outputPath, chromePath);
		} catch (error) {
			const traceLost = /NO_NAVSTART|NO_TRACING_STARTED|NO_RESOURCE_REQUEST/.test(String(error));
			if (!traceLost || attempt >= 3) throw error;
			log(`lighthouse: the trace of ${url} was lost (a Lighthouse recording fault); again`);
		}
	}
}

export async function runLighthouseBench(options: LighthouseBenchOptions): Promise<LighthouseReport> {
	const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
	if (!chromePath) throw new Error('no Chromium: set CHROME_PATH or install chromium');
	// The production build, rebuilt only when its sources changed.
	await run(process.execPath, ['scripts/web-build.mjs'], process.env);
	const work = mkdtempSync(join(tmpdir(), 'edge-bench-lighthouse-'));
	const dataDir = join(work, 'data');
	try {
		options.log('lighthouse: seeding the demo data…');
		await seedDemo(dataDir);
		const businessId = demoBusinessId(dataDir);
		const server = await startServer(dataDir, join(work, 'server.log'));
		try {
			const targets = [
				{ name: 'home', path: '/' },
				{ name: 'categories', path: '/categories' },
				{ name: 'business profile', path: `/businessProfile?id=${businessId}` },
				{ name: 'business wall', path: '/businessWall' },
			];
			const pages: LighthousePage[] = [];
			let first: Lhr | null = null;
			const loadAverage = loadavg()[0] ?? 0;
			if (options.reportsDir) mkdirSync(options.reportsDir, { recursive: true });
			for (const target of targets) {
				options.log(`lighthouse: ${target.path}`);
				const file = join(work, `lighthouse-${target.name.replaceAll(' ', '-')}.json`);
				const lhr = await lighthouseWithRetry(`${server.url}${target.path}`, file, chromePath, options.log);
				if (options.reportsDir) copyFileSync(file, join(options.reportsDir, basename(file)));
				first ??= lhr;
				pages.push(readLhr(target.name, target.path, lhr));
			}
			return {
				lighthouseVersion: first?.lighthouseVersion ?? 'unknown',
				chromium: first?.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'unknown',
				formFactor: first?.configSettings?.formFactor ?? 'mobile',
				throttling: first?.configSettings?.throttlingMethod ?? 'simulate',
				benchmarkIndex: first?.environment?.benchmarkIndex ?? null,
				loadAverage,
				pages,
			};
		} finally {
			await server.stop();
		}
	} finally {
		rmSync(work, { recursive: true, force: true });
	}
}

export function printLighthouseTable(report: LighthouseReport): void {
	const heading = `lighthouse ${report.lighthouseVersion} (${report.chromium}), ${report.formFactor} emulation, ${report.throttling} throttling, production build with the demo data, loopback; benchmarkIndex ${report.benchmarkIndex ?? '-'}, load average ${report.loadAverage.toFixed(1)}`;
	for (const line of formatLighthouseTable(report.pages, heading)) console.log(line);
}
