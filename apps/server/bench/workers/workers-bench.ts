/**
 * `npm run bench -- --only workers` (issue 24): the hot paths of ./scenarios.ts against the compiled
 * server (`node apps/server/dist/main.js`, what `npm start` runs) with WEB_CONCURRENCY=2 and with
 * WEB_CONCURRENCY=1, in the same run, each in processes of their own, the load generator (wrk or
 * autocannon) in another. Both run with REDIS_URL (the real Redis at 127.0.0.1:6379, a key prefix of
 * their own), so the only difference is the number of processes. A third server, two workers with
 * round-robin scheduling (NODE_CLUSTER_SCHED_POLICY=rr), measures the choice of who accepts
 * (docs/decisions.md). docs/bench.md, "Several processes", says how to read it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { type GeneratorName, type LoadResult, pickGenerator } from '../load-generator';
import { benchToken, preflight } from '../scenario-checks';
import { SCENARIOS, type Scenario } from '../scenarios';

/** Name of this part for --only. */
export const WORKERS = 'workers';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const REDIS_URL = 'redis://127.0.0.1:6379';

type Figures = Pick<LoadResult, 'rps' | 'p50Ms' | 'p99Ms'> & {
	/**
	 * CPU time the server's processes (the primary and its workers) spent per request, in ms: what a
	 * request costs whatever else the machine runs meanwhile, so it holds on a busy machine where
	 * req/s does not. Equal figures for 1 and 2 processes mean the cluster adds no cost per request.
	 */
	cpuMsPerRequest: number;
};

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** utime + stime of a process (all its threads) and of its children, recursively, in ticks. */
function treeCpuTicks(pid: number): number {
	let stat: string;
	try {
		stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
	} catch {
		return 0;
	}
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	// Fields 14 and 15 of the whole line (utime, stime) are 11 and 12 after the command name.
	const own = Number(fields[11]) + Number(fields[12]);
	let children: number[] = [];
	try {
		children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
			.trim()
			.split(/\s+/)
			.filter(Boolean)
			.map(Number);
	} catch {
		children = [];
	}
	return own + children.reduce((sum, child) => sum + treeCpuTicks(child), 0);
}

export interface WorkersScenario {
	name: string;
	what: string;
	one: Figures;
	two: Figures;
	twoRoundRobin: Figures;
	/** Two workers' req/s over one process's, median of the rounds. */
	ratio: number;
	ratios: number[];
	/** The same with round-robin scheduling. */
	roundRobinRatio: number;
}

export interface WorkersReport {
	generator: GeneratorName;
	connections: number;
	seconds: number;
	rounds: number;
	cpus: number;
	scenarios: WorkersScenario[];
}

interface Server {
	url: string;
	child: ChildProcess;
	stop(): Promise<void>;
}

async function freePort(): Promise<number> {
	const probe = createServer();
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
	const address = probe.address();
	await new Promise((resolve) => probe.close(resolve));
	if (!address || typeof address === 'string') throw new Error('no port');
	return address.port;
}

/**
 * The compiled server with `workers` processes, in production mode as in a deployment (request log
 * on, to a file; PayPal in sandbox with placeholder credentials: nothing measured calls PayPal, and
 * the simulator would only add its own start-up traffic). Resolves once it says it is running.
 */
