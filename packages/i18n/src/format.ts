import { INTL_LOCALES, type Language } from './languages';

/** A calendar date ('2026-11-21') or an instant, shown the way each language writes dates. */
export function formatDate(value: Date | string, language: Language): string {
	const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
	return new Intl.DateTimeFormat(INTL_LOCALES[language], {
		dateStyle: 'long',
		timeZone: 'America/Santo_Domingo',
	}).format(date);
}

/** Amounts are kept in centavos; the product shows them with the DOP$ prefix the spec names. */
export function formatDop(cents: number, language: Language): string {
	const amount = new Intl.NumberFormat(INTL_LOCALES[language], {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	}).format(cents / 100);
	return `DOP$ ${amount}`;
}
