import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDb, createDb, type Db } from '@edge/db';
import {
	createPaymentGateway,
	SIMULATOR_CLIENT_ID,
	SIMULATOR_CLIENT_SECRET,
	startPaypalSimulator,
} from '@edge/payments';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plansUnlocking } from '../../../packages/api/src/subscription/plan-unlocks';
import { isSubscriptionValid } from '../../../packages/api/src/subscription/subscription-validity';
import { runSeed } from '../src/seed';

/**
 * Each demo seed draws its profiles' pictures, buys plans at a PayPal simulator and renders event
 * posters: tens of seconds when the machine is busy, over the integration project's 30 s.
 */
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

/** The exclusive business plans (those that open the business wall); the others are stackable add-ons. */
const BUSINESS_PLANS: readonly string[] = plansUnlocking('businessWall');
const DAY_MS = 86_400_000;

let dataDir: string;
afterAll(() => {
	if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function seed() {
	const log = vi.spyOn(console, 'log').mockImplementation(() => {});
	try {
		return await runSeed(['--demo', '--profiles', '80'], { DATA_DIR: dataDir });
	} finally {
		log.mockRestore();
	}
}

function withDb<T>(read: (db: Db) => T): T {
	const db = createDb(join(dataDir, 'edge.sqlite'));
	try {
		return read(db);
	} finally {
		closeDb(db);
	}
}

interface Subscription {
	id: string;
	userId: string;
	email: string;
	planId: string;
	status: string;
	nextBillingAt: number | null;
}

const subscriptionsOf = (db: Db) =>
	db.$client
		.prepare(
			`select s.id, s.user_id as userId, u.email, s.plan_id as planId, s.status, s.next_billing_at as nextBillingAt
			from subscriptions s join users u on u.id = s.user_id order by s.id`,
		)
		.all() as Subscription[];

const mainPlanOf = (db: Db, email: string) =>
	db.$client
		.prepare('select plan_subscription_id as id, plan_next_billing_at as nextBillingAt from users where email = ?')
		.get(email) as { id: string | null; nextBillingAt: number | null };

/** Live: PayPal bills it or it still grants its plan (the rule a second subscription is refused by). */
const isLive = (row: Subscription, now: Date) =>
	row.status === 'ACTIVE' ||
	row.status === 'SUSPENDED' ||
	(row.status === 'CANCELED' && isSubscriptionValid(row.status, row.nextBillingAt, now));

/** What /profile shows and what the spec's user.plan says, for every demo account, and what they hold. */
function expectConsistentPlans(db: Db) {
	const now = new Date();
	const rows = subscriptionsOf(db);
	const byUser = new Map<string, Subscription[]>();
	for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
	for (const held of byUser.values()) {
		const email = held[0]?.email ?? '';
		const live = held.filter((row) => isLive(row, now));
		const plans = live.map((row) => row.planId);
		expect(new Set(plans).size, `${email} holds two live subscriptions to one plan`).toBe(plans.length);
		expect(
			plans.filter((plan) => BUSINESS_PLANS.includes(plan)).length,
			`${email} holds two business plans`,
		).toBeLessThanOrEqual(1);
		// The main plan points at a valid subscription of theirs, a business plan when they hold one.
		const valid = held.filter((row) => isSubscriptionValid(row.status, row.nextBillingAt, now));
		const main = mainPlanOf(db, email);
		if (valid.length === 0) {
			expect(main.id, email).toBeNull();
			continue;
		}
		const pointed = valid.find((row) => row.id === main.id);
		expect(pointed, `${email}'s plan points at none of its valid subscriptions`).toBeDefined();
		expect(main.nextBillingAt).toBe(pointed?.nextBillingAt);
		if (valid.some((row) => BUSINESS_PLANS.includes(row.planId)))
			expect(BUSINESS_PLANS, email).toContain(pointed?.planId);
	}
}

describe('npm run seed -- --demo: the demo owners hold their plan', () => {
	beforeAll(async () => {
		dataDir = mkdtempSync(join(tmpdir(), 'edge-demo-plans-'));
		expect(await seed()).toBe(0);
	});

	it('gives the demo business and restaurant owners exactly one subscription, of the business plan their demo needs', () => {
		withDb((db) => {
			const expected = {
				'negocio@demo.edge.do': 'business-multi-profile-premium',
				'restaurante@demo.edge.do': 'premium-restaurant',
			};
			for (const [email, planId] of Object.entries(expected)) {
				const held = subscriptionsOf(db).filter((row) => row.email === email);
				expect(
					held.map((row) => [row.planId, row.status]),
					email,
				).toEqual([[planId, 'ACTIVE']]);
				// /profile's "Tu plan" and GET /auth/me read this: no more "Usas el plan Gratis".
				expect(mainPlanOf(db, email)).toEqual({ id: held[0]?.id, nextBillingAt: held[0]?.nextBillingAt });
				expect(held[0]?.nextBillingAt).toBeGreaterThan(Date.now());
			}
		});
	});

	it('buys them at the PayPal simulator the server will run (its state under DATA_DIR), paid like any purchase', async () => {
		// The simulator the server starts on the same state file, with its default credentials.
		const simulator = await startPaypalSimulator({ stateFile: join(dataDir, 'paypal-simulator.json') });
		try {
			const paypal = createPaymentGateway({
				mode: 'simulator',
				clientId: SIMULATOR_CLIENT_ID,
				clientSecret: SIMULATOR_CLIENT_SECRET,
				simulatorUrl: simulator.url,
				timeoutMs: 5_000,
			});
			const demo = withDb((db) =>
				subscriptionsOf(db).filter(
					(row) => row.email === 'negocio@demo.edge.do' || row.email === 'restaurante@demo.edge.do',
				),
			);
			expect(demo).toHaveLength(2);
			for (const row of demo) {
				const remote = await paypal.getSubscription(row.id);
				expect(remote).toMatchObject({ status: 'ACTIVE', customId: row.userId });
				expect(Date.parse(remote.nextBillingTime ?? '')).toBe(row.nextBillingAt);
				const paypalPlanId = withDb(
					(db) =>
						(
							db.$client.prepare('select paypal_plan_id as id from paypal_plans where plan_id = ?').get(row.planId) as {
								id: string;
							}
						).id,
				);
				expect(remote.planId).toBe(paypalPlanId);
				const receipts = withDb((db) =>
					db.$client
						.prepare('select amount_cents as cents from payment_receipts where subscription_id = ?')
						.all(row.id),
				);
				expect(receipts).toEqual([{ cents: Math.round(Number(remote.lastPayment?.amount) * 100) }]);
			}
		} finally {
			await simulator.stop();
		}
	});

	it("points every demo account's plan at a valid subscription of theirs, with no overlapping ones", () => {
		withDb((db) => {
			expect(subscriptionsOf(db).length).toBeGreaterThan(2);
			expectConsistentPlans(db);
		});
	});

	it('repairs a database seeded before (one side subscription per feature, no main plan) and adds nothing more after', async () => {
		withDb((db) => {
			// What earlier seeds wrote: a wall plan and an events plan beside each other, user.plan unset.
			const owners = db.$client
				.prepare(
					"select id, email from users where email in ('negocio@demo.edge.do', 'restaurante@demo.edge.do') order by email",
				)
				.all() as { id: string; email: string }[];
			const insert = db.$client.prepare(
				`insert into subscriptions (id, user_id, plan_id, status, next_billing_at, created_at) values (?, ?, ?, 'ACTIVE', ?, ?)`,
			);
			for (const owner of owners) {
				const business = owner.email.startsWith('negocio');
				const later = Date.now() + 30 * DAY_MS;
				insert.run(`I-DEMOWALL-${owner.id}`, owner.id, business ? 'business-profile' : 'premium-restaurant', later, 1);
				insert.run(
					`I-DEMOEVENTS-${owner.id}`,
					owner.id,
					business ? 'business-multi-profile-premium' : 'premium-restaurant',
					later,
					2,
				);
				db.$client
					.prepare('update users set plan_subscription_id = null, plan_next_billing_at = null where id = ?')
					.run(owner.id);
			}
		});
		expect(await seed()).toBe(0);
		const after = withDb((db) => {
			expectConsistentPlans(db);
			for (const email of ['negocio@demo.edge.do', 'restaurante@demo.edge.do'])
				expect(subscriptionsOf(db).filter((row) => row.email === email)).toHaveLength(1);
			return subscriptionsOf(db);
		});
		expect(await seed()).toBe(0);
		expect(withDb(subscriptionsOf)).toEqual(after);
	});
});

describe('npm run seed -- --demo while the server runs', () => {
	it("buys the plans at the running server's simulator (DATA_DIR/paypal-simulator.url), not at one of its own", async () => {
		const otherDir = mkdtempSync(join(tmpdir(), 'edge-demo-plans-running-'));
		const runningState = join(otherDir, 'running-simulator.json');
		const running = await startPaypalSimulator({ stateFile: runningState });
		try {
			writeFileSync(join(otherDir, 'paypal-simulator.url'), `${running.url}\n`);
			const log = vi.spyOn(console, 'log').mockImplementation(() => {});
			try {
				expect(await runSeed(['--demo', '--profiles', '20'], { DATA_DIR: otherDir })).toBe(0);
			} finally {
				log.mockRestore();
			}
			// No simulator of the seed's own: the state file the server would load was never written.
			expect(existsSync(join(otherDir, 'paypal-simulator.json'))).toBe(false);
			const db = createDb(join(otherDir, 'edge.sqlite'));
			let ids: string[];
			try {
				ids = subscriptionsOf(db)
					.filter((row) => row.email === 'negocio@demo.edge.do' || row.email === 'restaurante@demo.edge.do')
					.map((row) => row.id);
			} finally {
				closeDb(db);
			}
			expect(ids).toHaveLength(2);
			// The running simulator's own record (its state file, written on every change). Read there
			// rather than over HTTP: this process's pooled keep-alive sockets from the seed's calls
			// may be closed by the simulator just as a new request reuses one.
			const state = JSON.parse(readFileSync(runningState, 'utf8')) as {
				subscriptions: Record<string, { status: string }>;
			};
			for (const id of ids) expect(state.subscriptions[id]?.status).toBe('ACTIVE');
		} finally {
			await running.stop();
			rmSync(otherDir, { recursive: true, force: true });
		}
	});
});
