import { perLanguage } from '@edge/i18n/format';
import { type MonthKey, parseMonthKey } from './month-key';

/**
 * The calendar's grids, as pure functions of calendar dates ('YYYY-MM-DD', Santo Domingo days).
 * Dates are computed in UTC so the browser's own time zone never shifts a day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GridDay {
	/** 'YYYY-MM-DD' */
	date: string;
	/** False for the days of the previous and next month that fill the first and last week. */
	inMonth: boolean;
}

export { type MonthKey, parseMonthKey };

function isoDay(ms: number): string {
	return new Date(ms).toISOString().slice(0, 10);
}

export function monthKeyOf(year: number, month: number): MonthKey {
	return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month `delta` months after `key` (negative: before). */
export function shiftMonth(key: MonthKey, delta: number): MonthKey {
	const parsed = parseMonthKey(key);
	if (!parsed) return key;
	const index = parsed.year * 12 + (parsed.month - 1) + delta;
	return monthKeyOf(Math.floor(index / 12), (index % 12) + 1);
}

/**
 * The weeks of a month, Monday first: every week has seven days, and the first and last weeks are
 * filled with the neighbouring months' days (4 to 6 weeks).
 */
export function monthWeeks(year: number, month: number): GridDay[][] {
	const first = Date.UTC(year, month - 1, 1);
	const next = Date.UTC(year, month, 1);
	// getUTCDay: Sunday 0 … Saturday 6; days to go back to that week's Monday.
	const back = (new Date(first).getUTCDay() + 6) % 7;
	const weeks: GridDay[][] = [];
	for (let start = first - back * DAY_MS; start < next; start += 7 * DAY_MS) {
		const week: GridDay[] = [];
		for (let day = 0; day < 7; day += 1) {
			const ms = start + day * DAY_MS;
			week.push({ date: isoDay(ms), inMonth: ms >= first && ms < next });
		}
		weeks.push(week);
	}
	return weeks;
}

/** The first and last day a month's grid shows, for the range query. */
export function gridRange(year: number, month: number): { from: string; to: string } {
	const weeks = monthWeeks(year, month);
	const firstWeek = weeks[0] ?? [];
	const lastWeek = weeks[weeks.length - 1] ?? [];
	return { from: firstWeek[0]?.date ?? '', to: lastWeek[6]?.date ?? '' };
}

// Formatters made once per locale (and width): a month's grid names each of its 42 days, and making
// an Intl formatter costs far more than using one (perLanguage).
type WeekdayWidth = 'narrow' | 'short' | 'long';
const weekdayFormatIn = (width: WeekdayWidth) =>
	perLanguage((locale: string) => new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }));
const weekdayFormats: Record<WeekdayWidth, (locale: string) => Intl.DateTimeFormat> = {
	narrow: weekdayFormatIn('narrow'),
	short: weekdayFormatIn('short'),
	long: weekdayFormatIn('long'),
};
const monthYearFormat = perLanguage(
	(locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const monthFormat = perLanguage(
	(locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
);
const fullDayFormat = perLanguage(
	(locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
);

/** Monday to Sunday in the language ('lun', 'mar'… or 'Mon', 'Tue'…). */
export function weekdayNames(locale: string, width: WeekdayWidth = 'short'): string[] {
	const format = weekdayFormats[width](locale);
	// 2024-01-01 was a Monday.
	return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
}

/** A heading's first letter in capitals ('diciembre de 2026' → 'Diciembre de 2026'); CSS would capitalize every word. */
function capitalized(text: string, locale: string): string {
	return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** The month's name with its year ('Diciembre de 2026', 'December 2026'). */
export function monthTitle(locale: string, year: number, month: number): string {
	return capitalized(monthYearFormat(locale).format(new Date(Date.UTC(year, month - 1, 1))), locale);
}

/** The month's name alone ('Enero', 'January'). */
export function monthName(locale: string, month: number): string {
	return capitalized(monthFormat(locale).format(new Date(Date.UTC(2024, month - 1, 1))), locale);
}

/** A day's full name for screen readers ('sábado, 5 de diciembre de 2026'). */
export function dayLabel(locale: string, date: string): string {
	return fullDayFormat(locale).format(new Date(`${date}T12:00:00Z`));
}
