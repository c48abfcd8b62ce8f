import type { Language } from '@edge/i18n/languages';

const MONTHS: Record<Language, readonly string[]> = {
	es: [
		'enero',
		'febrero',
		'marzo',
		'abril',
		'mayo',
		'junio',
		'julio',
		'agosto',
		'septiembre',
		'octubre',
		'noviembre',
		'diciembre',
	],
	en: [
		'January',
		'February',
		'March',
		'April',
		'May',
		'June',
		'July',
		'August',
		'September',
		'October',
		'November',
		'December',
	],
};

/** Santo Domingo keeps UTC-4 all year (no daylight saving time since 2000). */
const SANTO_DOMINGO_OFFSET_MS = -4 * 3_600_000;

/**
 * A date as @edge/i18n/format's formatDate writes it ("9 de septiembre de 2026", "September 9,
 * 2026", the day in Santo Domingo), by plain arithmetic: the reviews and offers on a profile page
 * show dates, and formatDate's Intl.DateTimeFormat with a time zone loads the locale's and the
 * zone's data the first time it is made, ~20 ms on a phone in the middle of taking over a drawn page
 * (Total Blocking Time, docs/bench.md "Lighthouse"). The test checks it against formatDate.
 */
export function dateText(value: Date | string, language: Language): string {
	const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
	const local = new Date(date.getTime() + SANTO_DOMINGO_OFFSET_MS);
	const day = local.getUTCDate();
	const month = MONTHS[language][local.getUTCMonth()];
	const year = local.getUTCFullYear();
	return language === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}
