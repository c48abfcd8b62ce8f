import { paypalPlans, plans } from '@edge/db';
import { PaymentGatewayError } from '@edge/payments';
import { asc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { firstPurchaseCents, formatCents } from './money';
import { requirePaypal } from './paypal-deps';
import { INTERVAL_OF } from './plan-periods';

/** Our one PayPal product; every plan hangs from it. */
export const PAYPAL_PRODUCT_ID = 'EDGE-PLANS';

export interface SyncSummary {
	created: string[];
	kept: string[];
}

/**
 * Creates the product and, for each paid plan, two PayPal plans (the regular one, and the
 * first-purchase one whose first cycle costs 50%), storing their ids. Idempotent: a plan whose
 * PayPal plans exist at its current price is kept; the request ids are derived from the plan and its
 * price, so a retried run creates nothing twice. A new price makes new PayPal plans.
 */
export async function syncPaypalCatalog(deps: Pick<ApiDeps, 'db' | 'clock' | 'paypal'>): Promise<SyncSummary> {
	const { gateway } = requirePaypal(deps);
	const summary: SyncSummary = { created: [], kept: [] };
	try {
		await gateway.getProduct(PAYPAL_PRODUCT_ID);
	} catch (error) {
		if (!(error instanceof PaymentGatewayError) || error.kind !== 'invalid') throw error;
		await gateway.createProduct({
			requestId: `edge-product-${PAYPAL_PRODUCT_ID}`,
			id: PAYPAL_PRODUCT_ID,
			name: 'Edge',
			description: 'Edge plans / Planes de Edge',
		});
	}
	const rows = deps.db.select().from(plans).orderBy(asc(plans.sortOrder)).all();
	for (const plan of rows) {
		if (plan.priceCents <= 0 || plan.billingPeriod === 'none') continue;
		const stored = deps.db.select().from(paypalPlans).where(eq(paypalPlans.planId, plan.id)).get();
		if (stored && stored.priceCents === plan.priceCents && (await existsAtPaypal(deps, stored.paypalPlanId))) {
			summary.kept.push(plan.id);
			continue;
		}
		const interval = INTERVAL_OF[plan.billingPeriod];
		const requestBase = `edge-plan-${plan.id}-${plan.priceCents}`;
		const regular = await gateway.createPlan({
			requestId: `${requestBase}-regular`,
			productId: PAYPAL_PRODUCT_ID,
			// Both names: PayPal shows one plan name whatever the buyer's language.
			name: `${plan.nameEs} / ${plan.nameEn}`,
			price: formatCents(plan.priceCents),
			interval,
		});
		const firstPurchase = await gateway.createPlan({
			requestId: `${requestBase}-first`,
			productId: PAYPAL_PRODUCT_ID,
			name: `${plan.nameEs} (primera compra) / ${plan.nameEn} (first purchase)`,
			price: formatCents(plan.priceCents),
			firstCyclePrice: formatCents(firstPurchaseCents(plan.priceCents)),
			interval,
		});
		const values = {
			planId: plan.id,
			paypalProductId: PAYPAL_PRODUCT_ID,
			paypalPlanId: regular.id,
			paypalFirstPurchasePlanId: firstPurchase.id,
			priceCents: plan.priceCents,
			syncedAt: deps.clock.now(),
		};
		deps.db.insert(paypalPlans).values(values).onConflictDoUpdate({ target: paypalPlans.planId, set: values }).run();
		summary.created.push(plan.id);
	}
	return summary;
}

async function existsAtPaypal(deps: Pick<ApiDeps, 'paypal'>, paypalPlanId: string): Promise<boolean> {
	try {
		await requirePaypal(deps).gateway.getPlan(paypalPlanId);
		return true;
	} catch (error) {
		if (error instanceof PaymentGatewayError && error.kind === 'invalid') return false;
		throw error;
	}
}
