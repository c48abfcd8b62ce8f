import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	type ClusterProcess,
	isAlive,
	jsonLines,
	parentPid,
	startCluster,
	stopCluster,
	until,
	workerStarts,
} from './cluster-helpers';
import { nodeRequest } from './node-request';
import { sample } from './prometheus-text';
import { freePort, startServerProcess } from './server-process';

/**
 * WEB_CONCURRENCY=2 (issue 24): the compiled server as `npm start` runs it, a primary and two
 * worker processes on one port, one DATA_DIR and the real Redis.
 */

describe('WEB_CONCURRENCY without REDIS_URL', () => {
	it('refuses to start: exit 1, naming the setting and what is missing', async () => {
		const proc = startServerProcess({ WEB_CONCURRENCY: '2', PORT: String(await freePort()), NODE_ENV: 'test' });
		const { code } = await proc.exited;
		expect(code).toBe(1);
		expect(proc.output()).toMatch(/WEB_CONCURRENCY: 2 processes need REDIS_URL/);
		expect(proc.output()).not.toMatch(/Edge is running/);
	});

	it('refuses a count that is not a positive integer', async () => {
		const proc = startServerProcess({ WEB_CONCURRENCY: '1.5', PORT: String(await freePort()), NODE_ENV: 'test' });
		expect((await proc.exited).code).toBe(1);
		expect(proc.output()).toMatch(/WEB_CONCURRENCY: /);
	});
});

