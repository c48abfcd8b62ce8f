import { randomUUID } from 'node:crypto';
import {
	type Db,
	paymentReceipts,
	paypalPlans,
	type SubscriptionChangeCause,
	type SubscriptionRow,
	subscriptionAudit,
	subscriptions,
	users,
} from '@edge/db';
import type { GatewaySubscription } from '@edge/payments';
import { and, desc, eq, or } from 'drizzle-orm';
import { boundInvalidation } from '../shared/cache-invalidation';
import { afterCommit, writeTransaction } from '../shared/write-transaction';
import { planUnlocks } from '../subscription/plan-unlocks';
import { isSubscriptionValid, normalizeSubscriptionStatus } from '../subscription/subscription-validity';
import { parseAmountToCents } from './money';

export type { DbOrTx, Tx } from '../shared/db-tx';

import type { DbOrTx, Tx } from '../shared/db-tx';

/**
 * The main plan (users.planSubscriptionId / planNextBillingAt, the spec's user.plan): among the
 * user's valid subscriptions, the newest whose plan unlocks the business wall (a business-type plan),
 * else the newest valid one, else none. Recomputed in the same transaction as every change.
 */
export function refreshMainPlan(tx: DbOrTx, userId: string, now: Date): void {
	const rows = tx
		.select()
		.from(subscriptions)
		.where(eq(subscriptions.userId, userId))
		.orderBy(desc(subscriptions.createdAt))
		.all();
	const valid = rows.filter((row) => isSubscriptionValid(row.status, row.nextBillingAt, now));
	const main = valid.find((row) => planUnlocks(row.planId, 'businessWall')) ?? valid[0] ?? null;
	tx.update(users)
		.set({ planSubscriptionId: main?.id ?? null, planNextBillingAt: main?.nextBillingAt ?? null })
		.where(eq(users.id, userId))
		.run();
	// Every subscription change comes through here: once committed, every process drops the
	// sessions it kept with the old plan, and the promoted owners (docs/scaling.md).
	afterCommit(tx, () => boundInvalidation(tx)?.publish('user', userId));
}

export interface SubscriptionChange {
	status: string;
	nextBillingAt: Date | null;
	planId?: string;
	/** A scheduled change of plan: omitted keeps the row's, null clears it. */
	pendingPlanId?: string | null;
	pendingPlanFrom?: Date | null;
}

/** Writes a subscription's new state with its audit row and the user's main plan, in one transaction. */
export function writeSubscriptionChange(
	db: Db,
	row: SubscriptionRow,
	change: SubscriptionChange,
	cause: SubscriptionChangeCause,
	action: string,
	now: Date,
	operationId?: string,
): SubscriptionRow {
	return writeTransaction(db, (tx) => writeChangeIn(tx, row, change, cause, action, now, operationId));
}

/**
 * The audit row goes first: a user action's operation id is unique there, so the same action sent
 * twice at once is written once (the second finds the id taken and changes nothing).
 */
export function writeChangeIn(
	tx: Tx,
	row: SubscriptionRow,
	change: SubscriptionChange,
	cause: SubscriptionChangeCause,
	action: string,
	now: Date,
	operationId?: string,
): SubscriptionRow {
	const planId = change.planId ?? row.planId;
	const pendingPlanId = change.pendingPlanId === undefined ? row.pendingPlanId : change.pendingPlanId;
	const pendingPlanFrom = change.pendingPlanFrom === undefined ? row.pendingPlanFrom : change.pendingPlanFrom;
	const audited = tx
		.insert(subscriptionAudit)
		.values({
			subscriptionId: row.id,
			cause,
			action,
			fromStatus: row.status,
			toStatus: change.status,
			nextBillingAt: change.nextBillingAt,
			planId,
			operationId: operationId ?? null,
			createdAt: now,
		})
		.onConflictDoNothing()
		.returning({ id: subscriptionAudit.id })
		.get();
	if (!audited) return tx.select().from(subscriptions).where(eq(subscriptions.id, row.id)).get() ?? row;
	const updated = tx
		.update(subscriptions)
		.set({
			status: change.status,
			nextBillingAt: change.nextBillingAt,
			planId,
			pendingPlanId,
			pendingPlanFrom,
			updatedAt: now,
		})
		.where(eq(subscriptions.id, row.id))
		.returning()
		.get();
	refreshMainPlan(tx, row.userId, now);
	return updated ?? row;
}

/** Our plan id for a PayPal plan id (regular or first-purchase variant); null if unknown. */
export function planIdOfPaypalPlan(db: DbOrTx, paypalPlanId: string): string | null {
	const row = db
		.select({ planId: paypalPlans.planId })
		.from(paypalPlans)
		.where(or(eq(paypalPlans.paypalPlanId, paypalPlanId), eq(paypalPlans.paypalFirstPurchasePlanId, paypalPlanId)))
		.get();
	return row?.planId ?? null;
}

