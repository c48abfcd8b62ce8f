import { describe, expect, it } from 'vitest';
import {
	DOMINICAN_HOLIDAYS,
	HOLIDAY_NAMES,
	HOLIDAY_YEARS,
	type HolidayName,
	holidaysBetween,
} from './dominican-holidays';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Easter Sunday (the Gregorian computus), as a UTC midnight. */
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

function byTheRule(year: number): [string, HolidayName][] {
	const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
	const list: [number, HolidayName][] = [
		[Date.UTC(year, 0, 1), 'newYear'],
		[moved(Date.UTC(year, 0, 6)), 'epiphany'],
		[Date.UTC(year, 0, 21), 'altagracia'],
		[moved(Date.UTC(year, 0, 26)), 'duarte'],
		[Date.UTC(year, 1, 27), 'independence'],
		[easter(year) - 2 * DAY_MS, 'goodFriday'],
		[moved(Date.UTC(year, 4, 1)), 'labour'],
		[easter(year) + 60 * DAY_MS, 'corpusChristi'],
		[Date.UTC(year, 7, 16), 'restoration'],
		[Date.UTC(year, 8, 24), 'mercedes'],
		[moved(Date.UTC(year, 10, 6)), 'constitution'],
		[Date.UTC(year, 11, 25), 'christmas'],
	];
	return list.sort((x, y) => x[0] - y[0]).map(([ms, name]) => [day(ms), name]);
}

describe('Dominican holidays', () => {
	it('match the rules of Law 139-97 and the Easter dates for every year shipped', () => {
		const expected = [];
		for (let year = HOLIDAY_YEARS.first; year <= HOLIDAY_YEARS.last; year++) expected.push(...byTheRule(year));
		expect(DOMINICAN_HOLIDAYS).toEqual(expected);
	});

	it('include dates the Ministry of Labour announced', () => {
		const has = (date: string, name: HolidayName) =>
			DOMINICAN_HOLIDAYS.some(([day, holiday]) => day === date && holiday === name);
		// 2025: Labour Day (Thursday) on Monday 5 May, Constitution Day (Thursday) on Monday 10 November.
		expect(has('2025-05-05', 'labour')).toBe(true);
		expect(has('2025-11-10', 'constitution')).toBe(true);
		expect(has('2025-04-18', 'goodFriday')).toBe(true);
		expect(has('2025-06-19', 'corpusChristi')).toBe(true);
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
});
