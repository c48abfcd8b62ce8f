import { toChargedCents } from '@edge/api/charge-math';
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

/** '9600.00' -> 960000 hundredths (any currency), without floating-point drift; NaN if not an amount. */
export function decimalToCents(amount: string): number {
	const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
	if (!match) return Number.NaN;
	const [, sign, whole, fraction = ''] = match;
	const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
	return sign ? -cents : cents;
}

/** 8136 -> '81.36': the API's way of writing an amount. */
export function centsToDecimal(cents: number): string {
	const sign = cents < 0 ? '-' : '';
	const whole = Math.abs(Math.round(cents));
	return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** { amount: '81.36', currency: 'USD' } -> 'US$ 81.36'. */
export function formatMoneyAmount(money: Money, language: Language): string {
	return formatMoney(decimalToCents(money.amount), money.currency, language);
}

/**
 * What PayPal will charge for a DOP$ amount at the rate in force, rounded as the server rounds
 * (@edge/api/charge-math): the quote a chat top-up or offer payment shows and sends back as
 * `expectedCharge`, so the server refuses rather than charge another amount.
 */
export function quoteCharge(dopCents: number, rate: ChargeRate): Charge {
	return {
		charged: { amount: centsToDecimal(toChargedCents(dopCents, rate.dopPerUnitCents)), currency: rate.currency },
		dop: centsToDecimal(dopCents),
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
						dop: formatMoney(decimalToCents(charge.dop), 'DOP', language),
						rate: formatMoney(decimalToCents(charge.rate), 'DOP', language),
						unit: name('unit'),
					}),
	};
}
