import { closeDb, createDb, migrateDb } from '@edge/db';
import { describe, expect, it } from 'vitest';
import { type Readiness, readyHandler } from './ready';

const fine: Readiness = { paypalMode: 'live', mailTransport: 'smtp', outboxAllowed: false, stopping: () => false };

/** The answer of GET /api/ready over a migrated in-memory database. */
async function ready(readiness: Partial<Readiness>, spoil?: (db: ReturnType<typeof createDb>) => void) {
	const db = createDb(':memory:');
	migrateDb(db);
	try {
		spoil?.(db);
		const response = await readyHandler(db, { ...fine, ...readiness })();
		return { status: response.status, body: (await response.json()) as { failed?: string[]; checks: object } };
	} finally {
		closeDb(db);
	}
}

describe('readyHandler', () => {
	it('passes every check of a live set-up', async () => {
		const answer = await ready({});
		expect(answer.status).toBe(200);
		expect(answer.body.checks).toMatchObject({ paypal: { ok: true, mode: 'live' }, mail: { transport: 'smtp' } });
	});

	it('fails once a stop has begun, while the process still answers', async () => {
		const answer = await ready({ stopping: () => true });
		expect(answer).toMatchObject({ status: 503, body: { failed: ['shutdown'] } });
	});

	it('fails without payments set up', async () => {
		expect(await ready({ paypalMode: null })).toMatchObject({ status: 503, body: { failed: ['paypal'] } });
	});

	it('fails when the database has a migration this release does not know', async () => {
		const answer = await ready({}, (db) =>
			db.$client.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('later', 9e15),
		);
		expect(answer).toMatchObject({
			status: 503,
			body: { failed: ['migrations'], checks: { migrations: { reason: expect.stringContaining('newer') } } },
		});
	});

	it('fails the database and migrations when the database does not answer', async () => {
		const db = createDb(':memory:');
		migrateDb(db);
		const check = readyHandler(db, fine);
		closeDb(db);
		const response = await check();
		expect(response.status).toBe(503);
		expect(((await response.json()) as { failed: string[] }).failed).toEqual(['database', 'migrations']);
	});
});
