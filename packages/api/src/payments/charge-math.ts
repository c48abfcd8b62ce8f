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
