/**
 * formatClock's and formatDate's texts (format.ts) written by plain arithmetic, for the drawn
 * profile and listing pages: the first Intl formatter made for a locale (with a time zone) loads its
 * data, 15-20 ms on a phone in the middle of taking over a drawn page (docs/decisions.md,
 * "Interface"). The tests compare them with format.ts's for every minute of the day and 400 days.
 */
import type { Language } from './languages';

const DAY_MINUTES = 1440;
/** The no-break space formatClock puts inside a time (format.ts, clockSpaces). */
const NBSP = '\u00a0';

/**
 * A time of day as formatClock (format.ts) writes it ("8:00 a. m.", "8:00 AM"), by plain
 * arithmetic: the profile cards and pages show an opening or closing time, and formatClock's
 * Intl.DateTimeFormat loads the locale's date data the first time it is made, ~15 ms on a phone in
 * the middle of taking over a drawn page (Total Blocking Time, docs/bench.md "Lighthouse"). The
 * test checks every minute of the day against formatClock in both languages.
 */
export function clockText(time: string | number, language: Language): string {
	const minutes =
		typeof time === 'number'
			? ((time % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES
			: Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
	const hour24 = Math.floor(minutes / 60);
	const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
	const clock = `${hour}:${String(minutes % 60).padStart(2, '0')}`;
	const afternoon = hour24 >= 12;
	if (language === 'es') return `${clock}${NBSP}${afternoon ? 'p' : 'a'}.${NBSP}m.`;
	return `${clock}${NBSP}${afternoon ? 'PM' : 'AM'}`;
}

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
 * A date as formatDate (format.ts) writes it ("9 de septiembre de 2026", "September 9,
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
