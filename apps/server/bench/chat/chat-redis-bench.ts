import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Latency } from '../directory/percentiles';
import { type BenchUser, benchUsers, seedBenchUsers } from './bench-users';
import {
	type ChatBenchOptions,
	type ChatSide,
	measureSide,
	TARGET_BYTES_PER_CONNECTION,
	TARGET_P99_MS,
} from './chat-bench';
import { type Child, startChild } from './child';
import {
	type LatencyFigures,
	measureLatency,
	measureThroughput,
	SENDER_CONCURRENCY,
	WARMUP_USERS,
	warmUp,
} from './delivery-runs';

/** The Redis the bench uses; CI and this machine run one there. */
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** One of the two server processes: its memory before and after its share of the streams opened. */
export interface ChatRedisProcess {
	streams: number;
	rssBeforeBytes: number;
	rssAfterBytes: number;
	bytesPerStream: number;
	/** V8's heap in use after a full collection, before and after; over the streams. */
	heapBeforeBytes: number;
	heapAfterBytes: number;
	heapPerStream: number;
}

export interface ChatRedisReport {
	subscribers: number;
	latencyMessages: number;
	seconds: number;
	concurrency: number;
	/** Two processes on one SQLite file and one Redis; every message crosses from one to the other. */
	twoProcesses: {
		processes: ChatRedisProcess[];
		latency: LatencyFigures;
		throughput: { sent: number; delivered: number; errors: number; firstError: string | null; perSecond: number };
		loadedLatency: Latency | null;
	};
	/** The same users and messages on one process (in-process bus), in the same run: the reference. */
	oneProcess: ChatSide;
	/** Two processes' delivery p99 over one process's. */
	p99Ratio: number;
	targets: { p99Ms: number; bytesPerConnection: number };
	meets: { p99: boolean; memory: boolean };
}

/** Deletes the keys the run left in Redis (the limits' counters) under its own prefix. */
async function dropKeys(url: string, prefix: string): Promise<void> {
	const redis = new Redis(url);
	try {
		const keys = await redis.keys(`${prefix}*`);
		if (keys.length > 0) await redis.del(...keys);
	} finally {
		redis.disconnect();
	}
}

/**
 * Customers' streams on A and freelancers' on B, each sending through the process that holds its
 * own stream: every message is published on one process and delivered by the other, through Redis.
 */
function split(users: BenchUser[], urlA: string, urlB: string) {
	const onA = users.filter((_, index) => index % 2 === 0);
	const onB = users.filter((_, index) => index % 2 === 1);
	const via = Object.fromEntries([...onA.map((u) => [u.id, urlA]), ...onB.map((u) => [u.id, urlB])]);
	return { onA, onB, via };
}

async function measureTwoProcesses(options: ChatBenchOptions): Promise<ChatRedisReport['twoProcesses']> {
	const redisUrl = process.env.BENCH_REDIS_URL ?? DEFAULT_REDIS_URL;
	const prefix = `edge-bench:${randomUUID()}:`;
	const dataDir = mkdtempSync(join(tmpdir(), 'edge-bench-chat-redis-'));
	const env = {
		NODE_ENV: 'production',
		BENCH_DATA_DIR: dataDir,
		BENCH_REDIS_URL: redisUrl,
		BENCH_REDIS_PREFIX: prefix,
	};
	const children: Child<unknown>[] = [];
	try {
		type Server = Child<{ port: number; databaseFile: string }>;
		// One after the other: the first applies the migrations to the shared file.
		const a: Server = await startChild('chat/chat-redis-server.ts', join(options.logDir, 'chat-redis-a.log'), env, [
			'--expose-gc',
		]);
		children.push(a);
		const b: Server = await startChild('chat/chat-redis-server.ts', join(options.logDir, 'chat-redis-b.log'), env, [
			'--expose-gc',
		]);
		children.push(b);
		const urlA = `http://127.0.0.1:${a.first.port}`;
		const urlB = `http://127.0.0.1:${b.first.port}`;
		const users = benchUsers(options.subscribers, 'bench-redis');
		const warm = benchUsers(WARMUP_USERS, 'bench-redis-warm');
		seedBenchUsers(a.first.databaseFile, [...users, ...warm]);

		const sender = await startChild<unknown>('chat/sender.ts', join(options.logDir, 'chat-redis-sender.log'));
		children.push(sender);

		// Warm-up on users of their own, through both processes, then their streams close.
		const warmStreams = await startChild<unknown>('chat/subscribers.ts', join(options.logDir, 'chat-redis-warm.log'));
		children.push(warmStreams);
		const warmSplit = split(warm, urlA, urlB);
		await warmStreams.ask({ type: 'open', kind: 'ours', url: urlA, users: warmSplit.onA });
		await warmStreams.ask({ type: 'open', kind: 'ours', url: urlB, users: warmSplit.onB });
		await sender.ask({ type: 'setup', kind: 'ours', url: urlA, users: warm, via: warmSplit.via });
		await warmUp(sender, warmStreams);

		const subscribers = await startChild<unknown>(
			'chat/subscribers.ts',
			join(options.logDir, 'chat-redis-streams.log'),
		);
		children.push(subscribers);
		const { onA, onB, via } = split(users, urlA, urlB);
		// Each process's memory right around the opening of its own share, so nothing else it does
		// meanwhile (the other's opening) counts for its streams.
		const before: number[] = [];
		const after: number[] = [];
		const heapBefore: number[] = [];
		const heapAfter: number[] = [];
		const heapOf = async (server: Server) =>
			(await server.ask<{ heapUsedBytes: number }>({ type: 'heap' })).heapUsedBytes;
		const opening = performance.now();
		for (const [server, url, share] of [
			[a, urlA, onA],
			[b, urlB, onB],
		] as const) {
			heapBefore.push(await heapOf(server));
			before.push(server.rss());
			await subscribers.ask({ type: 'open', kind: 'ours', url, users: share });
			heapAfter.push(await heapOf(server));
			after.push(server.rss());
		}
		const processes = [onA, onB].map((streams, index) => ({
			streams: streams.length,
			rssBeforeBytes: before[index] as number,
			rssAfterBytes: after[index] as number,
			bytesPerStream: ((after[index] as number) - (before[index] as number)) / streams.length,
			heapBeforeBytes: heapBefore[index] as number,
			heapAfterBytes: heapAfter[index] as number,
			heapPerStream: ((heapAfter[index] as number) - (heapBefore[index] as number)) / streams.length,
		}));
		const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
		options.log(
			`  two processes: ${users.length} streams open (${onA.length} on A, ${onB.length} on B) in ${((performance.now() - opening) / 1000).toFixed(1)} s; RSS A ${mb(before[0] as number)} -> ${mb(after[0] as number)} MB, B ${mb(before[1] as number)} -> ${mb(after[1] as number)} MB`,
		);

		await sender.ask({ type: 'setup', kind: 'ours', url: urlA, users, via });
		const run = { label: 'two processes', sender, subscribers, log: options.log };
		const latency = await measureLatency(run, options.latencyMessages, ', each across through Redis');
		const load = await measureThroughput(run, options.seconds);
		return {
			processes,
			latency,
			throughput: {
				sent: load.sent,
				delivered: load.delivered,
				errors: load.errors,
				firstError: load.firstError,
				perSecond: load.perSecond,
			},
			loadedLatency: load.latency,
		};
	} finally {
		// The load generators first, so the servers' close does not wait on their streams.
		for (const child of children.reverse()) await child.stop();
		rmSync(dataDir, { recursive: true, force: true });
		await dropKeys(redisUrl, prefix);
	}
}

