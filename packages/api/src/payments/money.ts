import { FIRST_PURCHASE_DISCOUNT_PERCENT } from '@edge/db';
import { parseCents } from './charge-math';

export { formatCents } from './charge-math';

/** "9600.00" (or "9600", "9600.5") -> 960000; NaN for anything else, a negative amount included. */
export function parseAmountToCents(amount: string): number {
	const cents = parseCents(amount);
	return cents < 0 ? Number.NaN : cents;
}

/** The first period's price with the first-purchase discount. */
export function firstPurchaseCents(priceCents: number): number {
	return Math.round((priceCents * (100 - FIRST_PURCHASE_DISCOUNT_PERCENT)) / 100);
}
