import { join } from 'node:path';
import { benchUsers, seedBenchUsers } from './bench-users';
import { type Child, startChild } from './child';
import {
	type LatencyFigures,
	measureLatency,
	measureThroughput,
	SENDER_CONCURRENCY,
	type ThroughputFigures,
	WARMUP_USERS,
	warmUp,
} from './delivery-runs';
import type { ServerKind } from './subscribers';

/** Targets of issue 8 ("Performance"): at 1,000 open streams. */
export const TARGET_P99_MS = 100;
export const TARGET_BYTES_PER_CONNECTION = 64 * 1024;
export const TARGET_MESSAGES_PER_SECOND = 1_000;
export const DEFAULT_SUBSCRIBERS = 1_000;
export const DEFAULT_LATENCY_MESSAGES = 1_000;

export interface ChatSide {
	server: 'ours' | 'raw';
	/** VmRSS of the server process before and after the streams opened. */
	rssBeforeBytes: number;
	rssAfterBytes: number;
	bytesPerConnection: number;
	/** One message at a time, from send start to arrival at the recipient's stream. */
	latency: LatencyFigures;
	throughput: { seconds: number } & ThroughputFigures;
}

export interface ChatReport {
	subscribers: number;
	latencyMessages: number;
	seconds: number;
	concurrency: number;
	ours: ChatSide;
	raw: ChatSide;
	targets: { p99Ms: number; bytesPerConnection: number; messagesPerSecond: number };
	meets: { p99: boolean; memory: boolean; throughput: boolean };
}

export interface ChatBenchOptions {
	subscribers: number;
	latencyMessages: number;
	seconds: number;
	logDir: string;
	log: (line: string) => void;
}

/** One server's run: warm-up, memory before and after opening the streams, latency, throughput. */
export async function measureSide(kind: ServerKind, options: ChatBenchOptions): Promise<ChatSide> {
	const script = kind === 'ours' ? 'chat/chat-server.ts' : 'servers/raw-sse-server.ts';
	const server = await startChild<{ port: number; databaseFile?: string }>(
		script,
		join(options.logDir, `chat-${kind}-server.log`),
		{ NODE_ENV: 'production' },
		// A diagnosis knob (docs/bench.md, "Chat"): extra Node flags for our server only, e.g. --cpu-prof.
		kind === 'ours' ? (process.env.BENCH_CHAT_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []) : [],
	);
	const url = `http://127.0.0.1:${server.first.port}`;
	const children: Child<unknown>[] = [server];
	try {
		const users = benchUsers(options.subscribers, `bench-${kind}`);
		const warm = benchUsers(WARMUP_USERS, `bench-${kind}-warm`);
		if (server.first.databaseFile) seedBenchUsers(server.first.databaseFile, [...users, ...warm]);

		const sender = await startChild<unknown>('chat/sender.ts', join(options.logDir, `chat-${kind}-sender.log`));
		children.push(sender);
		const warmStreams = await startChild<unknown>('chat/subscribers.ts', join(options.logDir, 'chat-warm.log'));
		children.push(warmStreams);

		// Warm-up on users of its own, then their streams close: what stays is the server's baseline.
		await warmStreams.ask({ type: 'open', kind, url, users: warm });
		await sender.ask({ type: 'setup', kind, url, users: warm });
		await warmUp(sender, warmStreams);

		const subscribers = await startChild<unknown>('chat/subscribers.ts', join(options.logDir, 'chat-streams.log'));
		children.push(subscribers);
		const rssBeforeBytes = server.rss();
		const opening = performance.now();
		await subscribers.ask({ type: 'open', kind, url, users });
		const rssAfterBytes = server.rss();
		options.log(
			`  ${kind}: ${users.length} streams open in ${((performance.now() - opening) / 1000).toFixed(1)} s, server RSS ${(rssBeforeBytes / 2 ** 20).toFixed(1)} -> ${(rssAfterBytes / 2 ** 20).toFixed(1)} MB`,
		);

		await sender.ask({ type: 'setup', kind, url, users });
		const run = { label: kind, sender, subscribers, log: options.log };
		const latency = await measureLatency(run, options.latencyMessages);
		const throughput = await measureThroughput(run, options.seconds);
		return {
			server: kind,
			rssBeforeBytes,
			rssAfterBytes,
			bytesPerConnection: (rssAfterBytes - rssBeforeBytes) / users.length,
			latency,
			throughput: { seconds: options.seconds, ...throughput },
		};
	} finally {
		// The load generators first, so the server's close does not wait on their streams.
		for (const child of children.reverse()) await child.stop();
	}
}

