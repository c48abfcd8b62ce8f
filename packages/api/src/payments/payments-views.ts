/** What the pages read: the plan catalog, the user's subscriptions and receipts (no PayPal calls). */
import { type PlanRow, paymentReceipts, plans, type SubscriptionRow, subscriptions, type UserRow } from '@edge/db';
import { asc, desc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { featuresOf } from '../subscription/plan-unlocks';
import { allowedSubscriptionActions } from '../subscription/subscription-actions';
import { isSubscriptionValid } from '../subscription/subscription-validity';
import { hasUsedFirstPurchase } from './first-purchase';
import { firstPurchaseCents, formatCents } from './money';
import type {
	MySubscription,
	MySubscriptionAction,
	MySubscriptions,
	PaymentsCatalog,
	PlanOffer,
	Receipt,
} from './payments.types';
import { MONTHS_OF, PERIOD_OF } from './plan-periods';

const USER_ACTIONS: readonly MySubscriptionAction[] = ['changePlan', 'cancel', 'resume', 'suspend'];

/** The pricing page: every plan (the free tier first), priced from the plan data only. */
export function paymentsCatalog(deps: Pick<ApiDeps, 'db'>, user: UserRow | null): PaymentsCatalog {
	const rows = deps.db.select().from(plans).orderBy(asc(plans.sortOrder)).all();
	const eligible = user !== null && !hasUsedFirstPurchase(deps.db, user.id);
	return { plans: rows.map((row) => planOffer(row, eligible)) };
}

function planOffer(row: PlanRow, firstPurchaseEligible: boolean): PlanOffer {
	const months = MONTHS_OF[row.billingPeriod];
	return {
		id: row.id,
		name: { es: row.nameEs, en: row.nameEn },
		priceDop: formatCents(row.priceCents),
		period: PERIOD_OF[row.billingPeriod],
		monthlyDop: months && row.priceCents > 0 ? formatCents(row.priceCents / months) : null,
		unlocks: [...featuresOf(row.id)],
		firstPurchase:
			firstPurchaseEligible && row.priceCents > 0
				? { priceDop: formatCents(firstPurchaseCents(row.priceCents)) }
				: null,
	};
}

export function toMySubscription(row: SubscriptionRow, now: Date): MySubscription {
	const current = { status: row.status, nextBillingDate: row.nextBillingAt };
	return {
		subscriptionId: row.id,
		planId: row.planId,
		status: row.status as MySubscription['status'],
		isValid: isSubscriptionValid(row.status, row.nextBillingAt, now),
		nextBillingDate: row.nextBillingAt?.toISOString() ?? null,
		allowedActions: allowedSubscriptionActions(current, now).filter((action): action is MySubscriptionAction =>
			USER_ACTIONS.includes(action as MySubscriptionAction),
		),
	};
}

export function mySubscriptions(deps: Pick<ApiDeps, 'db' | 'clock'>, user: UserRow): MySubscriptions {
	const now = deps.clock.now();
	const rows = deps.db
		.select()
		.from(subscriptions)
		.where(eq(subscriptions.userId, user.id))
		.orderBy(desc(subscriptions.createdAt))
		.all();
	const fresh = deps.db.query.users.findFirst({ where: (users, { eq: equals }) => equals(users.id, user.id) }).sync();
	return {
		mainSubscriptionId: fresh?.planSubscriptionId ?? null,
		subscriptions: rows.map((row) => toMySubscription(row, now)),
	};
}

export function myReceipts(deps: Pick<ApiDeps, 'db'>, user: UserRow): Receipt[] {
	return deps.db
		.select()
		.from(paymentReceipts)
		.where(eq(paymentReceipts.userId, user.id))
		.orderBy(desc(paymentReceipts.paidAt))
		.all()
		.map((row) => ({
			id: row.id,
			paidAt: row.paidAt.toISOString(),
			planId: row.planId,
			amountDop: formatCents(row.amountCents),
			paypalReference: row.paypalReference,
		}));
}
