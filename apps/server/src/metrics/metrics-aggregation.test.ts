import { statSync } from 'node:fs';
import { createTestDb, type TestDb } from '@edge/db/testing';
import { Hono } from 'hono';
import { AggregatorRegistry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from './metrics';
import { metricsHandler } from './metrics-route';

let testDb: TestDb;
beforeAll(() => {
	testDb = createTestDb();
});
afterAll(() => testDb.cleanup());

type Sample = { value: number; labels: Record<string, string | number>; metricName?: string };
type MetricJson = { name: string; values: Sample[] };
/** The value of sample `name` (a metric's own name, or a histogram's `_count`, `_sum`, `_bucket`) with these labels. */
const sampleOf = (metrics: MetricJson[], name: string, labels: Record<string, string | number> = {}) =>
	metrics
		.flatMap((metric) => metric.values.map((sample) => ({ ...sample, sampleName: sample.metricName ?? metric.name })))
		.find(
			(sample) =>
				sample.sampleName === name && Object.entries(labels).every(([key, label]) => sample.labels[key] === label),
		)?.value;

describe('the metrics of two workers summed as the primary sums them', () => {
	it('adds requests and streams, and reads the one database once rather than twice', async () => {
		// Two servers on one file, as two workers of a cluster.
		const workers = [0, 1].map(() => createMetrics({ databaseFile: testDb.file, db: testDb.db }));
		const [one, two] = workers as [Metrics, Metrics];
		for (const metrics of workers)
			metrics.useRoutes([
				{ method: 'GET', path: '/api/health' },
				{ method: 'ALL', path: '/api/trpc/*' },
			]);
		one.observeRequest('GET', '/api/health', 200, 0.002);
		one.observeRequest('GET', '/api/health', 200, 0.004);
		two.observeRequest('GET', '/api/health', 200, 0.003);
		two.observeRequest('POST', '/api/trpc/contact.submit', 200, 0.02);
		one.streamOpened();
		two.streamOpened();
		two.streamOpened();

		const perWorker = await Promise.all(workers.map((metrics) => metrics.registry.getMetricsAsJSON()));
		const summed = (await AggregatorRegistry.aggregate(perWorker).getMetricsAsJSON()) as MetricJson[];
		const count = (route: string, method: string) =>
			sampleOf(summed, 'edge_http_request_duration_seconds_count', { route, method, status: '200' });
		expect(count('/api/health', 'GET')).toBe(3);
		expect(count('/api/trpc/contact.submit', 'POST')).toBe(1);
		expect(sampleOf(summed, 'edge_http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toBe(3);
		expect(sampleOf(summed, 'edge_trpc_calls_total', { procedure: 'contact.submit' })).toBe(1);
		expect(sampleOf(summed, 'edge_live_streams')).toBe(3);
		expect(sampleOf(summed, 'edge_database_bytes')).toBe(statSync(testDb.file).size);
		expect(sampleOf(summed, 'edge_database_bytes')).toBeGreaterThan(0);
		expect(sampleOf(summed, 'edge_mail_waiting')).toBe(0);
		// prom-client's own: the start time is omitted (two processes have two), the version kept once.
		expect(sampleOf(summed, 'process_start_time_seconds')).toBeUndefined();
		expect(sampleOf(summed, 'nodejs_version_info')).toBe(1);
	});
});

describe('GET /metrics when the cluster’s metrics cannot be had', () => {
	it('answers 503, not cached, instead of waiting on', async () => {
		const metrics = createMetrics({ databaseFile: testDb.file, db: testDb.db });
		const failing = { registry: metrics.registry, scrape: () => Promise.reject(new Error('no answer')) };
		const app = new Hono().get('/metrics', metricsHandler(failing, 'metrics-test-token-0123456789'));
		const response = await app.request('/metrics', {
			headers: { authorization: 'Bearer metrics-test-token-0123456789' },
		});
		expect(response.status).toBe(503);
		expect(response.headers.get('cache-control')).toBe('no-store');
		expect(await response.text()).not.toContain('edge_');
	});
});
