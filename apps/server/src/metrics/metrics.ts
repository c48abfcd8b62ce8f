import cluster from 'node:cluster';
import { statSync } from 'node:fs';
import type { Db } from '@edge/db';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { createPrimaryMetricsReader, shareRegistryWithPrimary } from '../cluster/cluster-metrics';
import { createRouteLabeler, type RouteEntry, trpcProceduresOf, UNMATCHED_LABEL } from './route-label';

/** Request durations in seconds: the hot paths answer in a millisecond, pages and uploads in tens. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

type Observer = { observe(value: number): void };
/** What one kind of request (status, method, path) counts on: its series and its tRPC calls. */
type RequestEntry = { observer: Observer; calls: { inc(): void }[] };
/** Kinds of request remembered; past it the memory starts over (paths with ids never stop coming). */
const MAX_REMEMBERED_REQUESTS = 5_000;

/**
 * The server's Prometheus metrics (docs/operations.md lists each one). One registry per server,
 * so two servers in one process (tests) count apart; prom-client's default metrics (event-loop lag,
 * memory, CPU, handles) are registered on it too.
 *
 * In a cluster worker (WEB_CONCURRENCY > 1) a scrape reads every worker's registry, summed by the
 * primary (cluster/cluster-metrics.ts). Each metric's `aggregator` says how the workers' values add
 * up: counters and histograms sum (prom-client's default), figures every worker reads from the one
 * database take the largest reading ('max': the same number, not N times it). The default metrics
 * bring their own (event-loop lag averaged, its min and max kept, the start time omitted; memory and
 * CPU summed over the processes).
 */
export function createMetrics(options: { databaseFile: string; db: Db }) {
	const registry = new Registry();
	collectDefaultMetrics({ register: registry });
	const registers = [registry];
	// cluster.isWorker: forked by the primary of WEB_CONCURRENCY > 1; false for the one process.
	if (cluster.isWorker) shareRegistryWithPrimary(registry);
	const readCluster = cluster.isWorker ? createPrimaryMetricsReader() : null;

	const requestDuration = new Histogram({
		name: 'edge_http_request_duration_seconds',
		help: 'HTTP requests by route (pattern or tRPC procedure), method and status, with their duration in seconds (_count is the number of requests).',
		labelNames: ['route', 'method', 'status'] as const,
		buckets: DURATION_BUCKETS,
		registers,
	});
	const trpcCalls = new Counter({
		name: 'edge_trpc_calls_total',
		help: 'tRPC procedure calls by procedure path, each call of a batch counted.',
		labelNames: ['procedure'] as const,
		registers,
	});
	const liveStreams = new Gauge({
		name: 'edge_live_streams',
		help: 'Live streams (tRPC subscriptions over server-sent events) open now.',
		// Each worker holds its own streams: the cluster's are the sum.
		aggregator: 'sum',
		registers,
	});
	const webhooksReceived = new Counter({
		name: 'edge_paypal_webhooks_received_total',
		help: 'PayPal webhook deliveries received at POST /api/paypal/webhook.',
		registers,
	});
	const webhooksFailed = new Counter({
		name: 'edge_paypal_webhooks_failed_total',
		help: 'PayPal webhook deliveries answered with an error (refused signature, bad body, server error).',
		registers,
	});
	const reconcileRuns = new Counter({
		name: 'edge_paypal_reconcile_runs_total',
		help: 'Hourly PayPal reconcile runs, by outcome (ok or failed).',
		labelNames: ['outcome'] as const,
		registers,
	});

	// Read on each scrape, never on a request: a stat of two files and one count.
	const fileSize = (path: string) => {
		try {
			return statSync(path).size;
		} catch {
			return 0;
		}
	};
	// The database figures below are the same for every worker (one file): 'max' keeps one reading.
	new Gauge({
		name: 'edge_database_bytes',
		help: 'Size of the SQLite database file in bytes.',
		aggregator: 'max',
		registers,
		collect() {
			this.set(fileSize(options.databaseFile));
		},
	});
	new Gauge({
		name: 'edge_database_wal_bytes',
		help: 'Size of the SQLite write-ahead log in bytes (it shrinks back at checkpoints).',
		aggregator: 'max',
		registers,
		collect() {
			this.set(fileSize(`${options.databaseFile}-wal`));
		},
	});
	// 'sending': handed to the SMTP server, which has not answered yet; 'failed': refused by it.
	const mailCounts = options.db.$client.prepare<[], { transport: string; count: number }>(
		"select transport, count(*) as count from mail_outbox where transport in ('sending', 'failed') group by transport",
	);
	const mailFailed = new Gauge({
		name: 'edge_mail_failed',
		help: 'Mails in the outbox the SMTP server refused (kept until the outbox is pruned).',
		aggregator: 'max',
		registers: [],
	});
	new Gauge({
		name: 'edge_mail_waiting',
		help: 'Mails in the outbox the SMTP server has not answered for yet.',
		aggregator: 'max',
		registers,
		collect() {
			const counts = new Map(mailCounts.all().map((row) => [row.transport, row.count]));
			this.set(counts.get('sending') ?? 0);
			mailFailed.set(counts.get('failed') ?? 0);
		},
	});
	// Registered after the gauge whose collect sets it, so a scrape reads both from one count.
	registry.registerMetric(mailFailed);

	let routeOf: (method: string, path: string) => string = () => UNMATCHED_LABEL;
	// What each kind of request counts on, found by one string key: naming the route takes a router
	// match for paths with parameters, and prom-client's observe(labels, value) sorts and joins the
	// label names on every call; together several microseconds a request (docs/bench.md).
	const remembered = new Map<string, RequestEntry>();
	const entryOf = (method: string, path: string, status: number): RequestEntry => {
		const route = routeOf(method, path);
		return {
			observer: requestDuration.labels(route, method, String(status)),
			calls: route.startsWith('/api/trpc/') ? trpcProceduresOf(path).map((name) => trpcCalls.labels(name)) : [],
		};
	};

	return {
		registry,
		/** The text a scrape gets: this process's metrics, or in a cluster worker the whole cluster's. */
		scrape: (): Promise<string> => (readCluster ? readCluster() : registry.metrics()),
		/** Names requests by the app's routes; called once the app is built (the server listens before). */
		useRoutes(routes: readonly RouteEntry[]) {
			routeOf = createRouteLabeler(routes);
			remembered.clear();
		},
		/** One answered (or abandoned) request: its path without the query string. */
		observeRequest(method: string, path: string, status: number, seconds: number) {
			const key = `${status} ${method} ${path}`;
			let entry = remembered.get(key);
			if (!entry) {
				if (remembered.size >= MAX_REMEMBERED_REQUESTS) remembered.clear();
				entry = entryOf(method, path, status);
				remembered.set(key, entry);
			}
			entry.observer.observe(seconds);
			for (const call of entry.calls) call.inc();
		},
		streamOpened: () => liveStreams.inc(),
		streamClosed: () => liveStreams.dec(),
		webhookReceived: () => webhooksReceived.inc(),
		webhookFailed: () => webhooksFailed.inc(),
		reconcileRan: (outcome: 'ok' | 'failed') => reconcileRuns.inc({ outcome }),
	};
}

export type Metrics = ReturnType<typeof createMetrics>;
