import {
	firstPurchaseDiscounts,
	type PlanRow,
	plans,
	type SubscriptionRow,
	subscriptionAudit,
	subscriptions,
	type UserRow,
} from '@edge/db';
import type { Language } from '@edge/i18n';
import { formatMoney } from '@edge/i18n/format';
import { and, eq, ne } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import { writeTransaction } from '../shared/write-transaction';
import { planGroup, plansOverlap } from '../subscription/plan-groups';
import { decideSubscriptionAction } from '../subscription/subscription-actions';
import { isSubscriptionValid } from '../subscription/subscription-validity';
import { sameCharge } from './charge';
import {
	claimFirstPurchase,
	firstPurchaseHolder,
	releaseAbandonedFirstPurchase,
	releaseFirstPurchase,
} from './first-purchase';
import { parseAmountToCents } from './money';
import type { ChangePlanInput, SubscribeInput, SubscriptionActionInput } from './payments.schema';
import type { ChangePlanResult, MySubscription, SubscribeResult } from './payments.types';
import { toMySubscription } from './payments-views';
import { callPaypal } from './paypal-deps';
import { chargeablePlans, periodCharge } from './plan-charges';
import { mailNewReceipts } from './receipt-mail';
import {
	changeFromGateway,
	latestSubscription,
	ownSubscription,
	recordReceipt,
	sameState,
	writeChangeIn,
	writeSubscriptionChange,
} from './subscription-store';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'appUrl' | 'paypal' | 'logError' | 'mailer'>;

function paidPlan(deps: Pick<ApiDeps, 'db'>, planId: string): PlanRow {
	const plan = deps.db.select().from(plans).where(eq(plans.id, planId)).get();
	if (!plan) throw new AppError('NOT_FOUND', 'payments.errors.unknownPlan');
	if (plan.priceCents <= 0) throw new AppError('BAD_REQUEST', 'payments.errors.freePlan');
	return plan;
}

function paypalPlanOf(deps: Pick<ApiDeps, 'db'>, planId: string) {
	const row = chargeablePlans(deps.db).get(planId);
	// Not created at PayPal yet, or only in a currency PayPal refuses (`npm run cli -- paypal:sync`).
	if (!row) throw new AppError('SERVICE_UNAVAILABLE', 'payments.errors.gatewayUnavailable');
	return row;
}

/** PayPal appends its own parameters (subscription_id, token…) to both. */
const returnUrls = (appUrl: string) => ({
	returnUrl: `${appUrl}/payment-success`,
	cancelUrl: `${appUrl}/payment-failed?cancelled=1`,
});

/**
 * Starts a subscription. PayPal first, then our row: a failed or timed-out PayPal call leaves
 * nothing here (an unapproved PayPal subscription bills nothing), and the retry with the same
 * operation id gets the same PayPal subscription back (PayPal-Request-Id), so one row.
 */
export async function subscribe(
	deps: Deps,
	user: UserRow,
	input: SubscribeInput,
	language: Language,
): Promise<SubscribeResult> {
	const now = deps.clock.now();
	const replay = deps.db.select().from(subscriptions).where(eq(subscriptions.operationId, input.operationId)).get();
	if (replay) return replayedSubscribe(deps, user, replay);

	const plan = paidPlan(deps, input.planId);
	const latest = latestSubscription(deps.db, user.id, plan.id);
	const decision = decideSubscriptionAction(
		latest ? { status: latest.status, nextBillingDate: latest.nextBillingAt } : null,
		'subscribe',
		now,
	);
	if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
	refuseOverlap(deps, user, plan.id, now, language);
	const paypalPlan = paypalPlanOf(deps, plan.id);
	await settleDiscountHolder(deps, user, plan.id);

	const firstPurchase = claimFirstPurchase(deps, user.id, plan.id, input.operationId, now);
	const charged = periodCharge(paypalPlan, firstPurchase).charged;
	if (input.expectedCharge !== undefined && !sameCharge(input.expectedCharge, charged)) {
		// The buyer confirmed another amount (the first purchase used meanwhile, a new rate): charge
		// nothing, and say the amount to confirm now, written as the pages write it.
		if (firstPurchase) releaseFirstPurchase(deps, user.id, input.operationId);
		throw new AppError('CONFLICT', 'payments.errors.priceChanged', {
			amount: formatMoney(parseAmountToCents(charged.amount), charged.currency, language),
		});
	}
	let created: Awaited<ReturnType<NonNullable<ApiDeps['paypal']>['gateway']['createSubscription']>>;
	try {
		created = await callPaypal(deps, (gateway) =>
			gateway.createSubscription({
				requestId: `subscribe-${input.operationId}`,
				planId: firstPurchase ? paypalPlan.paypalFirstPurchasePlanId : paypalPlan.paypalPlanId,
				...returnUrls(deps.appUrl),
				customId: user.id,
				locale: language === 'en' ? 'en-US' : 'es-DO',
				brandName: 'Edge',
			}),
		);
	} catch (error) {
		if (firstPurchase) releaseFirstPurchase(deps, user.id, input.operationId);
		throw error;
	}
	if (!created.approveUrl) throw new AppError('SERVICE_UNAVAILABLE', 'payments.errors.gatewayUnavailable');

	writeTransaction(deps.db, (tx) => {
		const inserted = tx
			.insert(subscriptions)
			.values({
				id: created.id,
				userId: user.id,
				planId: plan.id,
				status: 'APPROVAL_PENDING',
				nextBillingAt: null,
				operationId: input.operationId,
				firstPurchase,
				createdAt: now,
				updatedAt: now,
			})
			.onConflictDoNothing()
			.returning()
			.get();
		if (!inserted) return;
		if (firstPurchase) {
			tx.update(firstPurchaseDiscounts)
				.set({ subscriptionId: created.id })
				.where(
					and(eq(firstPurchaseDiscounts.userId, user.id), eq(firstPurchaseDiscounts.operationId, input.operationId)),
				)
				.run();
		}
		writeChangeIn(
			tx,
			{ ...inserted, status: 'NONE' as string },
			{ status: 'APPROVAL_PENDING', nextBillingAt: null },
			'user',
			'subscribe',
			now,
		);
	});
	return { subscriptionId: created.id, approvalUrl: created.approveUrl };
}

