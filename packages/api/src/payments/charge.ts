/**
 * DOP$ prices charged in a currency PayPal accepts (docs/payments.md, "The currency charged").
 * PayPal's REST API does not take Dominican pesos, so the specification's DOP$ prices are charged in
 * US dollars at a rate the operator sets (`npm run cli -- payments:rate`). Every amount a payer is
 * asked for is computed here once, and stored where it is charged (the PayPal plans, a chat order),
 * so the card, the dialog, PayPal's page and the receipt read the same figure.
 */
import { type ChargeRateRow, chargeRates } from '@edge/db';
import { desc, eq } from 'drizzle-orm';
import { AppError } from '../shared/app-error';
import { CHARGE_CURRENCY, toChargedCents } from './charge-math';
import { formatCents, parseAmountToCents } from './money';
import type { Charge, Money } from './payments.types';
import type { DbOrTx } from './subscription-store';

export { CHARGE_CURRENCY, toChargedCents };

/** The rate `npm start` uses on a fresh install in simulator mode: a demo figure, never a live one. */
export const SIMULATOR_DEFAULT_RATE_CENTS = 5900;

/** The rate in force: the newest the operator set for the charge currency, or null before any. */
export function currentRate(db: DbOrTx): ChargeRateRow | null {
	return (
		db
			.select()
			.from(chargeRates)
			.where(eq(chargeRates.currency, CHARGE_CURRENCY))
			.orderBy(desc(chargeRates.id))
			.get() ?? null
	);
}

/** As currentRate; without one, nothing can be charged (the UI says payments are unavailable). */
export function requireRate(db: DbOrTx): ChargeRateRow {
	const rate = currentRate(db);
	if (!rate) throw new AppError('SERVICE_UNAVAILABLE', 'payments.errors.gatewayUnavailable');
	return rate;
}

export function money(cents: number, currency: string): Money {
	return { amount: formatCents(cents), currency };
}

/** What a DOP$ price is charged as: the charged amount, and the DOP$ reading at the rate. */
export function chargeOf(dopCents: number, chargedCents: number, currency: string, rateCents: number | null): Charge {
	return {
		charged: money(chargedCents, currency),
		dop: formatCents(dopCents),
		rate: rateCents === null ? null : formatCents(rateCents),
	};
}

/** A DOP$ price charged now, at the rate in force. */
export function chargeAtRate(dopCents: number, rate: Pick<ChargeRateRow, 'currency' | 'dopPerUnitCents'>): Charge {
	return chargeOf(dopCents, toChargedCents(dopCents, rate.dopPerUnitCents), rate.currency, rate.dopPerUnitCents);
}

/** Whether the amount a payer confirmed is the one charged ('81.4' and '81.40' are one amount). */
export function sameCharge(confirmed: Money, charged: Money): boolean {
	return (
		confirmed.currency === charged.currency &&
		parseAmountToCents(confirmed.amount) === parseAmountToCents(charged.amount)
	);
}

/** "59.00" or "59" -> 5900; null for anything that is not a positive amount with at most two decimals. */
export function parseRate(text: string): number | null {
	const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
	if (!match) return null;
	const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
	return cents > 0 ? cents : null;
}
