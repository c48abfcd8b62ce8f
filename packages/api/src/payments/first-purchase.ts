/** The 50% first purchase: once per user, ever, claimed before PayPal is called and released if it fails. */
import { firstPurchaseDiscounts, paymentReceipts, subscriptions } from '@edge/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import type { DbOrTx } from './subscription-store';

/** The user has used the first-purchase discount (on any plan, ever). */
export function hasUsedFirstPurchase(db: DbOrTx, userId: string): boolean {
	return db.select().from(firstPurchaseDiscounts).where(eq(firstPurchaseDiscounts.userId, userId)).get() !== undefined;
}

/**
 * Takes the first-purchase discount for this operation, or says it is someone else's. One
 * synchronous SQLite transaction (IMMEDIATE) and the primary key on the user make it once per user
 * even when two purchases run at the same time; a retry of the same operation keeps it.
 */
export function claimFirstPurchase(
	deps: Pick<ApiDeps, 'db'>,
	userId: string,
	planId: string,
	operationId: string,
	now: Date,
): boolean {
	return deps.db.transaction(
		(tx) => {
			const held = tx.select().from(firstPurchaseDiscounts).where(eq(firstPurchaseDiscounts.userId, userId)).get();
			if (!held) {
				tx.insert(firstPurchaseDiscounts).values({ userId, operationId, usedAt: now }).run();
				return true;
			}
			if (held.operationId === operationId) return true;
			if (!startingOver(tx, held.subscriptionId, planId)) return false;
			// The buyer closed PayPal's page and subscribes to the same plan again: the discount moves
			// to the new attempt (a late approval of the old one is then cancelled as superseded).
			tx.update(firstPurchaseDiscounts)
				.set({ operationId, usedAt: now })
				.where(eq(firstPurchaseDiscounts.userId, userId))
				.run();
			return true;
		},
		{ behavior: 'immediate' },
	);
}

/** Whether the discount's holder is an unapproved, unpaid subscription to `planId`. */
function startingOver(tx: DbOrTx, subscriptionId: string | null, planId: string): boolean {
	if (!subscriptionId) return false;
	const holder = tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).get();
	if (holder?.status !== 'APPROVAL_PENDING' || holder.planId !== planId) return false;
	return (
		tx.select().from(paymentReceipts).where(eq(paymentReceipts.subscriptionId, subscriptionId)).get() === undefined
	);
}

export function releaseFirstPurchase(deps: Pick<ApiDeps, 'db'>, userId: string, operationId: string): void {
	deps.db
		.delete(firstPurchaseDiscounts)
		.where(
			and(
				eq(firstPurchaseDiscounts.userId, userId),
				eq(firstPurchaseDiscounts.operationId, operationId),
				// Only while no subscription was made with it.
				isNull(firstPurchaseDiscounts.subscriptionId),
			),
		)
		.run();
}
