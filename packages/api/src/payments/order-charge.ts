/**
 * The charge of a one-off PayPal order (a chat top-up, an offer): a DOP$ amount charged in the
 * currency PayPal charges at the rate in force, refused when it is not what the payer was shown.
 */
import type { chatOrders } from '@edge/db';
import type { Language } from '@edge/i18n';
import { formatMoney } from '@edge/i18n/format';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import { money, requireRate, sameCharge, toChargedCents } from './charge';
import type { Money } from './payments.types';

export interface OrderCharge {
	currency: string;
	chargeCents: number;
	rateCents: number;
}

export function orderCharge(
	deps: Pick<ApiDeps, 'db'>,
	dopCents: number,
	expected: Money | undefined,
	language: Language,
): OrderCharge {
	const rate = requireRate(deps.db);
	const chargeCents = toChargedCents(dopCents, rate.dopPerUnitCents);
	if (expected !== undefined && !sameCharge(expected, money(chargeCents, rate.currency))) {
		// The rate changed since the page showed its quote: charge nothing, say the amount now.
		throw new AppError('CONFLICT', 'payments.errors.priceChanged', {
			amount: formatMoney(chargeCents, rate.currency, language),
		});
	}
	return { currency: rate.currency, chargeCents, rateCents: rate.dopPerUnitCents };
}

/** What PayPal charged (or charges) for an order of ours; orders from before were DOP. */
export function chargedBy(
	row: Pick<typeof chatOrders.$inferSelect, 'amountCents' | 'chargeCents' | 'chargeCurrency'>,
): Money {
	return money(row.chargeCents ?? row.amountCents, row.chargeCurrency);
}