describe('WEB_CONCURRENCY=2 with REDIS_URL', () => {
	let cluster: ClusterProcess;
	beforeAll(async () => {
		cluster = await startCluster(2);
	}, 120_000);
	afterAll(() => stopCluster(cluster));

	/** The pids whose request lines answered GET `path` so far. */
	const answeredBy = (path: string) =>
		new Set(jsonLines(cluster.output()).flatMap((line) => (line.path === path ? [Number(line.pid)] : [])));

	it('two worker processes, children of the primary, answer requests on the one port', {
		timeout: 60_000,
	}, async () => {
		const primary = cluster.child.pid as number;
		const workers = workerStarts(cluster.output());
		expect(workers.map((w) => w.slot).sort()).toEqual([1, 2]);
		for (const worker of workers) expect(parentPid(worker.pid)).toBe(primary);
		// New connections, several at once: each is accepted by whichever worker is free to take it.
		await until(async () => {
			const responses = await Promise.all(
				Array.from({ length: 8 }, () => nodeRequest(`${cluster.url}/api/health`, { headers: { connection: 'close' } })),
			);
			expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
			return answeredBy('/api/health').size === 2;
		}, 'both workers answered');
		expect([...answeredBy('/api/health')].sort()).toEqual(workers.map((w) => w.pid).sort());
		const ready = await fetch(`${cluster.url}/api/ready`);
		expect(await ready.json()).toMatchObject({ status: 'ready', checks: { migrations: { ok: true } } });
	});

	it('one scrape of /metrics counts every worker’s requests, and the one database once', {
		timeout: 60_000,
	}, async () => {
		// A route no other test here asks for, under ids of its own: counted under its pattern.
		const route = '/api/v1/payment/subscription/:subscriptionId';
		const prefix = '/api/v1/payment/subscription/metrics-';
		const lines = () =>
			jsonLines(cluster.output()).filter((line) => typeof line.path === 'string' && line.path.startsWith(prefix));
		let sent = 0;
		await until(async () => {
			const responses = await Promise.all(
				Array.from({ length: 8 }, () => {
					sent += 1;
					return nodeRequest(`${cluster.url}${prefix}${sent}`, { headers: { connection: 'close' } });
				}),
			);
			// Signed out: refused, which is counted as any other answer.
			expect(responses.map((response) => response.status)).toEqual(Array(8).fill(401));
			return new Set(lines().map((line) => line.worker)).size === 2;
		}, 'both workers answered the route');
		// A request is counted just before its log line is written (http/request-log.ts): once every
		// line is out, every request is in its worker's metrics.
		await until(() => lines().length === sent, 'every request logged');
		expect([...new Set(lines().map((line) => line.worker))].sort()).toEqual([1, 2]);

		const scrape = await nodeRequest(`${cluster.url}/metrics`, { headers: { connection: 'close' } });
		expect(scrape.status).toBe(200);
		const body = scrape.body.toString();
		expect(sample(body, 'edge_http_request_duration_seconds_count', { route, method: 'GET', status: '401' })).toBe(
			sent,
		);
		expect(
			sample(body, 'edge_http_request_duration_seconds_bucket', { route, method: 'GET', status: '401', le: '+Inf' }),
		).toBe(sent);
		// Both workers read the one file: its size once, not twice.
		expect(sample(body, 'edge_database_bytes')).toBe(statSync(join(cluster.dataDir, 'edge.sqlite')).size);
		expect(sample(body, 'edge_live_streams')).toBe(0);
	});

	it('the primary migrated the database once, before the workers; the jobs run in worker 1 only', () => {
		const output = cluster.output();
		const migrated = [...output.matchAll(/^Primary \(pid (\d+)\): database migrated/gm)];
		expect(migrated.map((match) => Number(match[1]))).toEqual([cluster.child.pid]);
		expect(output.indexOf('database migrated')).toBeLessThan(output.search(/^Worker \d+ \(pid/m));
		expect(
			workerStarts(output)
				.filter((w) => w.runsJobs)
				.map((w) => w.slot),
		).toEqual([1]);
		// The jobs' start-up work (the simulator's plans) ran once, in worker 1.
		const plans = jsonLines(output).filter((line) => line.msg === 'paypal simulator plans created');
		expect(plans.map((line) => line.worker)).toEqual([1]);
	});

	it('a worker killed with SIGKILL is replaced; requests keep being answered; the new worker 1 runs the jobs', {
		timeout: 120_000,
	}, async () => {
		const before = workerStarts(cluster.output());
		const jobsWorker = before.find((w) => w.slot === 1);
		if (!jobsWorker) throw new Error('no worker 1');
		process.kill(jobsWorker.pid, 'SIGKILL');
		// The other worker answers meanwhile.
		const meanwhile = await nodeRequest(`${cluster.url}/api/health`, { headers: { connection: 'close' } });
		expect(meanwhile.status).toBe(200);
		await cluster.waitFor(new RegExp(`worker 1 \\(pid ${jobsWorker.pid}\\) died \\(signal SIGKILL\\): restarting`));
		await until(() => workerStarts(cluster.output()).length === 3, 'worker 1 restarted', 90_000);
		const replacement = workerStarts(cluster.output())[2];
		expect(replacement).toMatchObject({ slot: 1, runsJobs: true });
		expect(replacement?.pid).not.toBe(jobsWorker.pid);
		expect(parentPid(replacement?.pid as number)).toBe(cluster.child.pid);
		expect(isAlive(jobsWorker.pid)).toBe(false);
		// Still exactly one process runs the jobs: the replacement, the killed one being gone.
		const running = workerStarts(cluster.output()).filter((w) => w.runsJobs && isAlive(w.pid));
		expect(running.map((w) => w.pid)).toEqual([replacement?.pid]);
		await until(async () => {
			const response = await nodeRequest(`${cluster.url}/api/health`, { headers: { connection: 'close' } });
			expect(response.status).toBe(200);
			return answeredBy('/api/health').has(replacement?.pid as number);
		}, 'the new worker answered');
	});

	it('SIGTERM to the primary: every worker closes cleanly, then the primary exits 0', { timeout: 60_000 }, async () => {
		const alive = workerStarts(cluster.output()).filter((w) => isAlive(w.pid));
		expect(alive).toHaveLength(2);
		cluster.child.kill('SIGTERM');
		const { code } = await cluster.exited;
		const output = cluster.output();
		for (const worker of alive) {
			expect(output).toContain(`Worker ${worker.slot} (pid ${worker.pid}): SIGTERM received`);
			expect(output).toContain(`Worker ${worker.slot} (pid ${worker.pid}): Stopped\n`);
			expect(isAlive(worker.pid)).toBe(false);
		}
		expect(output).toMatch(/Primary \(pid \d+\): Stopped: every worker closed cleanly/);
		expect(code).toBe(0);
		// The primary folded the WAL into the file last: edge.sqlite alone is whole.
		const wal = join(cluster.dataDir, 'edge.sqlite-wal');
		expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
		// No worker was restarted during the stop.
		expect(workerStarts(output)).toHaveLength(3);
	});
});

describe('the primary killed with SIGKILL', () => {
	let cluster: ClusterProcess | undefined;
	afterAll(async () => {
		// Should a worker have outlived its primary (the failure this test looks for), it goes too.
		for (const worker of workerStarts(cluster?.output() ?? ''))
			if (isAlive(worker.pid)) process.kill(worker.pid, 'SIGKILL');
		await stopCluster(cluster);
	});

	it('its workers exit too, rather than serve on without it', { timeout: 150_000 }, async () => {
		cluster = await startCluster(2);
		const workers = workerStarts(cluster.output());
		expect(workers).toHaveLength(2);
		cluster.child.kill('SIGKILL');
		await cluster.exited;
		// Node's cluster ends a worker at once when its primary's IPC channel closes: nobody would be
		// left to restart or stop it, and it would keep the port from the next start.
		await until(() => workers.every((worker) => !isAlive(worker.pid)), 'both workers exited', 60_000);
		await expect(fetch(`${cluster.url}/api/health`)).rejects.toThrow();
	});
});
