import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchReport } from '../bench/run';
import { REPO_ROOT } from '../src/env';
import { createWebDist, type WebDistFixture } from './web-dist-fixture';

/**
 * `npm run bench` for real, as short as it goes (1 s per run, no warm-up, no browser): the harness
 * starts its servers, checks each scenario, drives the load from another process and writes its
 * report. The figures themselves are not judged here, only that they are there and consistent.
 */
const BENCH_TIMEOUT_MS = 90_000;

const tmp = mkdtempSync(join(tmpdir(), 'edge-bench-smoke-'));
// spa-index needs a built page: a small stand-in, so the test depends on no web build.
let webDist: WebDistFixture;
beforeAll(() => {
	webDist = createWebDist();
});
afterAll(() => {
	rmSync(tmp, { recursive: true, force: true });
	webDist.remove();
});

function bench(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		execFile(
			process.execPath,
			['--import', 'tsx', 'apps/server/bench/run.ts', ...args],
			{
				cwd: REPO_ROOT,
				env: { ...process.env, WEB_DIST: webDist.dir },
				timeout: BENCH_TIMEOUT_MS - 5_000,
				maxBuffer: 16 * 1024 * 1024,
			},
			(error, stdout, stderr) => {
				const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
				resolve({ code, stdout, stderr });
			},
		);
	});
}

const SHORT_RUN = [
	'--seconds',
	'1',
	'--warmup',
	'0',
	'--rounds',
	'1',
	'--no-js',
	'--no-directory',
	'--no-chat',
	'--no-lighthouse',
	'--no-workers',
];

/** What the harness should have picked: wrk when it is on the PATH (it installs it when it can). */
function expectedGenerator(): 'wrk' | 'autocannon' {
	return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined ? 'wrk' : 'autocannon';
}

function expectScenario(report: BenchReport, name: string) {
	const scenario = report.scenarios.find((s) => s.name === name);
	expect(scenario, name).toBeDefined();
	if (!scenario) return;
	expect(scenario.rps, name).toBeGreaterThan(0);
	expect(Number.isFinite(scenario.p50Ms), name).toBe(true);
	expect(Number.isFinite(scenario.p99Ms), name).toBe(true);
	expect(scenario.p50Ms, name).toBeGreaterThanOrEqual(0);
	expect(scenario.p99Ms, name).toBeGreaterThanOrEqual(scenario.p50Ms);
	expect(scenario.baseline.rps, name).toBeGreaterThan(0);
	expect(scenario.ratio, name).toBeCloseTo(scenario.rps / scenario.baseline.rps, 9);
	if (scenario.target === null) {
		// A figure only reported (home-drawn) always "meets" its absent target.
		expect(scenario.meetsTarget, name).toBe(true);
	} else {
		expect(scenario.target, name).toBeGreaterThan(0);
		expect(scenario.meetsTarget, name).toBe(scenario.ratio >= scenario.target);
	}
}

describe('npm run bench', () => {
	it(
		'measures the five scenarios against the bare route and writes the JSON report',
		async () => {
			const file = join(tmp, 'all.json');
			const run = await bench([...SHORT_RUN, '--json', file]);
			expect(run.code, run.stderr).toBe(0);
			const report = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;

			expect(report.scenarios.map((s) => s.name)).toEqual([
				'health',
				'spa-index',
				'home-drawn',
				'auth-me',
				'auth-me-401',
			]);
			for (const scenario of report.scenarios) expectScenario(report, scenario.name);
			const [ok, unauthorized] = ['auth-me', 'auth-me-401'].map((name) =>
				report.scenarios.find((s) => s.name === name),
			);
			expect(report.unauthorizedVsAuthorized).toBeCloseTo(
				(unauthorized?.ratios[0] ?? Number.NaN) / (ok?.ratios[0] ?? Number.NaN),
				9,
			);
			expect(report.generator).toBe(expectedGenerator());
			expect(report).toMatchObject({ seconds: 1, warmupSeconds: 0, connections: 16, firstLoadJs: null });
			expect(report.machine.cpus).toBeGreaterThan(0);
			expect(run.stdout).toContain(`written to ${file}`);
		},
		BENCH_TIMEOUT_MS,
	);

	it(
		'measures the directory search on a small seeded directory, next to the raw query',
		async () => {
			const file = join(tmp, 'directory.json');
			const run = await bench(['--only', 'directory', '--profiles', '300', '--queries', '20', '--json', file]);
			expect(run.code, run.stderr).toBe(0);
			const report = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
			expect(report.scenarios).toEqual([]);
			expect(report.directory?.profiles).toBe(300);
			expect(report.directory?.scenarios.map((s) => s.name)).toEqual([
				'search',
				'search-filters',
				'search-near',
				'category-page',
			]);
			for (const s of report.directory?.scenarios ?? []) {
				expect(s.procedure.samples, s.name).toBe(20);
				expect(s.procedure.p99Ms, s.name).toBeGreaterThanOrEqual(s.procedure.p50Ms);
				expect(s.raw.p50Ms, s.name).toBeGreaterThan(0);
				expect(s.ratioP99, s.name).toBeCloseTo(s.procedure.p99Ms / s.raw.p99Ms, 9);
				expect(s.meetsTarget, s.name).toBe(
					s.procedure.p99Ms < s.targetP99Ms && (s.targetRatio === null || s.ratioP99 <= s.targetRatio),
				);
			}
			// Every scenario finds something, or it would time an empty answer.
			expect(report.directory?.scenarios.find((s) => s.name === 'search')?.averageResults).toBeGreaterThan(0);
			expect(report.directory?.scenarios.find((s) => s.name === 'category-page')?.averageResults).toBeGreaterThan(0);
		},
		BENCH_TIMEOUT_MS,
	);

	// Each refusal is unit-tested in bench/options.test.ts; here, that the harness acts on one.
	it(
		'stops with code 2 and its usage on a wrong command line, before starting anything',
		async () => {
			const file = join(tmp, 'refused.json');
			const run = await bench(['--only', 'nonsense', '--json', file]);
			expect(run.code).toBe(2);
			expect(run.stderr).toContain('usage: npm run bench');
			expect(existsSync(file)).toBe(false);
		},
		BENCH_TIMEOUT_MS,
	);
});
