/**
 * formatClock's and formatDate's texts (format.ts), and today's weekday, written by plain arithmetic,
 * for the drawn profile and listing pages: the first Intl formatter made for a locale (with a time
 * zone) loads its data, 15-20 ms on a phone in the middle of taking over a drawn page
 * (docs/decisions.md, "Interface"). The tests compare them with Intl's for every minute of the day,
 * 400 days and every hour of a week.
 */
import type { Language } from './languages';

const DAY_MINUTES = 1440;
/** The no-break space formatClock puts inside a time (format.ts, clockSpaces). */
const NBSP = '\u00a0';

/** A time of day as formatClock writes it ("8:00 a. m.", "8:00 AM"): opening and closing times. */
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
 * A date as formatDate writes it ("9 de septiembre de 2026", "September 9, 2026", the day in Santo
 * Domingo): the dates of reviews and offers.
 */
export function dateText(value: Date | string, language: Language): string {
	const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
	const local = new Date(date.getTime() + SANTO_DOMINGO_OFFSET_MS);
	const day = local.getUTCDate();
	const month = MONTHS[language][local.getUTCMonth()];
	const year = local.getUTCFullYear();
	return language === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}

/** The weekday (0 = Sunday) in Santo Domingo, where every profile's hours are kept: today's row, "today". */
export function weekdayInSantoDomingo(now: Date = new Date()): number {
	return new Date(now.getTime() + SANTO_DOMINGO_OFFSET_MS).getUTCDay();
}
