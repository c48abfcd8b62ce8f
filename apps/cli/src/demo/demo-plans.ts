import { refreshMainPlan } from '@edge/api';
import { type Db, paymentReceipts, paypalPlans, subscriptionAudit, subscriptions } from '@edge/db';
import { eq } from 'drizzle-orm';
import { curatedOwner, type DemoOwner } from './demo-owners';
import { type DemoPaypal, openDemoPaypal } from './demo-paypal';

const DAY_MS = 86_400_000;

/**
 * The one plan each curated demo owner holds: the business plan that opens everything its demo
 * shows. negocio@ posts on the wall and the Edge Calendar (Multi-Profile Premium unlocks both, and
 * several business profiles); restaurante@ does the same with Premium Restaurant. No add-on: neither
 * curated profile is promoted in search.
 */
export const DEMO_OWNER_PLAN = {
	business: 'business-multi-profile-premium',
	restaurant: 'premium-restaurant',
} as const satisfies Record<DemoOwner['kind'], string>;

/** The exclusive business plans: a user holds at most one (docs/payments.md). */
const BUSINESS_PLANS = ['premium-restaurant', 'business-profile', 'business-multi-profile-premium'];

/** The side subscriptions earlier seeds gave the curated owners, one per feature (two business plans). */
const LEGACY_PREFIXES = ['I-DEMOWALL', 'I-DEMOEVENTS'];

export const demoPlanSubscriptionId = (owner: Pick<DemoOwner, 'userId'>) => `I-DEMOPLAN-${owner.userId}`;

/**
 * Gives a curated demo owner exactly one subscription, to DEMO_OWNER_PLAN[kind], ACTIVE for the next
 * 30 days (a later run renews it once lapsed), and points the account's main plan at it with the
 * app's own rule (refreshMainPlan), so /profile and GET /auth/me show it. The two side
 * subscriptions earlier seeds made are removed. An owner already holding another live business plan
 * (bought through the app, say) keeps it and gets none: business plans are exclusive.
 *
 * With the simulator, buyDemoOwnerPlan has already bought the plan at PayPal, and this only points
 * the main plan at it. Without one (sandbox, live) the subscription is a row of ours only, which
 * PayPal does not know (docs/payments.md, "Demo data").
 */
export function ensureDemoOwnerPlan(db: Db, owner: DemoOwner, now: Date): void {
	const sqlite = db.$client;
	const id = demoPlanSubscriptionId(owner);
	for (const prefix of LEGACY_PREFIXES)
		sqlite.prepare('delete from subscriptions where id = ?').run(`${prefix}-${owner.userId}`);
	const otherBusinessPlan = sqlite
		.prepare(
			`select 1 from subscriptions where user_id = ? and id <> ? and plan_id in (${BUSINESS_PLANS.map(() => '?').join(', ')})
			and (status in ('ACTIVE', 'SUSPENDED', 'APPROVAL_PENDING') or (status = 'CANCELED' and next_billing_at > ?))`,
		)
		.get(owner.userId, id, ...BUSINESS_PLANS, now.getTime());
	if (otherBusinessPlan) {
		// The plan bought at PayPal (buyDemoOwnerPlan), or one the owner bought in the app.
		sqlite.prepare('delete from subscriptions where id = ?').run(id);
	} else {
		sqlite
			.prepare(
				`insert into subscriptions (id, user_id, plan_id, status, next_billing_at, created_at)
				values (?, ?, ?, 'ACTIVE', ?, ?)
				on conflict (id) do update set status = 'ACTIVE', plan_id = excluded.plan_id,
					next_billing_at = excluded.next_billing_at
				where subscriptions.next_billing_at < ? or subscriptions.status <> 'ACTIVE'
					or subscriptions.plan_id <> excluded.plan_id`,
			)
			.run(id, owner.userId, DEMO_OWNER_PLAN[owner.kind], now.getTime() + 30 * DAY_MS, now.getTime(), now.getTime());
	}
	refreshMainPlan(db, owner.userId, now);
}

/** The operation ids of the demo's purchases: `demo-plan-<userId>-<time>`, one per purchase. */
const operationPrefix = (owner: Pick<DemoOwner, 'userId'>) => `demo-plan-${owner.userId}-`;

/**
 * Buys DEMO_OWNER_PLAN[kind] for a curated owner at the simulator, as a buyer would (create,
 * approve on PayPal's page, PayPal charges the first period), and stores it as subscribe and
 * confirm do: PayPal's id as ours, its status and next billing time, an audit row, the receipt, the
 * main plan. Nothing when the owner already holds a live business plan (this one from an earlier
 * run, or one bought in the app); a lapsed demo purchase is bought again.
 */
