import { formatDop } from '@edge/i18n/format';
import type { Language } from '@edge/i18n/languages';

/** Menu prices are DOP centavos; shown like the payments feature shows amounts ("DOP$ 450.00"). */
export function formatPrice(cents: number, language: Language): string {
	return formatDop(cents, language);
}

/** What the owner typed in DOP (450.5) as centavos (45050); NaN when it is not a number. */
export function dopToCents(value: number | string): number {
	const amount = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
	return Number.isFinite(amount) && String(value).trim() !== '' ? Math.round(amount * 100) : Number.NaN;
}
