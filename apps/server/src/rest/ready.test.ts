import { chargeRates, closeDb, createDb, migrateDb, paypalPlans, plans, seedReferenceData } from '@edge/db';
import { describe, expect, it } from 'vitest';
import { type Readiness, readyHandler } from './ready';

const fine: Readiness = { paypalMode: 'live', mailTransport: 'smtp', outboxAllowed: false, stopping: () => false };

/** The answer of GET /api/ready over a migrated in-memory database. */
async function ready(readiness: Partial<Readiness>, spoil?: (db: ReturnType<typeof createDb>) => void) {
	const db = createDb(':memory:');
	migrateDb(db);
	// The operator's rate (npm run cli -- payments:rate), which a live set-up needs.
	db.insert(chargeRates).values({ currency: 'USD', dopPerUnitCents: 5900, setAt: new Date() }).run();
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
		expect(answer.body.checks).toMatchObject({
			paypal: { ok: true, mode: 'live', currency: 'USD', rate: '59.00' },
			mail: { transport: 'smtp' },
		});
	});

	it('fails a live set-up without a charge rate, or with a PayPal plan in a currency PayPal refuses', async () => {
		const noRate = await ready({}, (db) => db.delete(chargeRates).run());
		expect(noRate).toMatchObject({
			status: 503,
			body: { failed: ['paypal'], checks: { paypal: { reason: expect.stringContaining('payments:rate') } } },
		});
		const dopPlan = await ready({}, (db) => {
			seedReferenceData(db);
			const plan = db
				.select()
				.from(plans)
				.all()
				.find((row) => row.priceCents > 0);
			db.insert(paypalPlans)
				.values({
					planId: plan?.id ?? '',
					paypalProductId: 'EDGE-PLANS',
					paypalPlanId: 'P-OLD',
					paypalFirstPurchasePlanId: 'P-OLD-FIRST',
					priceCents: plan?.priceCents ?? 0,
					currency: 'DOP',
					syncedAt: new Date(),
				})
				.run();
		});
		expect(dopPlan).toMatchObject({
			status: 503,
			body: { failed: ['paypal'], checks: { paypal: { reason: expect.stringContaining('paypal:sync') } } },
		});
		// The simulator's own state is reported, not judged here.
		expect(await ready({ paypalMode: 'simulator' }, (db) => db.delete(chargeRates).run())).toMatchObject({
			status: 200,
		});
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
		expect(((await response.json()) as { failed: string[] }).failed).toEqual(['database', 'migrations', 'paypal']);
	});
});