/**
 * Business plans are exclusive and a plan is held once (docs/payments.md, "Business plans and
 * add-ons"): a live subscription to another business plan is changed, never doubled. An unapproved
 * one does not count (the buyer may start over with another plan; a late approval of the abandoned
 * one is cancelled as superseded).
 */
function refuseOverlap(deps: Pick<ApiDeps, 'db'>, user: UserRow, planId: string, now: Date, language: Language): void {
	const live = deps.db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.userId, user.id), ne(subscriptions.planId, planId)))
		.all()
		.find((row) => plansOverlap(row.planId, planId) && isLive(row, now));
	if (!live) return;
	const plan = deps.db.select().from(plans).where(eq(plans.id, live.planId)).get();
	// Named in the language of the request, which is the page's.
	const params = { plan: (language === 'en' ? plan?.nameEn : plan?.nameEs) ?? live.planId };
	const key =
		live.status === 'ACTIVE'
			? 'payments.refused.otherBusinessPlan'
			: live.status === 'SUSPENDED'
				? 'payments.refused.otherBusinessPlanSuspended'
				: 'payments.refused.otherBusinessPlanCanceled';
	throw new AppError('CONFLICT', key, params);
}

/** Holds or may still hold its plan: active, suspended, or cancelled and still within its period. */
function isLive(row: SubscriptionRow, now: Date): boolean {
	return (
		row.status === 'ACTIVE' ||
		row.status === 'SUSPENDED' ||
		(row.status === 'CANCELED' && isSubscriptionValid(row.status, row.nextBillingAt, now))
	);
}

/**
 * The discount held by an unapproved attempt at the same plan moves to a new subscribe; read that
 * attempt from PayPal first, so one approved meanwhile (its webhook not here yet) keeps it.
 */
async function settleDiscountHolder(deps: Deps, user: UserRow, planId: string): Promise<void> {
	const holder = firstPurchaseHolder(deps.db, user.id);
	if (holder?.status === 'APPROVAL_PENDING' && holder.planId === planId)
		await refreshFromPaypal(deps, holder, 'user', 'refreshDiscountHolder');
}

async function replayedSubscribe(deps: Deps, user: UserRow, row: SubscriptionRow): Promise<SubscribeResult> {
	// An operation id is the browser's own; someone else's is simply not found.
	if (row.userId !== user.id) throw new AppError('CONFLICT', 'payments.errors.operationReused');
	const remote = await callPaypal(deps, (gateway) => gateway.getSubscription(row.id));
	return {
		subscriptionId: row.id,
		approvalUrl: remote.approveUrl ?? `${deps.appUrl}/payment-success?subscription_id=${encodeURIComponent(row.id)}`,
	};
}

