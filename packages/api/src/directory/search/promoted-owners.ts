import { createChangeGeneration, type Db } from '@edge/db';
import { boundInvalidation } from '../../shared/cache-invalidation';
import { plansUnlocking } from '../../subscription/plan-unlocks';
import { isSubscriptionValid } from '../../subscription/subscription-validity';

const BOOST_PLANS = plansUnlocking('searchBoost');

interface BoostRow {
	userId: string;
	status: string;
	next: number | null;
}

interface BoostCache {
	changeGeneration: () => number;
	generation: number;
	rows: BoostRow[];
	read: () => BoostRow[];
}

/** Per database: the boost subscriptions, read again only after the database changed. */
const caches = new WeakMap<Db, BoostCache>();

function boostRows(db: Db): BoostRow[] {
	let cache = caches.get(db);
	if (!cache) {
		const statement = db.$client.prepare<string[], BoostRow>(
			`SELECT user_id AS userId, status, next_billing_at AS next FROM subscriptions
			WHERE plan_id IN (${BOOST_PLANS.map(() => '?').join(', ')})`,
		);
		cache = {
			changeGeneration: createChangeGeneration(db.$client),
			generation: -1,
			rows: [],
			read: () => statement.all(...BOOST_PLANS),
		};
		caches.set(db, cache);
		// A subscription changed in another process (refreshMainPlan tells it as a `user` message):
		// read the rows again. On one machine data_version sees it too; on several only this does.
		const kept = cache;
		boundInvalidation(db)?.subscribe('user', () => {
			kept.generation = -1;
		});
	}
	const generation = cache.changeGeneration();
	if (generation !== cache.generation) {
		cache.rows = cache.read();
		cache.generation = generation;
	}
	return cache.rows;
}

/**
 * Owners whose profiles rank first and carry the "promoted" badge: those holding a valid
 * subscription to a plan that unlocks `searchBoost`, by the same rule the payments gates use.
 * Every search asks, so the rows are kept until the database changes (createChangeGeneration,
 * as the session cache does) or a `user` message says a subscription changed, and only their
 * validity is worked out again, against `now`.
 */
export function promotedOwnerIds(db: Db, now: Date): string[] {
	const owners = new Set<string>();
	for (const row of boostRows(db)) {
		if (isSubscriptionValid(row.status, row.next, now)) owners.add(row.userId);
	}
	return [...owners];
}
