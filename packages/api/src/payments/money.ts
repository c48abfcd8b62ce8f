import { FIRST_PURCHASE_DISCOUNT_PERCENT } from '@edge/db';

/** 960000 -> "9600.00". Money is integer centavos everywhere; strings only at the edges. */
export function formatCents(cents: number): string {
	const sign = cents < 0 ? '-' : '';
	const abs = Math.abs(Math.round(cents));
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "9600.00" (or "9600", "9600.5") -> 960000; NaN for anything else. */
export function parseAmountToCents(amount: string): number {
	const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
	if (!match) return Number.NaN;
	return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The first period's price with the first-purchase discount. */
export function firstPurchaseCents(priceCents: number): number {
	return Math.round((priceCents * (100 - FIRST_PURCHASE_DISCOUNT_PERCENT)) / 100);
}