async function startCompiled(workers: number, logDir: string, extraEnv: Record<string, string>): Promise<Server> {
	const port = await freePort();
	const dataDir = mkdtempSync(join(tmpdir(), 'edge-bench-workers-'));
	const logFile = join(logDir, `server-${workers}-${port}.log`);
	const log = openSync(logFile, 'a');
	const { NODE_OPTIONS: _, ...inherited } = process.env;
	const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
		cwd: ROOT,
		env: {
			...inherited,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			LOG_REQUESTS: 'true',
			LOG_PRETTY: 'false',
			PAYPAL_MODE: 'sandbox',
			PAYPAL_CLIENT_ID: 'bench-placeholder',
			PAYPAL_CLIENT_SECRET: 'bench-placeholder',
			PAYPAL_WEBHOOK_ID: 'bench-placeholder',
			REDIS_URL,
			REDIS_PREFIX: `edge-bench:${randomUUID()}:`,
			WEB_CONCURRENCY: String(workers),
			...extraEnv,
		},
		stdio: ['ignore', log, log],
	});
	closeSync(log);
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	const running = workers > 1 ? /Edge is running on .* with \d+ workers/ : /Edge is running on /;
	const deadline = Date.now() + 120_000;
	while (!running.test(readFileSync(logFile, 'utf8'))) {
		if (child.exitCode !== null) throw new Error(`the server exited before running:\n${readFileSync(logFile, 'utf8')}`);
		if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${readFileSync(logFile, 'utf8')}`);
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	return {
		url: `http://127.0.0.1:${port}`,
		child,
		async stop() {
			child.kill('SIGTERM');
			const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
			await exited;
			clearTimeout(timer);
			rmSync(dataDir, { recursive: true, force: true });
		},
	};
}

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The compiled server must be up to date: built here if its sources changed (as `npm start` does).
 * The web build is taken as it is (WEB_DIST or apps/web/dist), as the other scenarios take it.
 */
function ensureCompiled() {
	const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs', '@edge/server'], {
		cwd: ROOT,
		stdio: 'inherit',
	});
	if (build.status !== 0) throw new Error('building the server failed');
}

async function requireRedis() {
	const probe = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
	probe.on('error', () => {});
	try {
		await probe.connect();
		await probe.ping();
	} catch (error) {
		throw new Error(`the workers bench needs a Redis at ${REDIS_URL}: ${String(error)}`);
	} finally {
		probe.disconnect();
	}
}

export interface WorkersBenchOptions {
	generator?: GeneratorName;
	seconds: number;
	warmup: number;
	rounds: number;
	connections: number;
	log: (line: string) => void;
}