export async function buyDemoOwnerPlan(paypal: DemoPaypal, owner: DemoOwner, now: Date): Promise<void> {
	const { db } = paypal.deps;
	const { gateway } = paypal.deps.paypal;
	const live = db.$client
		.prepare(
			`select 1 from subscriptions where user_id = ? and id not like 'I-DEMO%'
			and plan_id in (${BUSINESS_PLANS.map(() => '?').join(', ')})
			and (status in ('ACTIVE', 'SUSPENDED', 'APPROVAL_PENDING') or (status = 'CANCELED' and next_billing_at > ?))`,
		)
		.get(owner.userId, ...BUSINESS_PLANS, now.getTime());
	if (live) return;
	const planId = DEMO_OWNER_PLAN[owner.kind];
	const paypalPlan = db.select().from(paypalPlans).where(eq(paypalPlans.planId, planId)).get();
	if (!paypalPlan) throw new Error(`the ${planId} plan is not at PayPal (paypal:sync)`);
	const operationId = `${operationPrefix(owner)}${now.getTime()}`;
	const created = await gateway.createSubscription({
		requestId: operationId,
		planId: paypalPlan.paypalPlanId,
		returnUrl: 'http://localhost:3000/payment-success',
		cancelUrl: 'http://localhost:3000/payment-failed',
		customId: owner.userId,
		locale: 'es-DO',
		brandName: 'Edge',
	});
	if (!created.approveUrl) throw new Error('PayPal gave no approval link');
	await paypal.approve(created.approveUrl);
	const remote = await gateway.getSubscription(created.id);
	const nextBillingAt = remote.nextBillingTime ? new Date(remote.nextBillingTime) : null;
	db.transaction(
		(tx) => {
			tx.insert(subscriptions)
				.values({
					id: created.id,
					userId: owner.userId,
					planId,
					status: 'ACTIVE',
					nextBillingAt,
					operationId,
					createdAt: now,
					updatedAt: now,
				})
				.run();
			tx.insert(subscriptionAudit)
				.values({
					subscriptionId: created.id,
					cause: 'user',
					action: 'demoSeed',
					fromStatus: 'NONE',
					toStatus: 'ACTIVE',
					nextBillingAt,
					planId,
					createdAt: now,
				})
				.run();
			if (remote.lastPayment) {
				tx.insert(paymentReceipts)
					.values({
						id: `demo-${created.id}`,
						userId: owner.userId,
						subscriptionId: created.id,
						planId,
						amountCents: Math.round(Number(remote.lastPayment.amount) * 100),
						currency: remote.lastPayment.currency,
						paypalReference: `${created.id}@${new Date(remote.lastPayment.time).toISOString()}`,
						paidAt: new Date(remote.lastPayment.time),
					})
					.onConflictDoNothing()
					.run();
			}
			refreshMainPlan(tx, owner.userId, now);
		},
		{ behavior: 'immediate' },
	);
}

/** The curated owners whose demo needs a plan. */
const CURATED_OWNERS = [
	{ email: 'negocio@demo.edge.do', kind: 'business' },
	{ email: 'restaurante@demo.edge.do', kind: 'restaurant' },
] as const;

/**
 * The curated owners' plans: bought at the PayPal simulator when the app uses it (openDemoPaypal),
 * else rows of ours; either way one subscription each, as the main plan (ensureDemoOwnerPlan, which
 * the wall and calendar demos call too). Answers where they are, for the seed's log.
 */
export async function seedDemoOwnerPlans(
	db: Db,
	dataDir: string,
	env: NodeJS.ProcessEnv,
	now: Date,
): Promise<'paypal' | 'local'> {
	const owners = CURATED_OWNERS.map(({ email, kind }) => curatedOwner(db, email, kind)).filter(
		(owner): owner is DemoOwner => owner !== undefined,
	);
	let where: 'paypal' | 'local' = 'local';
	let paypal: DemoPaypal | null = null;
	try {
		paypal = await openDemoPaypal(db, dataDir, env);
		if (paypal) {
			for (const owner of owners) await buyDemoOwnerPlan(paypal, owner, now);
			where = 'paypal';
		}
	} catch (error) {
		// The demo must seed whatever PayPal does: the plans then stay rows of ours.
		console.error(`Demo plans: the PayPal simulator failed (${(error as Error).message}); keeping local rows`);
	} finally {
		await paypal?.close();
	}
	for (const owner of owners) ensureDemoOwnerPlan(db, owner, now);
	return where;
}
