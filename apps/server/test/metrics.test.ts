import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sample } from './prometheus-text';
import { holdStream } from './sse-client';
import { startTestServer, type TestServer } from './test-server';

const TOKEN = 'metrics-test-token-0123456789';
/** What a request from elsewhere looks like behind the trusted proxy (TRUST_PROXY). */
const REMOTE = { 'x-forwarded-for': '203.0.113.7' };

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' });
});
afterAll(async () => {
	await server.stop();
});

async function scrape(headers: Record<string, string> = {}) {
	const response = await fetch(`${server.url}/metrics`, { headers });
	return { status: response.status, headers: response.headers, body: await response.text() };
}

const authorized = { authorization: `Bearer ${TOKEN}`, ...REMOTE };

describe('GET /metrics', () => {
	it('answers a scraper with the token in Prometheus format, not cached', async () => {
		const { status, headers, body } = await scrape(authorized);
		expect(status).toBe(200);
		expect(headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
		expect(headers.get('cache-control')).toBe('no-store');
		for (const name of [
			'edge_http_request_duration_seconds',
			'edge_live_streams',
			'edge_database_bytes',
			'edge_database_wal_bytes',
			'edge_mail_waiting',
			'edge_mail_failed',
			'edge_paypal_webhooks_received_total',
			'edge_paypal_webhooks_failed_total',
			'edge_paypal_reconcile_runs_total',
			'edge_trpc_calls_total',
			'nodejs_eventloop_lag_seconds',
		]) {
			expect(body, name).toContain(`# TYPE ${name} `);
		}
		expect(sample(body, 'edge_database_bytes')).toBeGreaterThan(0);
	});

	it('counts earlier requests by their route pattern or procedure and status, never by raw URL', async () => {
		await (await fetch(`${server.url}/api/health`)).arrayBuffer();
		await (await fetch(`${server.url}/api/v1/payment/subscription/sub-secret-id-42`)).arrayBuffer();
		await (await fetch(`${server.url}/api/trpc/no.such.procedure-99`)).arrayBuffer();
		const contact = await fetch(`${server.url}/api/trpc/contact.submit`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				name: 'Ana',
				email: 'ana@example.com',
				phone: '+18095551234',
				country: 'RD',
				issue: 'Hola',
			}),
		});
		expect(contact.status).toBe(200);

		// A request's line is counted when its response has closed: wait for it rather than sleep.
		await vi.waitFor(async () => {
			const { body } = await scrape(authorized);
			const count = (route: string, method: string, status: string) =>
				sample(body, 'edge_http_request_duration_seconds_count', { route, method, status });
			expect(count('/api/health', 'GET', '200')).toBeGreaterThanOrEqual(1);
			expect(count('/api/v1/payment/subscription/:subscriptionId', 'GET', '401')).toBe(1);
			expect(count('/api/trpc/(unknown)', 'GET', '404')).toBe(1);
			expect(count('/api/trpc/contact.submit', 'POST', '200')).toBe(1);
			expect(sample(body, 'edge_trpc_calls_total', { procedure: 'contact.submit' })).toBe(1);
			expect(
				sample(body, 'edge_http_request_duration_seconds_bucket', {
					route: '/api/health',
					method: 'GET',
					status: '200',
					le: '+Inf',
				}),
			).toBeGreaterThanOrEqual(1);
			expect(body).not.toContain('sub-secret-id-42');
			expect(body).not.toContain('procedure-99');
		});
	});

	it('counts webhooks received and failed', async () => {
		const response = await fetch(`${server.url}/api/paypal/webhook`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{"not":"a paypal event"',
		});
		expect(response.status).toBeGreaterThanOrEqual(400);
		const { body } = await scrape(authorized);
		expect(sample(body, 'edge_paypal_webhooks_received_total')).toBe(1);
		expect(sample(body, 'edge_paypal_webhooks_failed_total')).toBe(1);
	});

	it('counts the live streams open now', async () => {
		const stream = await holdStream(server, 'wall.live', REMOTE);
		expect(stream.start.kind).toBe('open');
		expect(sample((await scrape()).body, 'edge_live_streams')).toBe(1);
		await stream.close();
		await vi.waitFor(async () => expect(sample((await scrape()).body, 'edge_live_streams')).toBe(0));
	});

	it('refuses a client off this machine without the token, or with another (404)', async () => {
		for (const headers of [
			REMOTE,
			{ ...REMOTE, authorization: 'Bearer wrong-token' },
			{ ...REMOTE, authorization: TOKEN },
		]) {
			const { status, headers: answer, body } = await scrape(headers);
			expect(status, JSON.stringify(headers)).toBe(404);
			expect(answer.get('cache-control')).toBe('no-store');
			expect(body).not.toContain('edge_');
		}
	});

	it('refuses a loopback connection that a proxy header says comes from elsewhere', async () => {
		expect((await scrape({ forwarded: 'for=203.0.113.9' })).status).toBe(404);
		expect((await scrape({ 'x-real-ip': '203.0.113.9' })).status).toBe(404);
	});

	it('answers a client on this machine (loopback, no proxy header) without the token', async () => {
		const { status, body } = await scrape();
		expect(status).toBe(200);
		expect(body).toContain('# TYPE edge_http_request_duration_seconds histogram');
	});
});