/**
 * The state PayPal reports, as our row should hold it. APPROVED (approved, not yet active) reads as
 * APPROVAL_PENDING. A cancelled or suspended subscription keeps the date it was paid up to when
 * PayPal no longer reports one (PayPal drops next_billing_time on cancel).
 */
export function changeFromGateway(db: DbOrTx, row: SubscriptionRow, remote: GatewaySubscription): SubscriptionChange {
	const remoteStatus = normalizeSubscriptionStatus(remote.status);
	const status = remoteStatus === 'APPROVED' ? 'APPROVAL_PENDING' : remoteStatus;
	let nextBillingAt = remote.nextBillingTime ? new Date(remote.nextBillingTime) : null;
	if (nextBillingAt === null && (status === 'CANCELED' || status === 'SUSPENDED')) nextBillingAt = row.nextBillingAt;
	if (status === 'EXPIRED') nextBillingAt = null;
	const remotePlanId = (remote.planId && planIdOfPaypalPlan(db, remote.planId)) || row.planId;
	return { status, nextBillingAt, ...planFromGateway(row, remotePlanId, status, nextBillingAt) };
}

/**
 * A change of plan applies from the next period (docs/payments.md, "Changing plan"): PayPal's revise
 * switches the subscription's plan at once but bills the new price from its next cycle, so the plan
 * paid for keeps its gates until PayPal has billed the cycle that starts at the end of the current
 * period. Until then the new plan is held as scheduled; a revision back to the current plan clears it.
 */
function planFromGateway(
	row: SubscriptionRow,
	remotePlanId: string,
	status: string,
	nextBillingAt: Date | null,
): Pick<SubscriptionChange, 'planId' | 'pendingPlanId' | 'pendingPlanFrom'> {
	const none = { pendingPlanId: null, pendingPlanFrom: null };
	if (remotePlanId === row.planId) return { planId: row.planId, ...none };
	const from = row.pendingPlanId === remotePlanId && row.pendingPlanFrom ? row.pendingPlanFrom : row.nextBillingAt;
	// Never billed on the old plan (an unapproved row): the plan is PayPal's from the start.
	if (from === null) return { planId: remotePlanId, ...none };
	// PayPal has billed a cycle past the change's date: the new plan is the one paid for now.
	if (nextBillingAt !== null && nextBillingAt.getTime() > from.getTime()) return { planId: remotePlanId, ...none };
	// Ended before the new plan was ever billed: it never takes effect.
	if (status === 'CANCELED' || status === 'EXPIRED') return { planId: row.planId, ...none };
	return { planId: row.planId, pendingPlanId: remotePlanId, pendingPlanFrom: from };
}

export function sameState(row: SubscriptionRow, change: SubscriptionChange): boolean {
	const time = (date: Date | null | undefined) => date?.getTime() ?? null;
	return (
		row.status === change.status &&
		time(row.nextBillingAt) === time(change.nextBillingAt) &&
		(change.planId ?? row.planId) === row.planId &&
		(change.pendingPlanId === undefined || change.pendingPlanId === row.pendingPlanId) &&
		(change.pendingPlanFrom === undefined || time(change.pendingPlanFrom) === time(row.pendingPlanFrom))
	);
}

/**
 * Records one payment once: a payment is its subscription and time, whichever of the return page,
 * the webhook or reconcile sees it first. A known sale id replaces a provisional reference.
 */
export function recordReceipt(
	tx: DbOrTx,
	row: SubscriptionRow,
	payment: { amount: string; currency: string; time: string; reference?: string },
): void {
	const amountCents = parseAmountToCents(payment.amount);
	const paidAt = new Date(payment.time);
	if (Number.isNaN(amountCents) || Number.isNaN(paidAt.getTime())) return;
	const insert = tx.insert(paymentReceipts).values({
		id: randomUUID(),
		userId: row.userId,
		subscriptionId: row.id,
		planId: row.planId,
		// As PayPal charged it: the currency and amount on the payer's statement.
		amountCents,
		currency: payment.currency,
		paypalReference: payment.reference ?? `${row.id}@${paidAt.toISOString()}`,
		paidAt,
	});
	if (payment.reference) {
		insert
			.onConflictDoUpdate({
				target: [paymentReceipts.subscriptionId, paymentReceipts.paidAt],
				set: { paypalReference: payment.reference },
			})
			.run();
	} else {
		insert.onConflictDoNothing().run();
	}
}

export function ownSubscription(db: DbOrTx, userId: string, subscriptionId: string): SubscriptionRow | undefined {
	return db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
		.get();
}

/** The user's latest subscription to a plan: the one the state machine decides on. */
export function latestSubscription(db: DbOrTx, userId: string, planId: string): SubscriptionRow | undefined {
	return db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.userId, userId), eq(subscriptions.planId, planId)))
		.orderBy(desc(subscriptions.createdAt))
		.get();
}