/**
 * The chat bench over Redis (docs/bench.md, "Chat across two processes"): `subscribers` streams
 * spread over two server processes on one SQLite file and one Redis, every message sent through one
 * and delivered by the other; then the same on one process, in the same run, as the reference.
 * Servers, streams and sender each in a process of their own.
 */
export async function runChatRedisBench(options: ChatBenchOptions): Promise<ChatRedisReport> {
	options.log(
		`chat-redis: ${options.subscribers} SSE streams over 2 server processes sharing Redis; ${options.latencyMessages} messages one at a time, then ${SENDER_CONCURRENCY} senders for ${options.seconds} s; then one process the same way; loopback, processes apart`,
	);
	const twoProcesses = await measureTwoProcesses(options);
	const oneProcess = await measureSide('ours', options);
	const worstPerStream = Math.max(...twoProcesses.processes.map((p) => p.bytesPerStream));
	return {
		subscribers: options.subscribers,
		latencyMessages: options.latencyMessages,
		seconds: options.seconds,
		concurrency: SENDER_CONCURRENCY,
		twoProcesses,
		oneProcess,
		p99Ratio: twoProcesses.latency.p99Ms / oneProcess.latency.p99Ms,
		targets: { p99Ms: TARGET_P99_MS, bytesPerConnection: TARGET_BYTES_PER_CONNECTION },
		meets: {
			p99: twoProcesses.latency.p99Ms < TARGET_P99_MS,
			memory: worstPerStream < TARGET_BYTES_PER_CONNECTION,
		},
	};
}

export function printChatRedisTable(report: ChatRedisReport): void {
	const { twoProcesses: two, oneProcess: one } = report;
	const ok = (meets: boolean) => (meets ? 'OK' : 'MISSED');
	const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
	const ms = (value: number) => `${value.toFixed(2)} ms`;
	console.log(
		`\nchat at ${report.subscribers} open streams, Redis${' '.repeat(11)}${'2 processes'.padStart(14)}${'1 process'.padStart(12)}  target`,
	);
	const row = (label: string, a: string, b: string, target = '') =>
		console.log(`${label.padEnd(48)}${a.padStart(14)}${b.padStart(12)}  ${target}`);
	row('delivery p50 (one at a time)', ms(two.latency.p50Ms), ms(one.latency.p50Ms));
	row(
		'delivery p99 (one at a time)',
		ms(two.latency.p99Ms),
		ms(one.latency.p99Ms),
		`< ${report.targets.p99Ms} ms ${ok(report.meets.p99)} (ratio ${report.p99Ratio.toFixed(2)})`,
	);
	for (const [index, side] of two.processes.entries()) {
		row(`heap per stream, process ${index === 0 ? 'A' : 'B'} (after a full GC)`, kb(side.heapPerStream), '');
		row(
			`memory per stream, process ${index === 0 ? 'A' : 'B'} (${side.streams} streams)`,
			kb(side.bytesPerStream),
			index === 0 ? kb(one.bytesPerConnection) : '',
			`< ${report.targets.bytesPerConnection / 1024} KB ${ok(side.bytesPerStream < report.targets.bytesPerConnection)}`,
		);
	}
	row(
		`messages/s delivered (${report.concurrency} senders, ${report.seconds} s)`,
		Math.round(two.throughput.perSecond).toString(),
		Math.round(one.throughput.perSecond).toString(),
	);
	row(
		'delivery p99 under that load',
		two.loadedLatency ? ms(two.loadedLatency.p99Ms) : '-',
		one.throughput.latency ? ms(one.throughput.latency.p99Ms) : '-',
	);
}
