import { describe, expect, it } from 'vitest';
import { dominicanHolidaysOf, HOLIDAY_NAMES, type HolidayName, holidaysBetween } from './dominican-holidays';
import { easterSunday } from './dominican-holidays-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days off of 2025–2030 as the Ministry of Labour published them: the table the app shipped
 * before the holidays were computed (issue 22). The rules must give exactly these.
 */
const PUBLISHED_2025_2030: readonly (readonly [string, HolidayName])[] = [
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

/** Easter Sunday (the Gregorian computus, written apart from the app's), as a UTC midnight. */
function easter(year: number): number {
	const a = year % 19;
	const b = Math.floor(year / 100);
	const c = year % 100;
	const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
	const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
	const m = Math.floor((a + 11 * h + 22 * l) / 451);
	const month = Math.floor((h + l - 7 * m + 114) / 31);
	const day = ((h + l - 7 * m + 114) % 31) + 1;
	return Date.UTC(year, month - 1, day);
}

/** Law 139-97: Tuesday and Wednesday go to the Monday before, Thursday and Friday to the Monday after. */
function moved(ms: number): number {
	const shift = [0, 0, -1, -2, 4, 3, 0][new Date(ms).getUTCDay()] ?? 0;
	return ms + shift * DAY_MS;
}

/** Labour Day also leaves a Sunday for the Monday after (the Ministry in 2016 and 2022). */
function movedLabour(ms: number): number {
	return new Date(ms).getUTCDay() === 0 ? ms + DAY_MS : moved(ms);
}

function byTheRule(year: number): [string, HolidayName][] {
	const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
	const list: [number, HolidayName][] = [
		[Date.UTC(year, 0, 1), 'newYear'],
		[moved(Date.UTC(year, 0, 6)), 'epiphany'],
		[Date.UTC(year, 0, 21), 'altagracia'],
		[moved(Date.UTC(year, 0, 26)), 'duarte'],
		[Date.UTC(year, 1, 27), 'independence'],
		[easter(year) - 2 * DAY_MS, 'goodFriday'],
		[movedLabour(Date.UTC(year, 4, 1)), 'labour'],
		[easter(year) + 60 * DAY_MS, 'corpusChristi'],
		[Date.UTC(year, 7, 16), 'restoration'],
		[Date.UTC(year, 8, 24), 'mercedes'],
		[moved(Date.UTC(year, 10, 6)), 'constitution'],
		[Date.UTC(year, 11, 25), 'christmas'],
	];
	return list.sort((x, y) => x[0] - y[0]).map(([ms, name]) => [day(ms), name]);
}

const has = (date: string, name: HolidayName) =>
	dominicanHolidaysOf(Number(date.slice(0, 4))).some(([day, holiday]) => day === date && holiday === name);

describe('Dominican holidays', () => {
	it('give the days off the Ministry of Labour published for 2025–2030', () => {
		const computed = [];
		for (let year = 2025; year <= 2030; year++) computed.push(...dominicanHolidaysOf(year));
		expect(computed).toEqual(PUBLISHED_2025_2030);
	});

	it('match the rules of Law 139-97 and the Easter dates for any year', () => {
		for (let year = 1998; year <= 2200; year++) expect(dominicanHolidaysOf(year)).toEqual(byTheRule(year));
	});

	it('include dates the Ministry of Labour announced', () => {
		// 2025: Labour Day (Thursday) on Monday 5 May, Constitution Day (Thursday) on Monday 10 November.
		expect(has('2025-05-05', 'labour')).toBe(true);
		expect(has('2025-11-10', 'constitution')).toBe(true);
		expect(has('2025-04-18', 'goodFriday')).toBe(true);
		expect(has('2025-06-19', 'corpusChristi')).toBe(true);
		// 2024: Labour Day (Wednesday) on Monday 29 April; 2022: Labour Day (Sunday) on Monday 2 May.
		expect(has('2024-04-29', 'labour')).toBe(true);
		expect(has('2022-05-02', 'labour')).toBe(true);
	});

	it('give 2031 and 2040 by the rules', () => {
		// 2031: Easter 13 April; 1 May and 6 November are Thursdays (Monday after).
		expect(dominicanHolidaysOf(2031)).toEqual([
			['2031-01-01', 'newYear'],
			['2031-01-06', 'epiphany'],
			['2031-01-21', 'altagracia'],
			['2031-01-26', 'duarte'],
			['2031-02-27', 'independence'],
			['2031-04-11', 'goodFriday'],
			['2031-05-05', 'labour'],
			['2031-06-12', 'corpusChristi'],
			['2031-08-16', 'restoration'],
			['2031-09-24', 'mercedes'],
			['2031-11-10', 'constitution'],
			['2031-12-25', 'christmas'],
		]);
		// 2040: Easter 1 April; 6 January a Friday and 26 January a Thursday (Monday after), 1 May and
		// 6 November Tuesdays (Monday before).
		expect(dominicanHolidaysOf(2040)).toEqual([
			['2040-01-01', 'newYear'],
			['2040-01-09', 'epiphany'],
			['2040-01-21', 'altagracia'],
			['2040-01-30', 'duarte'],
			['2040-02-27', 'independence'],
			['2040-03-30', 'goodFriday'],
			['2040-04-30', 'labour'],
			['2040-05-31', 'corpusChristi'],
			['2040-08-16', 'restoration'],
			['2040-09-24', 'mercedes'],
			['2040-11-05', 'constitution'],
			['2040-12-25', 'christmas'],
		]);
	});

	it('find Easter on its known dates, earliest and latest possible included', () => {
		const day = (year: number) => new Date(easterSunday(year)).toISOString().slice(0, 10);
		expect(day(2024)).toBe('2024-03-31');
		expect(day(2025)).toBe('2025-04-20');
		expect(day(2038)).toBe('2038-04-25');
		expect(day(2285)).toBe('2285-03-22');
	});

	it('name every holiday in Spanish and English', () => {
		for (const names of Object.values(HOLIDAY_NAMES)) {
			expect(names.es.length).toBeGreaterThan(0);
			expect(names.en.length).toBeGreaterThan(0);
		}
		expect(holidaysBetween('2026-12-25', '2026-12-25', 'es')).toEqual([{ date: '2026-12-25', name: 'Navidad' }]);
		expect(holidaysBetween('2026-12-24', '2026-12-31', 'en')).toEqual([{ date: '2026-12-25', name: 'Christmas Day' }]);
		expect(holidaysBetween('2026-12-26', '2026-12-31', 'en')).toEqual([]);
	});

	it('list the holidays of a range that crosses a new year, in date order', () => {
		expect(holidaysBetween('2039-12-20', '2040-01-10', 'es')).toEqual([
			{ date: '2039-12-25', name: 'Navidad' },
			{ date: '2040-01-01', name: 'Año Nuevo' },
			{ date: '2040-01-09', name: 'Día de los Santos Reyes' },
		]);
	});
});
