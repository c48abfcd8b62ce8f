/**
 * Money is written one way: DOP$ and the amount as formatDop writes it (packages/i18n/src/format.ts,
 * "DOP$ 1,250.00"), and what PayPal charges in dollars as formatMoney writes it ("US$ 81.36"). These are the other notations a Dominican text slips into; the catalogs, the demo
 * texts (money-notation.test.ts) and the demo's generated offers (demo-content.test.ts) use none.
 */
export const OTHER_MONEY_NOTATIONS: readonly [name: string, pattern: RegExp][] = [
	['RD$', /\bRD\s?\$/],
	['USD before an amount', /\bUSD\s?\d/],
	['US$ not as formatMoney writes it (US$ 1,250.00)', /\bUS\s?\$(?! \d{1,3}(?:,\d{3})*\.\d{2}(?!\d))\s?\d/],
	['a bare $ before an amount', /(?<![A-Z])\$\s?\d/],
	['DOP without $', /\bDOP(?!\$)\s?\d/],
	['pesos after an amount', /\d\s?pesos\b/i],
	['DOP$ not as formatDop writes it (DOP$ 1,250.00)', /DOP\$(?! \d{1,3}(?:,\d{3})*\.\d{2}(?!\d))\s?\d/],
	// formatDop writes 1,234.56 in both languages (es-DO groups with commas): 1.000 is another notation.
	['thousands grouped with dots', /(?<!\d|\d\.)\d{1,3}(?:\.\d{3})+(?!\d|\.\d)/],
];

/** The notations of OTHER_MONEY_NOTATIONS that `text` uses. */
export function otherMoneyNotations(text: string): string[] {
	return OTHER_MONEY_NOTATIONS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}
