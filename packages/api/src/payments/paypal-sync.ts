import { type ChargeRateRow, paypalPlans, plans } from '@edge/db';
import { PaymentGatewayError } from '@edge/payments';
import { asc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { currentRate, toChargedCents } from './charge';
import { firstPurchaseCents, formatCents } from './money';
import { requirePaypal } from './paypal-deps';
import { INTERVAL_OF } from './plan-periods';

/** Our one PayPal product; every plan hangs from it. */
export const PAYPAL_PRODUCT_ID = 'EDGE-PLANS';

/** A plan whose PayPal pricing this run changed: what a period charged before, and from now on. */
export interface RepricedPlan {
	planId: string;
	currency: string;
	fromCents: number;
	toCents: number;
}

export interface SyncSummary {
	created: string[];
	kept: string[];
	repriced: RepricedPlan[];
}

/** Sync cannot price anything before the operator has set a rate. */
export class NoChargeRateError extends Error {
	constructor() {
		super('No charge rate is set: run `npm run cli -- payments:rate <DOP$ per US$>` first (docs/payments.md)');
	}
}

/**
 * Creates the product and, for each paid plan, two PayPal plans (the regular one, and the
 * first-purchase one whose first cycle costs 50%), priced in the charge currency at the rate in
 * force, storing their ids and charges. Idempotent: a plan whose PayPal plans exist at its current
 * DOP$ price, currency and rate is kept; the request ids are derived from the plan, its price and
 * its charge, so a retried run creates nothing twice. A new DOP$ price, or plans in another currency
 * (DOP, from before), make new PayPal plans; a new rate updates the existing ones' pricing through
 * PayPal's plan pricing update, which applies from each subscription's next cycle.
 */
export async function syncPaypalCatalog(deps: Pick<ApiDeps, 'db' | 'clock' | 'paypal'>): Promise<SyncSummary> {
	const { gateway } = requirePaypal(deps);
	const rate = currentRate(deps.db);
	if (!rate) throw new NoChargeRateError();
	const summary: SyncSummary = { created: [], kept: [], repriced: [] };
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
		const charges = {
			chargeCents: toChargedCents(plan.priceCents, rate.dopPerUnitCents),
			firstChargeCents: toChargedCents(firstPurchaseCents(plan.priceCents), rate.dopPerUnitCents),
		};
		const stored = deps.db.select().from(paypalPlans).where(eq(paypalPlans.planId, plan.id)).get();
		if (
			stored &&
			stored.priceCents === plan.priceCents &&
			stored.currency === rate.currency &&
			(await existsAtPaypal(deps, stored.paypalPlanId))
		) {
			if (stored.chargeCents === charges.chargeCents && stored.firstChargeCents === charges.firstChargeCents) {
				summary.kept.push(plan.id);
				continue;
			}
			await reprice(deps, stored, charges, rate);
			summary.repriced.push({
				planId: plan.id,
				currency: rate.currency,
				fromCents: stored.chargeCents,
				toCents: charges.chargeCents,
			});
			continue;
		}
		const interval = INTERVAL_OF[plan.billingPeriod];
		const requestBase = `edge-plan-${plan.id}-${plan.priceCents}-${rate.currency}${charges.chargeCents}`;
		const regular = await gateway.createPlan({
			requestId: `${requestBase}-regular`,
			productId: PAYPAL_PRODUCT_ID,
			// Both names: PayPal shows one plan name whatever the buyer's language.
			name: `${plan.nameEs} / ${plan.nameEn}`,
			currency: rate.currency,
			price: formatCents(charges.chargeCents),
			interval,
		});
		const firstPurchase = await gateway.createPlan({
			requestId: `${requestBase}-first`,
			productId: PAYPAL_PRODUCT_ID,
			name: `${plan.nameEs} (primera compra) / ${plan.nameEn} (first purchase)`,
			currency: rate.currency,
			price: formatCents(charges.chargeCents),
			firstCyclePrice: formatCents(charges.firstChargeCents),
			interval,
		});
		const values = {
			planId: plan.id,
			paypalProductId: PAYPAL_PRODUCT_ID,
			paypalPlanId: regular.id,
			paypalFirstPurchasePlanId: firstPurchase.id,
			priceCents: plan.priceCents,
			currency: rate.currency,
			...charges,
			rateCents: rate.dopPerUnitCents,
			syncedAt: deps.clock.now(),
		};
		deps.db.insert(paypalPlans).values(values).onConflictDoUpdate({ target: paypalPlans.planId, set: values }).run();
		summary.created.push(plan.id);
	}
	return summary;
}

/**
 * The same plan at a new rate: PayPal's pricing update on both PayPal plans (PayPal first, then our
 * row, so the row never claims a price PayPal does not charge). Running periods are already paid;
 * PayPal bills the new price from each subscription's next cycle.
 */
async function reprice(
	deps: Pick<ApiDeps, 'db' | 'clock' | 'paypal'>,
	stored: typeof paypalPlans.$inferSelect,
	charges: { chargeCents: number; firstChargeCents: number },
	rate: ChargeRateRow,
): Promise<void> {
	const { gateway } = requirePaypal(deps);
	const price = formatCents(charges.chargeCents);
	await gateway.updatePlanPricing({ planId: stored.paypalPlanId, currency: rate.currency, price });
	await gateway.updatePlanPricing({
		planId: stored.paypalFirstPurchasePlanId,
		currency: rate.currency,
		price,
		firstCyclePrice: formatCents(charges.firstChargeCents),
	});
	deps.db
		.update(paypalPlans)
		.set({ ...charges, rateCents: rate.dopPerUnitCents, syncedAt: deps.clock.now() })
		.where(eq(paypalPlans.planId, stored.planId))
		.run();
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