/** Reads the subscription from PayPal and stores what it says (status, date, plan, last payment). */
export async function refreshFromPaypal(
	deps: Deps,
	row: SubscriptionRow,
	cause: 'user' | 'reconcile',
	action: string,
): Promise<SubscriptionRow> {
	const remote = await callPaypal(deps, (gateway) => gateway.getSubscription(row.id));
	const now = deps.clock.now();
	let activated = false;
	const updated = writeTransaction(deps.db, (tx) => {
		const current = ownSubscription(tx, row.userId, row.id) ?? row;
		const change = changeFromGateway(tx, current, remote);
		activated = current.status === 'APPROVAL_PENDING' && change.status === 'ACTIVE';
		const next = sameState(current, change) ? current : writeChangeIn(tx, current, change, cause, action, now);
		if (remote.lastPayment) recordReceipt(tx, next, remote.lastPayment);
		return next;
	});
	// Not awaited: the payer's page does not wait on SMTP (each mail is in the outbox before SMTP is tried).
	if (remote.lastPayment) void mailNewReceipts(deps, row.userId);
	return activated ? cancelIfSuperseded(deps, updated, cause) : updated;
}

/**
 * A late approval of an abandoned subscription: the buyer started over (a newer subscription to the
 * same plan, or to another business plan) and then approved the old PayPal page too. The one
 * activated last is cancelled at PayPal so overlapping plans are never billed twice; it stays valid
 * for the period PayPal already charged.
 */
export async function cancelIfSuperseded(
	deps: Pick<ApiDeps, 'db' | 'clock' | 'paypal' | 'logError'>,
	row: SubscriptionRow,
	cause: 'user' | 'webhook' | 'reconcile',
): Promise<SubscriptionRow> {
	if (row.status !== 'ACTIVE') return row;
	const now = deps.clock.now();
	const live = deps.db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.userId, row.userId), ne(subscriptions.id, row.id)))
		.all()
		.some((other) => plansOverlap(other.planId, row.planId) && isLive(other, now));
	if (!live) return row;
	await callPaypal(deps, (gateway) =>
		gateway.cancelSubscription({
			requestId: `superseded-${row.id}`,
			id: row.id,
			reason: 'Superseded by another subscription to the same plan',
		}),
	);
	return writeSubscriptionChange(
		deps.db,
		row,
		{ status: 'CANCELED', nextBillingAt: row.nextBillingAt },
		cause,
		'cancelSuperseded',
		now,
	);
}

function ownOrNotFound(deps: Pick<ApiDeps, 'db'>, userId: string, subscriptionId: string): SubscriptionRow {
	const row = ownSubscription(deps.db, userId, subscriptionId);
	if (!row) throw new AppError('NOT_FOUND', 'errors.subscriptionNotFound');
	return row;
}

/** After PayPal's return page: re-read the subscription and apply it (the webhook may come later). */
export async function confirmSubscription(deps: Deps, user: UserRow, subscriptionId: string): Promise<MySubscription> {
	const row = ownOrNotFound(deps, user.id, subscriptionId);
	const updated = await refreshFromPaypal(deps, row, 'user', 'confirm');
	return toMySubscription(deps, updated, deps.clock.now());
}

/**
 * The buyer cancelled at PayPal (its cancel page or closed window): nothing was charged, and the
 * first-purchase discount the attempt held is given back, so every card offers it again. Read from
 * PayPal first: an attempt approved meanwhile is confirmed instead.
 */
export async function abandonSubscription(deps: Deps, user: UserRow, subscriptionId: string): Promise<MySubscription> {
	const own = ownOrNotFound(deps, user.id, subscriptionId);
	const row = own.status === 'APPROVAL_PENDING' ? await refreshFromPaypal(deps, own, 'user', 'abandonCheck') : own;
	if (row.status !== 'APPROVAL_PENDING') return toMySubscription(deps, row, deps.clock.now());
	releaseAbandonedFirstPurchase(deps.db, user.id, row.id);
	// Shown as not completed from now on, not as waiting for an approval the buyer declined.
	const abandoned =
		deps.db
			.update(subscriptions)
			.set({ abandonedAt: deps.clock.now() })
			.where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'APPROVAL_PENDING')))
			.returning()
			.get() ?? row;
	return toMySubscription(deps, abandoned, deps.clock.now());
}

/**
 * An ACTIVE subscription whose date has passed may have renewed without our knowing (a late
 * webhook): read it again before deciding, or a cancel would end it at once.
 */
async function currentState(deps: Deps, row: SubscriptionRow): Promise<SubscriptionRow> {
	const now = deps.clock.now();
	if (row.status === 'ACTIVE' && (row.nextBillingAt === null || row.nextBillingAt.getTime() <= now.getTime())) {
		return refreshFromPaypal(deps, row, 'reconcile', 'refreshBeforeAction');
	}
	return row;
}

