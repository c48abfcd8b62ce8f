/** What the pages read: the plan catalog, the user's subscriptions and receipts (no PayPal calls). */
import {
	type PaypalPlanRow,
	type PlanRow,
	paymentReceipts,
	plans,
	type SubscriptionRow,
	subscriptions,
	type UserRow,
} from '@edge/db';
import { asc, desc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { planGroup } from '../subscription/plan-groups';
import { featuresOf } from '../subscription/plan-unlocks';
import { currentRate, money } from './charge';
import { firstPurchaseAvailable } from './first-purchase';
import { firstPurchaseCents, formatCents } from './money';
import type {
	ChargeRate,
	MySubscription,
	MySubscriptions,
	PaymentsCatalog,
	PlanOffer,
	Receipt,
} from './payments.types';
import { chargeablePlans, periodCharge } from './plan-charges';
import { MONTHS_OF, PERIOD_OF } from './plan-periods';
import { plansById, toSubscriptionView } from './subscription-view';

/**
 * The pricing page: every plan (the free tier first), priced from the plan data only, with the
 * first-purchase price wherever subscribing now would get it (the same rule subscribe applies). A
 * visitor sees it too: any new account gets it.
 */
export function paymentsCatalog(deps: Pick<ApiDeps, 'db'>, user: UserRow | null): PaymentsCatalog {
	const rows = deps.db.select().from(plans).orderBy(asc(plans.sortOrder)).all();
	const atPaypal = chargeablePlans(deps.db);
	return {
		plans: rows.map((row) =>
			planOffer(row, atPaypal.get(row.id), user === null || firstPurchaseAvailable(deps.db, user.id, row.id)),
		),
	};
}

export function chargeRateView(deps: Pick<ApiDeps, 'db'>): ChargeRate | null {
	const rate = currentRate(deps.db);
	return rate
		? { currency: rate.currency, rate: formatCents(rate.dopPerUnitCents), dopPerUnitCents: rate.dopPerUnitCents }
		: null;
}

/** What the first period of `plan` costs this user if they subscribe now: the amount PayPal is asked for. */
export function firstPeriodCents(plan: PlanRow, firstPurchase: boolean): number {
	return firstPurchase ? firstPurchaseCents(plan.priceCents) : plan.priceCents;
}

function planOffer(row: PlanRow, atPaypal: PaypalPlanRow | undefined, firstPurchaseEligible: boolean): PlanOffer {
	const months = MONTHS_OF[row.billingPeriod];
	const paid = row.priceCents > 0;
	return {
		id: row.id,
		name: { es: row.nameEs, en: row.nameEn },
		priceDop: formatCents(row.priceCents),
		charge: paid && atPaypal ? periodCharge(atPaypal, false) : null,
		period: PERIOD_OF[row.billingPeriod],
		monthlyDop: months && paid ? formatCents(row.priceCents / months) : null,
		unlocks: [...featuresOf(row.id)],
		group: paid ? planGroup(row.id) : null,
		firstPurchase:
			firstPurchaseEligible && paid
				? {
						priceDop: formatCents(firstPeriodCents(row, true)),
						charge: atPaypal ? periodCharge(atPaypal, true) : null,
					}
				: null,
	};
}

export function toMySubscription(deps: Pick<ApiDeps, 'db'>, row: SubscriptionRow, now: Date): MySubscription {
	return toSubscriptionView(deps.db, row, now, plansById(deps.db));
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
	const planRows = plansById(deps.db);
	return {
		mainSubscriptionId: fresh?.planSubscriptionId ?? null,
		subscriptions: rows.map((row) => toSubscriptionView(deps.db, row, now, planRows)),
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
			charged: money(row.amountCents, row.currency),
			paypalReference: row.paypalReference,
		}));
}