/**
 * The chat bench (docs/bench.md, "Chat"): on the raw SSE baseline, then on our server, each in its
 * own process: `subscribers` streams held by a load generator process, delivery latency and
 * throughput driven by a sender process, the server's memory read from /proc.
 */
export async function runChatBench(options: ChatBenchOptions): Promise<ChatReport> {
	options.log(
		`chat: ${options.subscribers} SSE streams; ${options.latencyMessages} messages one at a time, then ${SENDER_CONCURRENCY} senders for ${options.seconds} s; raw node:http baseline first; loopback, processes apart`,
	);
	const raw = await measureSide('raw', options);
	const ours = await measureSide('ours', options);
	return {
		subscribers: options.subscribers,
		latencyMessages: options.latencyMessages,
		seconds: options.seconds,
		concurrency: SENDER_CONCURRENCY,
		ours,
		raw,
		targets: {
			p99Ms: TARGET_P99_MS,
			bytesPerConnection: TARGET_BYTES_PER_CONNECTION,
			messagesPerSecond: TARGET_MESSAGES_PER_SECOND,
		},
		meets: {
			p99: ours.latency.p99Ms < TARGET_P99_MS,
			memory: ours.bytesPerConnection < TARGET_BYTES_PER_CONNECTION,
			throughput: ours.throughput.perSecond >= TARGET_MESSAGES_PER_SECOND,
		},
	};
}

export function printChatTable(report: ChatReport): void {
	const { ours, raw } = report;
	const ok = (meets: boolean) => (meets ? 'OK' : 'MISSED');
	const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
	console.log(
		`\nchat at ${report.subscribers} open streams${' '.repeat(22)}${'ours'.padStart(12)}${'raw SSE'.padStart(12)}  target`,
	);
	const row = (label: string, a: string, b: string, target: string) =>
		console.log(`${label.padEnd(48)}${a.padStart(12)}${b.padStart(12)}  ${target}`);
	row('delivery p50 (one at a time)', `${ours.latency.p50Ms.toFixed(2)} ms`, `${raw.latency.p50Ms.toFixed(2)} ms`, '');
	row(
		'delivery p99 (one at a time)',
		`${ours.latency.p99Ms.toFixed(2)} ms`,
		`${raw.latency.p99Ms.toFixed(2)} ms`,
		`< ${report.targets.p99Ms} ms ${ok(report.meets.p99)}`,
	);
	row(
		'server memory per stream (VmRSS delta / streams)',
		kb(ours.bytesPerConnection),
		kb(raw.bytesPerConnection),
		`< ${report.targets.bytesPerConnection / 1024} KB ${ok(report.meets.memory)}`,
	);
	row(
		`messages/s delivered (${report.concurrency} senders, ${report.seconds} s)`,
		Math.round(ours.throughput.perSecond).toString(),
		Math.round(raw.throughput.perSecond).toString(),
		`>= ${report.targets.messagesPerSecond} ${ok(report.meets.throughput)}`,
	);
	const loaded = (side: ChatSide) => (side.throughput.latency ? `${side.throughput.latency.p99Ms.toFixed(1)} ms` : '-');
	row('delivery p99 under that load', loaded(ours), loaded(raw), '');
}