const PAYPAL_REASON = {
	cancel: 'Cancelled by the user',
	suspend: 'Suspended by the user',
	resume: 'Resumed by the user',
};

/** cancel, suspend or resume, as the state machine allows; PayPal first, then our row. */
export async function subscriptionAction(
	deps: Deps,
	user: UserRow,
	input: SubscriptionActionInput,
	action: 'cancel' | 'suspend' | 'resume',
): Promise<MySubscription> {
	const own = ownOrNotFound(deps, user.id, input.subscriptionId);
	const done = deps.db
		.select()
		.from(subscriptionAudit)
		.where(eq(subscriptionAudit.operationId, input.operationId))
		.get();
	if (done) {
		// The same action sent again (a retry after a lost answer): answer, do not redo.
		if (done.subscriptionId !== own.id) throw new AppError('CONFLICT', 'payments.errors.operationReused');
		return toMySubscription(deps, own, deps.clock.now());
	}
	const row = await currentState(deps, own);
	const now = deps.clock.now();
	const decision = decideSubscriptionAction({ status: row.status, nextBillingDate: row.nextBillingAt }, action, now);
	if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
	const request = { requestId: `${action}-${input.operationId}`, id: row.id, reason: PAYPAL_REASON[action] };
	try {
		await callPaypal(deps, (gateway) => {
			switch (decision.paypal) {
				case 'cancel':
					return gateway.cancelSubscription(request);
				case 'suspend':
					return gateway.suspendSubscription(request);
				default:
					return gateway.activateSubscription(request);
			}
		});
	} catch (error) {
		// PayPal refusing means our state is stale: read it, then report the refusal.
		if (error instanceof AppError && error.code === 'CONFLICT') await refreshFromPaypal(deps, row, 'reconcile', action);
		throw error;
	}
	const updated = writeSubscriptionChange(
		deps.db,
		row,
		{
			status: decision.next.status,
			nextBillingAt: decision.next.nextBillingDate,
			// A cancelled subscription is never billed again, so a scheduled change never comes.
			...(action === 'cancel' ? { pendingPlanId: null, pendingPlanFrom: null } : {}),
		},
		'user',
		action,
		now,
		input.operationId,
	);
	return toMySubscription(deps, updated, now);
}

/**
 * Change of plan, between business plans only, from the next period (docs/payments.md, "Changing
 * plan"): PayPal revises the subscription once the buyer approves at the returned link and bills the
 * new plan from its next cycle; the change is stored as scheduled when confirm, the webhook or
 * reconcile reads it, and the plan paid for keeps its gates until then. Changing back to the
 * current plan while a change is scheduled revises back and clears it.
 */
export async function changePlan(deps: Deps, user: UserRow, input: ChangePlanInput): Promise<ChangePlanResult> {
	const row = await currentState(deps, ownOrNotFound(deps, user.id, input.subscriptionId));
	const now = deps.clock.now();
	const decision = decideSubscriptionAction(
		{ status: row.status, nextBillingDate: row.nextBillingAt },
		'changePlan',
		now,
	);
	if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
	const target = paidPlan(deps, input.planId);
	if (planGroup(row.planId) !== 'business' || planGroup(target.id) !== 'business')
		throw new AppError('CONFLICT', 'payments.refused.changeOutsideBusinessPlans');
	if (target.id === (row.pendingPlanId ?? row.planId)) throw new AppError('CONFLICT', 'payments.errors.samePlan');
	if (target.id !== row.planId) {
		const holding = latestSubscription(deps.db, user.id, target.id);
		const onTarget = decideSubscriptionAction(
			holding ? { status: holding.status, nextBillingDate: holding.nextBillingAt } : null,
			'subscribe',
			now,
		);
		if (!onTarget.allowed) throw new AppError('CONFLICT', onTarget.reason);
	}
	const paypalPlan = paypalPlanOf(deps, target.id);
	const revision = await callPaypal(deps, (gateway) =>
		gateway.reviseSubscription({
			requestId: `change-plan-${input.operationId}`,
			id: row.id,
			planId: paypalPlan.paypalPlanId,
			...returnUrls(deps.appUrl),
		}),
	);
	writeSubscriptionChange(
		deps.db,
		row,
		{ status: row.status, nextBillingAt: row.nextBillingAt },
		'user',
		`changePlanRequested:${target.id}`,
		now,
		input.operationId,
	);
	return {
		approvalUrl: revision.approveUrl ?? `${deps.appUrl}/payment-success?subscription_id=${encodeURIComponent(row.id)}`,
	};
}
