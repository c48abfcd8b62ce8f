import { formatCents, parseCents, toChargedCents } from '@edge/api/charge-math';
import type { Charge, ChargeRate, Money } from '@edge/api/client';
import { formatMoney } from '@edge/i18n/format';
import type { Language } from '@edge/i18n/languages';
import type { TFunction } from './i18n';

/**
 * DOP$ prices charged by PayPal in another currency (docs/payments.md, "The pages"): the API sends
 * amounts as two-decimal strings; every page that asks for a payment says what PayPal charges, in
 * the currency charged, and the DOP$ price it stands for at the rate. Used by the payments pages and
 * the chat's top-ups and offers only (never with '/').
 */

/** The API's two-decimal amounts, read and written as the server does (@edge/api/charge-math). */
export { formatCents as centsToDecimal, parseCents as decimalToCents };

/** { amount: '81.36', currency: 'USD' } -> 'US$ 81.36'. */
export function formatMoneyAmount(money: Money, language: Language): string {
	return formatMoney(parseCents(money.amount), money.currency, language);
}

/**
 * What PayPal will charge for a DOP$ amount at the rate in force, rounded as the server rounds
 * (@edge/api/charge-math): the quote a chat top-up or offer payment shows and sends back as
 * `expectedCharge`, so the server refuses rather than charge another amount.
 */
export function quoteCharge(dopCents: number, rate: ChargeRate): Charge {
	return {
		charged: { amount: formatCents(toChargedCents(dopCents, rate.dopPerUnitCents)), currency: rate.currency },
		dop: formatCents(dopCents),
		rate: rate.rate,
	};
}

/** The catalogs that describe a charge: each has `<prefix>.atRate`, `.noConversion` and `.currency.<ISO>`. */
export type ChargeTextsPrefix = 'payments.page.charge' | 'chat.page.charge';

export interface ChargeTexts {
	/** 'US$ 81.36' */
	charged: string;
	/** 'US dollars' / 'dólares estadounidenses' (the currency's ISO code when the catalog has no name). */
	currency: string;
	/** 'DOP$ 4,800.00 at DOP$ 59.00 per dollar', or 'no currency conversion' for a charge in DOP. */
	conversion: string;
}

/** The words of a charge, for the catalogs' {{charged}}, {{currency}} and {{conversion}}. */
export function chargeTexts(charge: Charge, language: Language, t: TFunction, prefix: ChargeTextsPrefix): ChargeTexts {
	const { currency } = charge.charged;
	const name = (part: 'name' | 'unit') => t(`${prefix}.currency.${currency}.${part}`, { defaultValue: currency });
	return {
		charged: formatMoneyAmount(charge.charged, language),
		currency: name('name'),
		conversion:
			charge.rate === null
				? t(`${prefix}.noConversion`)
				: t(`${prefix}.atRate`, {
						dop: formatMoney(parseCents(charge.dop), 'DOP', language),
						rate: formatMoney(parseCents(charge.rate), 'DOP', language),
						unit: name('unit'),
					}),
	};
}
