import { subscriptions, users } from '@edge/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../shared/db-tx';
import { prepared } from '../../shared/prepared';
import { plansUnlocking } from '../../subscription/plan-unlocks';
import { isSubscriptionValid } from '../../subscription/subscription-validity';

/** What the message rule needs to know about the sender, read inside the caller's transaction. */
export interface SenderFacts {
	signedUpAt: Date;
	hasUnlimitedPlan: boolean;
}

/**
 * Reads the sender's signup date and whether any of their subscriptions to a plan unlocking
 * 'unlimitedChat' is valid at `now`. The same rule as validPlanIdAmong (subscription.service.ts),
 * written against a transaction because the charge must decide inside the send's transaction.
 * Null for an unknown user.
 */
export function senderFacts(db: DbOrTx, userId: string, now: Date): SenderFacts | null {
	const user = prepared(db, userPlanDates).get({ userId });
	if (!user) return null;
	const rows = prepared(db, unlimitedSubscriptions).all({ userId });
	const hasUnlimitedPlan = rows.some((row) => {
		// The main plan's validity follows the user's plan date, as the spec ties it there.
		const nextBilling =
			row.id === user.planSubscriptionId ? (user.planNextBillingAt ?? row.nextBillingAt) : row.nextBillingAt;
		return isSubscriptionValid(row.status, nextBilling, now);
	});
	return { signedUpAt: user.createdAt, hasUnlimitedPlan };
}

// Prepared once per connection (shared/prepared.ts): every customer's send reads them.
const userPlanDates = (db: DbOrTx) =>
	db
		.select({
			createdAt: users.createdAt,
			planSubscriptionId: users.planSubscriptionId,
			planNextBillingAt: users.planNextBillingAt,
		})
		.from(users)
		.where(eq(users.id, sql.placeholder('userId')))
		.prepare();
const unlimitedSubscriptions = (db: DbOrTx) =>
	db
		.select({ id: subscriptions.id, status: subscriptions.status, nextBillingAt: subscriptions.nextBillingAt })
		.from(subscriptions)
		.where(
			and(
				eq(subscriptions.userId, sql.placeholder('userId')),
				inArray(subscriptions.planId, plansUnlocking('unlimitedChat')),
			),
		)
		.prepare();
