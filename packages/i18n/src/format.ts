import { INTL_LOCALES, type Language } from './languages';

/**
 * One Intl object (formatter, plural rules) per language, made on first use: building one costs
 * far more than using it (a list of 20 wall posts spent ~20 ms making date formatters on a
 * phone-class CPU). The web app's lists and translator share it.
 */
export function perLanguage<L extends string, T>(make: (language: L) => T): (language: L) => T {
	const made = new Map<L, T>();
	return (language) => {
		let formatter = made.get(language);
		if (!formatter) {
			formatter = make(language);
			made.set(language, formatter);
		}
		return formatter;
	};
}

const dateFormat = perLanguage(
	(language: Language) =>
		new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'America/Santo_Domingo' }),
);
const amountFormat = perLanguage(
	(language: Language) =>
		new Intl.NumberFormat(INTL_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** A calendar date ('2026-11-21') or an instant, shown the way each language writes dates. */
export function formatDate(value: Date | string, language: Language): string {
	const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
	return dateFormat(language).format(date);
}

/** Amounts are kept in centavos; the product shows them with the DOP$ prefix the spec names. */
export function formatDop(cents: number, language: Language): string {
	return `DOP$ ${amountFormat(language).format(cents / 100)}`;
}
