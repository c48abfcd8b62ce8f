import type { Holiday } from './calendar.types';

/**
 * Dominican public holidays, 2025–2030, as the days off fall (docs/calendar.md "Holidays"). Law 139-97
 * moves Epiphany, Duarte Day, Labour Day and Constitution Day to a Monday when they fall on a
 * Tuesday or Wednesday (the Monday before) or a Thursday or Friday (the Monday after); New Year,
 * Altagracia, Independence, Good Friday, Corpus Christi, Restoration (Supreme Court ruling 14 of
 * 2008), Mercedes and Christmas never move. Shipped as data: the Ministry of Labour publishes the
 * dates each year, and a test checks this table against the rule.
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

/** The first and last years the table covers. */
export const HOLIDAY_YEARS = { first: 2025, last: 2030 } as const;

/** [the day off, which holiday], in date order. */
export const DOMINICAN_HOLIDAYS: readonly (readonly [string, HolidayName])[] = [
	['2025-01-01', 'newYear'],
	['2025-01-06', 'epiphany'],
	['2025-01-21', 'altagracia'],
	['2025-01-26', 'duarte'],
	['2025-02-27', 'independence'],
	['2025-04-18', 'goodFriday'],
	['2025-05-05', 'labour'],
	['2025-06-19', 'corpusChristi'],
	['2025-08-16', 'restoration'],
	['2025-09-24', 'mercedes'],
	['2025-11-10', 'constitution'],
	['2025-12-25', 'christmas'],
	['2026-01-01', 'newYear'],
	['2026-01-05', 'epiphany'],
	['2026-01-21', 'altagracia'],
	['2026-01-26', 'duarte'],
	['2026-02-27', 'independence'],
	['2026-04-03', 'goodFriday'],
	['2026-05-04', 'labour'],
	['2026-06-04', 'corpusChristi'],
	['2026-08-16', 'restoration'],
	['2026-09-24', 'mercedes'],
	['2026-11-09', 'constitution'],
	['2026-12-25', 'christmas'],
	['2027-01-01', 'newYear'],
	['2027-01-04', 'epiphany'],
	['2027-01-21', 'altagracia'],
	['2027-01-25', 'duarte'],
	['2027-02-27', 'independence'],
	['2027-03-26', 'goodFriday'],
	['2027-05-01', 'labour'],
	['2027-05-27', 'corpusChristi'],
	['2027-08-16', 'restoration'],
	['2027-09-24', 'mercedes'],
	['2027-11-06', 'constitution'],
	['2027-12-25', 'christmas'],
	['2028-01-01', 'newYear'],
	['2028-01-10', 'epiphany'],
	['2028-01-21', 'altagracia'],
	['2028-01-24', 'duarte'],
	['2028-02-27', 'independence'],
	['2028-04-14', 'goodFriday'],
	['2028-05-01', 'labour'],
	['2028-06-15', 'corpusChristi'],
	['2028-08-16', 'restoration'],
	['2028-09-24', 'mercedes'],
	['2028-11-06', 'constitution'],
	['2028-12-25', 'christmas'],
	['2029-01-01', 'newYear'],
	['2029-01-06', 'epiphany'],
	['2029-01-21', 'altagracia'],
	['2029-01-29', 'duarte'],
	['2029-02-27', 'independence'],
	['2029-03-30', 'goodFriday'],
	['2029-04-30', 'labour'],
	['2029-05-31', 'corpusChristi'],
	['2029-08-16', 'restoration'],
	['2029-09-24', 'mercedes'],
	['2029-11-05', 'constitution'],
	['2029-12-25', 'christmas'],
	['2030-01-01', 'newYear'],
	['2030-01-06', 'epiphany'],
	['2030-01-21', 'altagracia'],
	['2030-01-26', 'duarte'],
	['2030-02-27', 'independence'],
	['2030-04-19', 'goodFriday'],
	['2030-04-29', 'labour'],
	['2030-06-20', 'corpusChristi'],
	['2030-08-16', 'restoration'],
	['2030-09-24', 'mercedes'],
	['2030-11-04', 'constitution'],
	['2030-12-25', 'christmas'],
];

/** The holidays between two days ('YYYY-MM-DD', both included), named in `language`. */
export function holidaysBetween(from: string, to: string, language: 'es' | 'en'): Holiday[] {
	return DOMINICAN_HOLIDAYS.filter(([date]) => date >= from && date <= to).map(([date, name]) => ({
		date,
		name: HOLIDAY_NAMES[name][language],
	}));
}
