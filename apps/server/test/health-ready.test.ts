import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScratchServer } from '../src/scratch-server';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

interface ReadyBody {
	status: string;
	failed?: string[];
	checks: Record<string, { ok: boolean; [detail: string]: unknown }>;
}

const get = async (url: string) => {
	const response = await fetch(url);
	const body = (await response.json()) as ReadyBody;
	return { status: response.status, cacheControl: response.headers.get('cache-control'), body };
};

/** The journal's last migration, as drizzle records it in the database. */
const lastApplied = () =>
	server.db.$client
		.prepare('select hash, created_at as createdAt from __drizzle_migrations order by created_at desc limit 1')
		.get() as { hash: string; createdAt: number };

describe('GET /api/health (liveness)', () => {
	it('keeps its contract: 200 { status: ok }', async () => {
		expect(await get(`${server.url}/api/health`)).toEqual({
			status: 200,
			cacheControl: expect.stringContaining('no-store'),
			body: { status: 'ok' },
		});
	});
});

describe('GET /api/ready (readiness)', () => {
	it('is 200 with every check when the server can serve', async () => {
		const ready = await get(`${server.url}/api/ready`);
		expect(ready.status).toBe(200);
		expect(ready.cacheControl).toContain('no-store');
		expect(ready.body).toEqual({
			status: 'ready',
			checks: {
				database: { ok: true },
				migrations: { ok: true, latest: expect.stringMatching(/^\d{4}_/) },
				paypal: { ok: true, mode: 'simulator', currency: 'USD', rate: '59.00' },
				mail: { ok: true, transport: 'outbox' },
				shutdown: { ok: true },
			},
		});
	});

	it('is 503 naming the migrations when the database lacks the last one', async () => {
		const last = lastApplied();
		// drizzle's table declares `id SERIAL`, which SQLite leaves null: rows are told apart by created_at.
		server.db.$client.prepare('delete from __drizzle_migrations where created_at = ?').run(last.createdAt);
		try {
			const ready = await get(`${server.url}/api/ready`);
			expect(ready.status).toBe(503);
			expect(ready.body.status).toBe('not ready');
			expect(ready.body.failed).toEqual(['migrations']);
			expect(ready.body.checks.migrations).toMatchObject({ ok: false, reason: expect.stringContaining('applied') });
			// Liveness does not care: the process still answers.
			expect((await get(`${server.url}/api/health`)).status).toBe(200);
		} finally {
			server.db.$client
				.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)')
				.run(last.hash, last.createdAt);
		}
		expect((await get(`${server.url}/api/ready`)).status).toBe(200);
	});

	it('is 503 naming the mail in production without SMTP_URL, and 200 with it', async () => {
		const production = { NODE_ENV: 'production', PAYPAL_MODE: 'simulator' };
		const withoutSmtp = await startScratchServer({ env: production });
		try {
			const ready = await get(`${withoutSmtp.url}/api/ready`);
			expect(ready.status).toBe(503);
			expect(ready.body.failed).toEqual(['mail']);
			expect(ready.body.checks.mail).toEqual({ ok: false, transport: 'outbox', reason: 'SMTP_URL is not set' });
		} finally {
			await withoutSmtp.stop();
		}
		// What `npm start` gives a developer's machine (scripts/start-env.mjs): the outbox, on purpose.
		const localStart = await startScratchServer({ env: { ...production, LOG_MAIL_TEXT: 'true' } });
		try {
			const ready = await get(`${localStart.url}/api/ready`);
			expect(ready.status).toBe(200);
			expect(ready.body.checks.mail).toEqual({ ok: true, transport: 'outbox' });
		} finally {
			await localStart.stop();
		}
		// Nothing is sent at start, so an SMTP server that is not there does not matter to the check.
		const withSmtp = await startScratchServer({ env: { ...production, SMTP_URL: 'smtp://127.0.0.1:2525' } });
		try {
			const ready = await get(`${withSmtp.url}/api/ready`);
			expect(ready.status).toBe(200);
			expect(ready.body.checks.mail).toEqual({ ok: true, transport: 'smtp' });
		} finally {
			await withSmtp.stop();
		}
	});
});
