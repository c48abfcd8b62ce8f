import type { Holiday } from './calendar.types';
import { DAY_MS, easterSunday, isoDay, labourDayMoved, movedToMonday } from './dominican-holidays-rules';

/**
 * Dominican public holidays of any year, as the days off fall (docs/calendar.md "Holidays"), from
 * their rules rather than a table (issue 22; docs/decisions.md "Holidays by rule"). Law 139-97
 * moves Epiphany, Duarte Day, Labour Day and Constitution Day to a Monday when they fall on a
 * Tuesday or Wednesday (the Monday before) or a Thursday or Friday (the Monday after), and Labour
 * Day on a Sunday to the Monday after; New Year, Altagracia, Independence, Good Friday, Corpus
 * Christi, Restoration (Supreme Court ruling 14 of 2008), Mercedes and Christmas never move. The
 * tests pin the dates the Ministry of Labour published.
 */

export const HOLIDAY_NAMES = {
	newYear: { es: 'Año Nuevo', en: "New Year's Day" },
	epiphany: { es: 'Día de los Santos Reyes', en: 'Epiphany (Three Kings Day)' },
	altagracia: { es: 'Día de Nuestra Señora de la Altagracia', en: 'Our Lady of Altagracia' },
	duarte: { es: 'Día de Duarte', en: 'Duarte Day' },
	independence: { es: 'Día de la Independencia Nacional', en: 'Independence Day' },
	goodFriday: { es: 'Viernes Santo', en: 'Good Friday' },
	labour: { es: 'Día del Trabajo', en: 'Labour Day' },
	corpusChristi: { es: 'Corpus Christi', en: 'Corpus Christi' },
	restoration: { es: 'Día de la Restauración', en: 'Restoration Day' },
	mercedes: { es: 'Día de Nuestra Señora de las Mercedes', en: 'Our Lady of Mercedes' },
	constitution: { es: 'Día de la Constitución', en: 'Constitution Day' },
	christmas: { es: 'Navidad', en: 'Christmas Day' },
} as const;
export type HolidayName = keyof typeof HOLIDAY_NAMES;

/** The day off each holiday gives in `year`, moves applied (UTC-midnight days). */
const RULES: readonly (readonly [HolidayName, (year: number) => number])[] = [
	['newYear', (year) => Date.UTC(year, 0, 1)],
	['epiphany', (year) => movedToMonday(Date.UTC(year, 0, 6))],
	['altagracia', (year) => Date.UTC(year, 0, 21)],
	['duarte', (year) => movedToMonday(Date.UTC(year, 0, 26))],
	['independence', (year) => Date.UTC(year, 1, 27)],
	['goodFriday', (year) => easterSunday(year) - 2 * DAY_MS],
	['labour', (year) => labourDayMoved(Date.UTC(year, 4, 1))],
	['corpusChristi', (year) => easterSunday(year) + 60 * DAY_MS],
	['restoration', (year) => Date.UTC(year, 7, 16)],
	['mercedes', (year) => Date.UTC(year, 8, 24)],
	['constitution', (year) => movedToMonday(Date.UTC(year, 10, 6))],
	['christmas', (year) => Date.UTC(year, 11, 25)],
];

/** The days off of one year, [day, which holiday], in date order. */
export function dominicanHolidaysOf(year: number): [string, HolidayName][] {
	return RULES.map(([name, rule]) => [rule(year), name] as const)
		.sort((a, b) => a[0] - b[0])
		.map(([day, name]) => [isoDay(day), name]);
}

/** The holidays between two days ('YYYY-MM-DD', both included), named in `language`. */
export function holidaysBetween(from: string, to: string, language: 'es' | 'en'): Holiday[] {
	const found: Holiday[] = [];
	// A range is at most CALENDAR_RANGE_MAX_DAYS long: two years, three at most.
	for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
		for (const [date, name] of dominicanHolidaysOf(year)) {
			if (date >= from && date <= to) found.push({ date, name: HOLIDAY_NAMES[name][language] });
		}
	}
	return found;
}
