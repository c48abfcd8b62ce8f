/**
 * The arithmetic of charging DOP$ prices in the currency PayPal charges (docs/payments.md, "The
 * currency charged"), free of imports so the web app can show a quote with the server's own
 * rounding; the server still prices every order itself and refuses one the payer did not see.
 */

/** The currency Edge charges in at PayPal: PayPal's REST API does not take Dominican pesos. */
export const CHARGE_CURRENCY = 'USD';

/**
 * DOP centavos -> hundredths of the charged currency at `dopPerUnitCents` (DOP centavos per unit),
 * rounded to the nearest cent: DOP$ 4,800.00 at DOP$ 59.00 per dollar is US$ 81.36.
 */
export function toChargedCents(dopCents: number, dopPerUnitCents: number): number {
	return Math.round((dopCents * 100) / dopPerUnitCents);
}

/** 960000 -> '9600.00': amounts are integer hundredths everywhere, two-decimal strings at the edges. */
export function formatCents(cents: number): string {
	const sign = cents < 0 ? '-' : '';
	const abs = Math.abs(Math.round(cents));
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '9600.00' (or '9600', '-9600.5') -> hundredths, without floating-point drift; NaN for anything else. */
export function parseCents(amount: string): number {
	const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
	if (!match) return Number.NaN;
	const [, sign, whole, fraction = ''] = match;
	const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
	return sign ? -cents : cents;
}
