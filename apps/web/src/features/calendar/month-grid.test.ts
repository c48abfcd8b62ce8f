import { describe, expect, it, vi } from 'vitest';
import {
	dayLabel,
	gridRange,
	monthKeyOf,
	monthName,
	monthTitle,
	monthWeeks,
	parseMonthKey,
	shiftMonth,
	weekdayNames,
} from './month-grid';

const dates = (weeks: ReturnType<typeof monthWeeks>) => weeks.map((week) => week.map((day) => day.date));

describe('monthWeeks', () => {
	it('starts each week on Monday and fills the first and last week with the neighbouring months', () => {
		// 1 December 2026 is a Tuesday; 31 December a Thursday.
		const weeks = monthWeeks(2026, 12);
		expect(weeks).toHaveLength(5);
		expect(weeks[0]?.[0]).toEqual({ date: '2026-11-30', inMonth: false });
		expect(weeks[0]?.[1]).toEqual({ date: '2026-12-01', inMonth: true });
		expect(weeks[4]?.map((day) => day.date)).toEqual([
			'2026-12-28',
			'2026-12-29',
			'2026-12-30',
			'2026-12-31',
			'2027-01-01',
			'2027-01-02',
			'2027-01-03',
		]);
		expect(weeks[4]?.map((day) => day.inMonth)).toEqual([true, true, true, true, false, false, false]);
		for (const week of weeks) expect(week).toHaveLength(7);
		for (const week of weeks) expect(new Date(`${week[0]?.date}T12:00:00Z`).getUTCDay()).toBe(1);
	});

	it('lists every day of the month once, in order', () => {
		const inMonth = monthWeeks(2028, 2)
			.flat()
			.filter((day) => day.inMonth)
			.map((day) => day.date);
		expect(inMonth).toHaveLength(29);
		expect(inMonth[0]).toBe('2028-02-01');
		expect(inMonth[28]).toBe('2028-02-29');
	});

	it('needs only four weeks for a February that starts on Monday, and six for a long month starting on Sunday', () => {
		// February 2027 starts on a Monday and has 28 days.
		expect(dates(monthWeeks(2027, 2))).toHaveLength(4);
		expect(monthWeeks(2027, 2)[0]?.[0]).toEqual({ date: '2027-02-01', inMonth: true });
		// August 2027 starts on a Sunday and has 31 days.
		const august = monthWeeks(2027, 8);
		expect(august).toHaveLength(6);
		expect(august[0]?.[6]).toEqual({ date: '2027-08-01', inMonth: true });
	});

	it('gives the range the grid shows, for the range query', () => {
		expect(gridRange(2026, 12)).toEqual({ from: '2026-11-30', to: '2027-01-03' });
	});
});

describe('month keys', () => {
	it('moves across years both ways', () => {
		expect(shiftMonth('2026-12', 1)).toBe('2027-01');
		expect(shiftMonth('2026-01', -1)).toBe('2025-12');
		expect(shiftMonth('2026-05', -17)).toBe('2024-12');
		expect(monthKeyOf(2026, 3)).toBe('2026-03');
	});

	it('reads only real months', () => {
		expect(parseMonthKey('2026-12')).toEqual({ year: 2026, month: 12 });
		expect(parseMonthKey('2026-13')).toBeNull();
		expect(parseMonthKey('2026-1')).toBeNull();
		expect(parseMonthKey('x')).toBeNull();
	});
});

describe('weekdayNames', () => {
	it('names the week from Monday in each language', () => {
		expect(weekdayNames('en-US', 'long')).toEqual([
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
			'Sunday',
		]);
		expect(weekdayNames('es-DO', 'long')[0]).toBe('lunes');
		expect(weekdayNames('es-DO', 'long')[6]).toBe('domingo');
	});
});

describe('month names', () => {
	it('capitalizes only the first letter of a heading', () => {
		expect(monthTitle('es-DO', 2026, 12)).toBe('Diciembre de 2026');
		expect(monthTitle('en-US', 2026, 12)).toBe('December 2026');
		expect(monthName('es-DO', 1)).toBe('Enero');
	});
});

describe('the grid names its days with one formatter per locale', () => {
	it('makes the full-date formatter once for a month of 42 days, and names each day', () => {
		const made = vi.spyOn(Intl, 'DateTimeFormat');
		const days = monthWeeks(2026, 12).flat();
		// A locale no other test has used: its formatter is made here.
		const labels = days.map((day) => dayLabel('es-ES', day.date));
		expect(made).toHaveBeenCalledTimes(1);
		made.mockRestore();
		expect(labels[0]).toBe('lunes, 30 de noviembre de 2026');
		expect(new Set(labels).size).toBe(days.length);
	});
});
