import { type Db, subscriptions } from '@edge/db';
import { inArray } from 'drizzle-orm';
import { plansUnlocking } from '../../subscription/plan-unlocks';
import { isSubscriptionValid } from '../../subscription/subscription-validity';

const BOOST_PLANS = plansUnlocking('searchBoost');

/**
 * Owners whose profiles rank first and carry the "promoted" badge: those holding a valid
 * subscription to a plan that unlocks `searchBoost`. Read once per request; the set is small (a
 * paid add-on), and validity is the same rule the payments gates use.
 */
export function promotedOwnerIds(db: Db, now: Date): string[] {
	const rows = db
		.select({ userId: subscriptions.userId, status: subscriptions.status, next: subscriptions.nextBillingAt })
		.from(subscriptions)
		.where(inArray(subscriptions.planId, BOOST_PLANS))
		.all();
	const owners = new Set<string>();
	for (const row of rows) if (isSubscriptionValid(row.status, row.next, now)) owners.add(row.userId);
	return [...owners];
}
