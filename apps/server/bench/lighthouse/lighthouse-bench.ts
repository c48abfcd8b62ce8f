/**
 * Lighthouse on the production build (docs/bench.md, "Lighthouse"): the demo data seeded into a
 * scratch DATA_DIR by the real seeder, our real server on it in its own process, and the
 * lighthouse CLI (its own process, driving Debian's Chromium) on every page the server draws, in
 * every language (./drawn-addresses.ts), in turn, the page's renderer on a core of its own
 * (./core-pinning.ts): mobile emulation and simulated throttling,
 * Lighthouse's defaults, over loopback; judged at Lighthouse's 4x CPU slowdown and at the slowdown
 * calibrated from the host's benchmarkIndex (./cpu-calibration.ts).
 */
import { execFile, fork, spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDb, createDb } from '@edge/db';
import type { Language } from '@edge/i18n/languages';
import { REPO_ROOT } from '../../src/env';
import { NODE_FLAGS } from '../processes';
import { type CorePinning, pinRenderersToOwnCore } from './core-pinning';
import { type CpuCalibration, calibrateCpuSlowdown, DEFAULT_CPU_SLOWDOWN, median } from './cpu-calibration';
import {
	type DrawnAddress,
	type DrawnSelection,
	drawnAddresses,
	drawnLanguage,
	selectDrawnAddresses,
} from './drawn-addresses';
import {
	DEFAULT_LIGHTHOUSE_RUNS,
	formatLighthouseTable,
	judgeRun,
	type Lhr,
	type LighthouseRun,
	medianLoad,
	readLhr,
} from './lighthouse-result';

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
	/** Lighthouse's measure of this machine's speed: the median over every page load. */
	benchmarkIndex: number;
	/** Each load's, in order. */
	benchmarkIndexes: number[];
	/** The calibrated slowdown (./cpu-calibration.ts) and Lighthouse's default one. */
	cpu: CpuCalibration & { defaultMultiplier: number };
	/** The 1-minute load average before the first page: other work on the cores inflates TBT. */
	loadAverage: number;
	/** The core the page's renderer had to itself (./core-pinning.ts), or null when it shared them. */
	cores: { rendererCore: number; otherCores: string; renderersPinned: number } | null;
	/** Every drawn page in every language, or those the run was given (LighthouseBenchOptions.selection). */
	runs: LighthouseRun[];
	/** Every run met the targets. */
	meetsTarget: boolean;
}

export interface LighthouseBenchOptions {
	log: (line: string) => void;
	/** Where to keep each page's full Lighthouse JSON (lighthouse-<name>.json), to read the audits' details. */
	reportsDir?: string;
	/** Only these pages and languages (a quicker run to compare two builds on a few pages); all by default. */
	selection?: DrawnSelection;
	/**
	 * A web build kept earlier (a copy of apps/web/dist) to measure instead of building apps/web: an
	 * A/B of two builds, run alternately on the same page, so the machine's load falls on both alike.
	 */
	webBuild?: string;
	/** Loads of each page and language (DEFAULT_LIGHTHOUSE_RUNS); the median one is reported. */
	loadsPerPage?: number;
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

interface ServerChild {
	url: string;
	stop(): Promise<void>;
}

function startServer(dataDir: string, webDist: string, logFile: string): Promise<ServerChild> {
	const script = fileURLToPath(new URL('./lighthouse-server.ts', import.meta.url));
	const child = fork(script, [], {
		execArgv: NODE_FLAGS,
		env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST: webDist },
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

/** The lighthouse CLI in its own process; rejects with the end of its stderr when it fails. */
function lighthouseCli(args: string[], chromePath: string): Promise<void> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [LIGHTHOUSE_CLI, ...args, '--quiet'], {
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
			if (code === 0) resolve();
			else reject(new Error(`lighthouse ${args[0]} exited with ${code}: ${stderr.slice(-2000)}`));
		});
	});
}

