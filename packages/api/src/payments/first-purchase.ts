/** The 50% first purchase: once per user, ever, claimed before PayPal is called and released if it fails. */
import { firstPurchaseDiscounts, paymentReceipts, subscriptions } from '@edge/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { writeTransaction } from '../shared/write-transaction';
import type { DbOrTx } from './subscription-store';

/**
 * Whether subscribing to `planId` now would get the 50% first purchase: the user never claimed it
 * (or gave it back by cancelling at PayPal: `releaseAbandonedFirstPurchase`), or the claim is held by
 * an unapproved, unpaid attempt at this same plan, which a new subscribe takes over. The pricing
 * cards and subscribe ask this same question, so the amount a card shows is the amount PayPal is
 * asked to charge.
 */
export function firstPurchaseAvailable(db: DbOrTx, userId: string, planId: string): boolean {
	const held = db.select().from(firstPurchaseDiscounts).where(eq(firstPurchaseDiscounts.userId, userId)).get();
	return !held || startingOver(db, held.subscriptionId, planId);
}

/**
 * The buyer cancelled at PayPal (its cancel page, or closed its window): an approval left undone
 * does not use up the discount. Released only while the attempt is still unapproved and unpaid.
 */
export function releaseAbandonedFirstPurchase(db: DbOrTx, userId: string, subscriptionId: string): boolean {
	const holder = db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).get();
	if (holder?.userId !== userId || !startingOver(db, subscriptionId, holder.planId)) return false;
	db.delete(firstPurchaseDiscounts)
		.where(and(eq(firstPurchaseDiscounts.userId, userId), eq(firstPurchaseDiscounts.subscriptionId, subscriptionId)))
		.run();
	return true;
}

/** The subscription holding the user's discount claim, if any. */
export function firstPurchaseHolder(db: DbOrTx, userId: string) {
	const held = db.select().from(firstPurchaseDiscounts).where(eq(firstPurchaseDiscounts.userId, userId)).get();
	if (!held?.subscriptionId) return undefined;
	return db.select().from(subscriptions).where(eq(subscriptions.id, held.subscriptionId)).get();
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
	return writeTransaction(deps.db, (tx) => {
		const held = tx.select().from(firstPurchaseDiscounts).where(eq(firstPurchaseDiscounts.userId, userId)).get();
		if (!held) {
			tx.insert(firstPurchaseDiscounts).values({ userId, operationId, usedAt: now }).run();
			return true;
		}
		if (held.operationId === operationId) return true;
		if (!startingOver(tx, held.subscriptionId, planId)) return false;
		// The buyer closed PayPal's page and subscribes to the same plan again: the discount moves
		// to the new attempt (a late approval of the old one is then cancelled as superseded). An
		// unapproved attempt at another plan keeps it: it may be being approved in another tab.
		tx.update(firstPurchaseDiscounts)
			.set({ operationId, usedAt: now })
			.where(eq(firstPurchaseDiscounts.userId, userId))
			.run();
		return true;
	});
}

/**
 * Whether the discount's holder is an unapproved, unpaid subscription to `planId`. A claim without
 * one yet is a subscribe in flight (its PayPal call has not answered): it holds the discount.
 */
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