export async function runWorkersBench(options: WorkersBenchOptions): Promise<WorkersReport> {
	await requireRedis();
	ensureCompiled();
	const generator = pickGenerator(options.generator, options.log);
	const logDir = mkdtempSync(join(tmpdir(), 'edge-bench-workers-logs-'));
	const servers: Server[] = [];
	try {
		// One at a time: two starting together would share the cores and each start slower.
		const one = await startCompiled(1, logDir, {});
		servers.push(one);
		const two = await startCompiled(2, logDir, {});
		servers.push(two);
		const twoRr = await startCompiled(2, logDir, { NODE_CLUSTER_SCHED_POLICY: 'rr' });
		servers.push(twoRr);
		const tokens = new Map<Server, string>();
		for (const server of servers) tokens.set(server, await benchToken(server.url));
		for (const scenario of SCENARIOS)
			for (const server of servers)
				await preflight(scenario, `${server.url}${scenario.path}`, scenario.headers(tokens.get(server) ?? ''));
		options.log(
			`${generator.name}: ${options.connections} connections; ${options.rounds} rounds of every scenario for ${options.seconds} s on 1 process, then 2 workers, then 2 workers round-robin; compiled server, REDIS_URL on all three`,
		);
		type Measured = LoadResult & { cpuMsPerRequest: number };
		const runs = new Map<string, { one: Measured; two: Measured; rr: Measured }[]>();
		const measure = async (server: Server, scenario: Scenario, warmup: number) => {
			const load = {
				url: `${server.url}${scenario.path}`,
				headers: scenario.headers(tokens.get(server) ?? ''),
				connections: options.connections,
			};
			if (warmup > 0) await generator.run({ ...load, seconds: warmup });
			const pid = server.child.pid ?? 0;
			const before = treeCpuTicks(pid);
			const result = await generator.run({ ...load, seconds: options.seconds });
			const cpuMs = ((treeCpuTicks(pid) - before) * 1000) / CLOCK_TICKS;
			const wrong = scenario.status < 300 ? result.non2xx : result.requests - result.non2xx;
			if (result.errors > 0 || wrong > 0)
				throw new Error(`${load.url}: ${wrong} answers other than ${scenario.status}, ${result.errors} socket errors`);
			return { ...result, cpuMsPerRequest: cpuMs / Math.max(1, result.requests) };
		};
		for (let round = 0; round < options.rounds; round++) {
			options.log(`workers round ${round + 1} of ${options.rounds}`);
			for (const scenario of SCENARIOS) {
				const warmup = round === 0 ? options.warmup : 0;
				const resultOne = await measure(one, scenario, warmup);
				const resultTwo = await measure(two, scenario, warmup);
				const resultRr = await measure(twoRr, scenario, warmup);
				const list = runs.get(scenario.name) ?? [];
				list.push({ one: resultOne, two: resultTwo, rr: resultRr });
				runs.set(scenario.name, list);
				options.log(
					`  ${scenario.name.padEnd(12)} 1: ${Math.round(resultOne.rps)} req/s, 2: ${Math.round(resultTwo.rps)} (${(resultTwo.rps / resultOne.rps).toFixed(2)}), 2 rr: ${Math.round(resultRr.rps)} (${(resultRr.rps / resultOne.rps).toFixed(2)}); CPU ms a request ${resultOne.cpuMsPerRequest.toFixed(3)} / ${resultTwo.cpuMsPerRequest.toFixed(3)} / ${resultRr.cpuMsPerRequest.toFixed(3)}`,
				);
			}
		}
		const figures = (result: Measured): Figures => ({
			rps: result.rps,
			p50Ms: result.p50Ms,
			p99Ms: result.p99Ms,
			cpuMsPerRequest: result.cpuMsPerRequest,
		});
		const scenarios = SCENARIOS.map((scenario): WorkersScenario => {
			const list = runs.get(scenario.name) ?? [];
			const ratios = list.map((run) => run.two.rps / run.one.rps);
			const ratio = median(ratios);
			// The figures shown are those of the median round.
			const middle = list[ratios.indexOf(ratio)] ?? list[0];
			if (!middle) throw new Error('no rounds');
			return {
				name: scenario.name,
				what: scenario.what,
				one: figures(middle.one),
				two: figures(middle.two),
				twoRoundRobin: figures(middle.rr),
				ratio,
				ratios,
				roundRobinRatio: median(list.map((run) => run.rr.rps / run.one.rps)),
			};
		});
		return {
			generator: generator.name,
			connections: options.connections,
			seconds: options.seconds,
			rounds: options.rounds,
			cpus: cpus().length,
			scenarios,
		};
	} finally {
		await Promise.all(servers.map((server) => server.stop()));
		rmSync(logDir, { recursive: true, force: true });
	}
}

export function printWorkersTable(report: WorkersReport | { error: string }) {
	if ('error' in report) {
		console.log(`\nworkers: FAILED: ${report.error}`);
		return;
	}
	const num = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);
	console.log(
		`\nWEB_CONCURRENCY=2 against 1 (${report.generator}, ${report.connections} connections, ${report.cpus} cores, median of ${report.rounds} rounds)`,
	);
	console.log(
		`${'scenario'.padEnd(14)}${'1: req/s'.padStart(10)}${'p99 ms'.padStart(8)}${'2: req/s'.padStart(10)}${'p99 ms'.padStart(8)}${'ratio'.padStart(7)}${'2 rr: req/s'.padStart(13)}${'ratio'.padStart(7)}   ${'CPU ms/request 1 / 2 / 2 rr'}`,
	);
	for (const s of report.scenarios)
		console.log(
			`${s.name.padEnd(14)}${num(s.one.rps, 10)}${num(s.one.p99Ms, 8, 2)}${num(s.two.rps, 10)}${num(s.two.p99Ms, 8, 2)}${num(s.ratio, 7, 2)}${num(s.twoRoundRobin.rps, 13)}${num(s.roundRobinRatio, 7, 2)}   ${s.one.cpuMsPerRequest.toFixed(3)} / ${s.two.cpuMsPerRequest.toFixed(3)} / ${s.twoRoundRobin.cpuMsPerRequest.toFixed(3)}`,
		);
}
