import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropKeys, REDIS_URL, requireRedis, uniquePrefix } from './redis-helpers';
import { freePort, type ServerProcess, startServerProcess } from './server-process';
import { apiClient, call } from './typed-client';

export interface ClusterProcess extends ServerProcess {
	url: string;
	dataDir: string;
	prefix: string;
}

/**
 * The compiled server (`node apps/server/dist/main.js`, as `npm start` runs it) with
 * WEB_CONCURRENCY workers on a fresh DATA_DIR and the real Redis under a prefix of its own; request
 * lines on, so each answer's log line names the worker and pid that served it. Resolves once the
 * primary says every worker listens; fails first when no Redis answers (the cluster needs one).
 */
export async function startCluster(workers: number, env: Record<string, string> = {}): Promise<ClusterProcess> {
	await requireRedis();
	const port = await freePort();
	const dataDir = mkdtempSync(join(tmpdir(), 'edge-cluster-'));
	const prefix = uniquePrefix();
	const proc = startServerProcess({
		WEB_CONCURRENCY: String(workers),
		PORT: String(port),
		HOST: '127.0.0.1',
		DATA_DIR: dataDir,
		NODE_ENV: 'test',
		LOG_REQUESTS: 'true',
		LOG_PRETTY: 'false',
		REDIS_URL,
		REDIS_PREFIX: prefix,
		...env,
	});
	// Two workers each load the app on a 2-core machine shared with other runs: allow for it.
	await proc.waitFor(/Edge is running on .* with \d+ workers/, 90_000);
	return { ...proc, url: `http://127.0.0.1:${port}`, dataDir, prefix };
}

/**
 * The end of a test file's cluster: SIGTERM to the primary when it still runs (it stops its workers)
 * and the wait for its exit, then its DATA_DIR and its Redis keys removed. Nothing when none started.
 */
export async function stopCluster(cluster: ClusterProcess | undefined): Promise<void> {
	if (!cluster) return;
	if (cluster.child.exitCode === null && cluster.child.signalCode === null) {
		cluster.child.kill('SIGTERM');
		await cluster.exited;
	}
	rmSync(cluster.dataDir, { recursive: true, force: true });
	await dropKeys(cluster.prefix);
}

/** The workers' start lines, in order: `Worker <slot> (pid <pid>): serving …`. */
export function workerStarts(output: string): { slot: number; pid: number; runsJobs: boolean }[] {
	const starts = [...output.matchAll(/^Worker (\d+) \(pid (\d+)\): serving (.*)$/gm)];
	return starts.map((match) => ({
		slot: Number(match[1]),
		pid: Number(match[2]),
		runsJobs: (match[3] ?? '').includes('runs the periodic jobs'),
	}));
}

/** The JSON log lines of the output (request lines and the rest), skipping the plain ones. */
export function jsonLines(output: string): Record<string, unknown>[] {
	return output
		.split('\n')
		.filter((line) => line.startsWith('{'))
		.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The parent pid of a running process, from the kernel (/proc/<pid>/stat, field 4). */
export function parentPid(pid: number): number {
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
	// The command name (field 2) is in parentheses and may hold spaces: count from its end.
	const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	return Number(afterName[1]);
}

/** Whether a process with this pid exists now. */
export function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

/** Polls `check` every 20 ms until it holds, failing past the time-out (a condition, not a fixed sleep). */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (!(await check())) {
		if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

let address = 0;
/**
 * A sign-up through tRPC over HTTP from its own client address: the cluster runs with
 * TRUST_PROXY=true, as behind the proxy a deployment puts in front, so each caller's X-Forwarded-For
 * is its address and the per-address sign-up limit counts each caller apart.
 */
export async function signUp(url: string, email: string): Promise<number> {
	address += 1;
	const response = await call(() =>
		apiClient(url, {
			'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
		}).auth.register.mutate({
			accountKind: 'customer',
			firstName: 'Ana',
			lastName: 'Pérez',
			email,
			phone: '8095551234',
			dateOfBirth: '1990-05-17',
			password: 'Secreto123',
			confirmPassword: 'Secreto123',
		}),
	);
	return response.status;
}
