import { refreshMainPlan } from '@edge/api';
import type { Db } from '@edge/db';
import type { DemoOwner } from './demo-owners';

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
 * These are rows of ours only: the seed has no PayPal (it runs without the server), so PayPal does
 * not know them. Reading them (/profile, the REST lookup, the gates) works; an action on them at
 * PayPal answers that PayPal does not have them (docs/payments.md, "Demo data").
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
