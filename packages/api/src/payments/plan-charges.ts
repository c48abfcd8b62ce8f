/** What PayPal charges for each plan: the PayPal plans made by sync, read by every page that prices one. */
import { type PaypalPlanRow, paypalPlans, plans } from '@edge/db';
import { isPayPalCurrency } from '@edge/payments';
import { chargeOf } from './charge';
import { firstPurchaseCents } from './money';
import type { Charge } from './payments.types';
import type { DbOrTx } from './subscription-store';

/**
 * The PayPal plans a payer can be charged through now: made for the plan's current DOP$ price, in a
 * currency PayPal accepts. Their stored charges are what PayPal bills, so the pages show those.
 */
export function chargeablePlans(db: DbOrTx): Map<string, PaypalPlanRow> {
	const planPrices = new Map(
		db
			.select({ id: plans.id, priceCents: plans.priceCents })
			.from(plans)
			.all()
			.map((row) => [row.id, row.priceCents]),
	);
	return new Map(
		db
			.select()
			.from(paypalPlans)
			.all()
			.filter(
				(row) => isPayPalCurrency(row.currency) && row.chargeCents > 0 && planPrices.get(row.planId) === row.priceCents,
			)
			.map((row) => [row.planId, row]),
	);
}

/** What PayPal charges for one period of a plan (regular), or for its first period at 50%. */
export function periodCharge(row: PaypalPlanRow, firstPurchase: boolean): Charge {
	return firstPurchase
		? chargeOf(firstPurchaseCents(row.priceCents), row.firstChargeCents, row.currency, row.rateCents)
		: chargeOf(row.priceCents, row.chargeCents, row.currency, row.rateCents);
}