/** What one page is loaded and judged with; gather and audit must be given the same (Lighthouse checks). */
function commonArgs(url: string, language: Language, cpuSlowdown: number): string[] {
	return [
		url,
		'--only-categories=performance,accessibility,best-practices,seo',
		`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
		// The language a reader's browser asks for; the server draws the page in it (issue 23).
		`--extra-headers=${JSON.stringify({ 'Accept-Language': ACCEPT_LANGUAGE[language] })}`,
	];
}

/** What a Spanish and an English reader's browser send. */
const ACCEPT_LANGUAGE: Record<Language, string> = { es: 'es-DO,es;q=0.9', en: 'en-US,en;q=0.9' };

/**
 * Loads the page once in Chromium (Lighthouse's gather mode) and keeps what it recorded in
 * `artifactsDir`. Simulated throttling loads the page at full speed and applies the CPU slowdown
 * only when the audits simulate the phone, so one load serves both slowdowns.
 */
function gather(url: string, language: Language, artifactsDir: string, chromePath: string): Promise<void> {
	return lighthouseCli(
		[
			...commonArgs(url, language, DEFAULT_CPU_SLOWDOWN),
			`--gather-mode=${artifactsDir}`,
			`--chrome-flags=${CHROME_FLAGS.join(' ')}`,
		],
		chromePath,
	);
}

/**
 * Judges a gathered load at `cpuSlowdown` (Lighthouse's audit mode) and resolves with the report.
 * Lighthouse refuses settings that differ from the gather's, so the kept settings are given the new
 * slowdown first: it is only read by the simulation (and by the idle-callback deadline Lighthouse
 * shortens during the load, 40 ms / slowdown, the one part of the load that saw the 4x).
 */
async function audit(
	url: string,
	language: Language,
	artifactsDir: string,
	cpuSlowdown: number,
	outputPath: string,
	chromePath: string,
): Promise<Lhr> {
	const file = join(artifactsDir, 'artifacts.json');
	const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { settings: { throttling: Record<string, number> } };
	if (artifacts.settings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) {
		artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
		writeFileSync(file, JSON.stringify(artifacts));
	}
	await lighthouseCli(
		[
			...commonArgs(url, language, cpuSlowdown),
			`--audit-mode=${artifactsDir}`,
			'--output=json',
			`--output-path=${outputPath}`,
		],
		chromePath,
	);
	if (!existsSync(outputPath)) throw new Error(`lighthouse ${url} wrote no report`);
	return JSON.parse(readFileSync(outputPath, 'utf8')) as Lhr;
}

/**
 * Lighthouse sometimes fails to record the trace at all (NO_NAVSTART, NO_FCP from a trace it lost):
 * a fault of the recording, not a result of the page. Such a load is repeated, at most three times.
 */
const TRACE_LOST = /NO_NAVSTART|NO_TRACING_STARTED|NO_RESOURCE_REQUEST/;

/** Loads of a page tried before its lost traces fail the run. */
const TRACE_ATTEMPTS = 4;

/** One load of one page in one language, judged at Lighthouse's 4x; its artifacts kept for the calibrated audit. */
async function gatherAndAuditAtDefault(
	url: string,
	language: Language,
	artifactsDir: string,
	outputPath: string,
	chromePath: string,
	log: (line: string) => void,
): Promise<Lhr> {
	for (let attempt = 1; ; attempt++) {
		try {
			rmSync(artifactsDir, { recursive: true, force: true });
			await gather(url, language, artifactsDir, chromePath);
			const lhr = await audit(url, language, artifactsDir, DEFAULT_CPU_SLOWDOWN, outputPath, chromePath);
			if (lhr.runtimeError && TRACE_LOST.test(lhr.runtimeError.code)) throw new Error(lhr.runtimeError.code);
			return lhr;
		} catch (error) {
			if (!TRACE_LOST.test(String(error)) || attempt >= TRACE_ATTEMPTS) throw error;
			log(`lighthouse: the trace of ${url} was lost (a Lighthouse recording fault); again`);
		}
	}
}

/** The language the server draws `url` in for a reader asking for `language`: `<html lang>` of its answer. */
async function drawnLanguageOf(url: string, language: Language): Promise<string | null> {
	const response = await fetch(url, { headers: { 'accept-language': ACCEPT_LANGUAGE[language] } });
	return drawnLanguage(await response.text());
}

/** A file-name-safe name of a drawn path: 'home' for /, else its letters. */
const pageName = (path: string) => (path === '/' ? 'home' : path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, ''));

export async function runLighthouseBench(options: LighthouseBenchOptions): Promise<LighthouseReport> {
	const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
	if (!chromePath) throw new Error('no Chromium: set CHROME_PATH or install chromium');
	// The production build, rebuilt only when its sources changed (unless a kept build is given).
	if (options.webBuild) {
		if (!existsSync(join(options.webBuild, 'index.html'))) throw new Error(`${options.webBuild} holds no web build`);
	} else await run(process.execPath, ['scripts/web-build.mjs'], process.env);
	const work = mkdtempSync(join(tmpdir(), 'edge-bench-lighthouse-'));
	const dataDir = join(work, 'data');
	// A copy of the build for the bench's server alone: a rebuild of apps/web/dist during the run
	// (another change, a test's global setup) swaps in new asset names, and the pages measured then
	// load scripts that answer 404. Under node_modules/.cache, so the drawing bundle's package
	// imports still resolve from the repository's node_modules.
	mkdirSync(join(REPO_ROOT, 'node_modules/.cache'), { recursive: true });
	const webDist = mkdtempSync(join(REPO_ROOT, 'node_modules/.cache/edge-bench-lighthouse-web-'));
	cpSync(options.webBuild ?? join(REPO_ROOT, 'apps/web/dist'), webDist, { recursive: true });
	let pinning: CorePinning | null = null;
	try {
		options.log('lighthouse: seeding the demo data…');
		await seedDemo(dataDir);
		const db = createDb(join(dataDir, 'edge.sqlite'));
		let targets: DrawnAddress[];
		try {
			targets = selectDrawnAddresses(await drawnAddresses(db), options.selection ?? {});
		} finally {
			closeDb(db);
		}
		// Before the server starts: it and Lighthouse inherit the bench's cores, the renderers get their own.
		pinning = await pinRenderersToOwnCore(options.log);
		const server = await startServer(dataDir, webDist, join(work, 'server.log'));
		try {
			const loadAverage = loadavg()[0] ?? 0;
			if (options.reportsDir) mkdirSync(options.reportsDir, { recursive: true });
			// First every page is loaded (and judged at 4x), once per round: each load measures the host's
			// benchmarkIndex, and a page's loads fall at different times, so a burst of other work on the
			// cores does not land on all of them.
			const rounds = options.loadsPerPage ?? DEFAULT_LIGHTHOUSE_RUNS;
			// The language each page is drawn in, one request at a time: asked all at once, the server's
			// queue of draws is full and it answers with the shell (in Spanish), as it should.
			const pages: {
				target: DrawnAddress;
				name: string;
				url: string;
				drawn: string | null;
				loads: { artifactsDir: string; atDefault: Lhr }[];
			}[] = [];
			for (const target of targets) {
				const url = `${server.url}${target.address}`;
				const drawn = await drawnLanguageOf(url, target.language);
				pages.push({ target, name: `${pageName(target.path)}-${target.language}`, url, drawn, loads: [] });
			}
			for (let round = 1; round <= rounds; round++) {
				for (const page of pages) {
					options.log(
						`lighthouse: ${page.target.address} (${page.target.language})${rounds > 1 ? `, load ${round} of ${rounds}` : ''}`,
					);
					const load = `${page.name}-${round}`;
					const artifactsDir = join(work, `artifacts-${load}`);
					const file = join(work, `lighthouse-${load}-${DEFAULT_CPU_SLOWDOWN}x.json`);
					const atDefault = await gatherAndAuditAtDefault(
						page.url,
						page.target.language,
						artifactsDir,
						file,
						chromePath,
						options.log,
					);
					if (options.reportsDir) copyFileSync(file, join(options.reportsDir, basename(file)));
					page.loads.push({ artifactsDir, atDefault });
				}
			}
			// Then the slowdown that emulates a mid-tier phone on this host, from the median of the
			// loads' benchmarkIndex (one load disturbed by other work on the cores does not decide it).
			const indexes = pages
				.flatMap((page) => page.loads.map((load) => load.atDefault.environment?.benchmarkIndex))
				.filter((index): index is number => typeof index === 'number');
			if (indexes.length === 0) throw new Error('Lighthouse reported no benchmarkIndex');
			const calibration = calibrateCpuSlowdown(median(indexes));
			options.log(
				`lighthouse: benchmarkIndex ${Math.round(calibration.benchmarkIndex)} (median of ${indexes.length}): CPU slowdown ${calibration.multiplier}x for a ${calibration.target}`,
			);
			const runs: LighthouseRun[] = [];
			for (const page of pages) {
				const { target, name, url, drawn } = page;
				const calibrated: Lhr[] = [];
				for (const [index, load] of page.loads.entries()) {
					const file = join(work, `lighthouse-${name}-${index + 1}-${calibration.multiplier}x.json`);
					calibrated.push(
						await audit(url, target.language, load.artifactsDir, calibration.multiplier, file, chromePath),
					);
					if (options.reportsDir) copyFileSync(file, join(options.reportsDir, basename(file)));
				}
				const atDefault = page.loads.map((load) => load.atDefault);
				const performance = (lhr: Lhr) => readLhr(name, target.address, lhr).performance;
				runs.push(
					judgeRun(
						{
							name: pageName(target.path),
							path: target.path,
							address: target.address,
							language: target.language,
							drawnLanguage: drawn,
							calibrated: readLhr(name, target.address, medianLoad(calibrated)),
							atDefault: readLhr(name, target.address, medianLoad(atDefault)),
							loads: { calibrated: calibrated.map(performance), atDefault: atDefault.map(performance) },
						},
						calibration.multiplier,
					),
				);
			}
			const first = pages[0]?.loads[0]?.atDefault;
			return {
				lighthouseVersion: first?.lighthouseVersion ?? 'unknown',
				chromium: first?.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'unknown',
				formFactor: first?.configSettings?.formFactor ?? 'mobile',
				throttling: first?.configSettings?.throttlingMethod ?? 'simulate',
				benchmarkIndex: calibration.benchmarkIndex,
				benchmarkIndexes: indexes,
				cpu: { ...calibration, defaultMultiplier: DEFAULT_CPU_SLOWDOWN },
				loadAverage,
				cores: pinning && {
					rendererCore: pinning.rendererCore,
					otherCores: pinning.otherCores,
					renderersPinned: pinning.renderersPinned(),
				},
				runs,
				meetsTarget: runs.every((run) => run.meetsTarget),
			};
		} finally {
			await server.stop();
		}
	} finally {
		await pinning?.stop();
		rmSync(work, { recursive: true, force: true });
		rmSync(webDist, { recursive: true, force: true });
	}
}

export function printLighthouseTable(report: LighthouseReport): void {
	const indexes = report.benchmarkIndexes.map(Math.round);
	const heading = [
		`lighthouse ${report.lighthouseVersion} (${report.chromium}), ${report.formFactor} emulation, ${report.throttling} throttling, production build with the demo data, loopback; load average ${report.loadAverage.toFixed(1)}`,
		report.cores
			? `the page's renderer on core ${report.cores.rendererCore} of its own (${report.cores.renderersPinned} renderers moved), the server, Lighthouse and the rest of Chromium on ${report.cores.otherCores}`
			: "the page's renderer shared the cores with the server and Lighthouse",
		`benchmarkIndex ${Math.round(report.benchmarkIndex)} (median; ${Math.min(...indexes)}-${Math.max(...indexes)} over ${indexes.length} loads): CPU slowdown ${report.cpu.multiplier}x for a ${report.cpu.target} (calculator ${report.cpu.computed}x${report.cpu.note ? `; ${report.cpu.note}` : ''}), and Lighthouse's fixed ${report.cpu.defaultMultiplier}x`,
	];
	const lines = formatLighthouseTable(report.runs, heading, {
		calibrated: report.cpu.multiplier,
		atDefault: report.cpu.defaultMultiplier,
	});
	for (const line of lines) console.log(line);
}
