import { describe, expect, it } from 'vitest';
import {
	ageOn,
	earliestDateOfBirth,
	isIsoDate,
	isOldEnoughToSignUp,
	isWithinMaximumAge,
	MAXIMUM_AGE_YEARS,
	MINIMUM_SIGNUP_AGE,
	todayInSantoDomingo,
} from './age';

describe('ageOn', () => {
	it('counts whole years, turning a year older on the birthday itself', () => {
		expect(ageOn('2000-06-15', '2015-06-14')).toBe(14);
		expect(ageOn('2000-06-15', '2015-06-15')).toBe(15);
		expect(ageOn('2000-06-15', '2015-06-16')).toBe(15);
	});

	it('compares months before days', () => {
		expect(ageOn('2000-12-31', '2015-01-01')).toBe(14);
		expect(ageOn('2000-01-31', '2015-02-01')).toBe(15);
	});

	it('makes someone born on 29 February a year older on 1 March in common years', () => {
		expect(ageOn('2008-02-29', '2023-02-28')).toBe(14);
		expect(ageOn('2008-02-29', '2023-03-01')).toBe(15);
	});

	it('makes someone born on 29 February a year older on 29 February in leap years', () => {
		expect(ageOn('2008-02-29', '2024-02-28')).toBe(15);
		expect(ageOn('2008-02-29', '2024-02-29')).toBe(16);
	});
});

describe('isOldEnoughToSignUp', () => {
	it('uses the minimum age of 15 from the spec', () => {
		expect(MINIMUM_SIGNUP_AGE).toBe(15);
	});

	it('allows the 15th birthday itself', () => {
		expect(isOldEnoughToSignUp('2011-06-15', '2026-06-15')).toBe(true);
	});

	it('refuses the day before the 15th birthday', () => {
		expect(isOldEnoughToSignUp('2011-06-15', '2026-06-14')).toBe(false);
		expect(isOldEnoughToSignUp('2011-06-16', '2026-06-15')).toBe(false);
	});

	it('allows anyone older', () => {
		expect(isOldEnoughToSignUp('1950-01-01', '2026-06-15')).toBe(true);
	});

	it('lets a 29 February child sign up on 1 March of a common year, not on 28 February', () => {
		expect(isOldEnoughToSignUp('2012-02-29', '2027-02-28')).toBe(false);
		expect(isOldEnoughToSignUp('2012-02-29', '2027-03-01')).toBe(true);
	});

	it('lets a 28 February child sign up on 28 February of a leap year, not the day before', () => {
		expect(isOldEnoughToSignUp('2013-02-28', '2028-02-28')).toBe(true);
		expect(isOldEnoughToSignUp('2013-02-28', '2028-02-27')).toBe(false);
	});
});

describe('isWithinMaximumAge', () => {
	it('goes back 120 years', () => {
		expect(MAXIMUM_AGE_YEARS).toBe(120);
		expect(earliestDateOfBirth('2026-06-15')).toBe('1906-06-15');
	});

	it('accepts a date of birth exactly 120 years ago, refuses the day before', () => {
		expect(isWithinMaximumAge('1906-06-15', '2026-06-15')).toBe(true);
		expect(isWithinMaximumAge('1906-06-14', '2026-06-15')).toBe(false);
	});

	it('compares across month and year ends', () => {
		expect(isWithinMaximumAge('1906-01-01', '2026-01-01')).toBe(true);
		expect(isWithinMaximumAge('1905-12-31', '2026-01-01')).toBe(false);
		expect(isWithinMaximumAge('1906-03-01', '2026-03-01')).toBe(true);
		expect(isWithinMaximumAge('1906-02-28', '2026-03-01')).toBe(false);
	});

	it('accepts anyone younger, and refuses the year 1', () => {
		expect(isWithinMaximumAge('1990-05-17', '2026-06-15')).toBe(true);
		expect(isWithinMaximumAge('0001-01-01', '2026-06-15')).toBe(false);
	});

	it('moves to 1 March when 29 February 120 years ago did not exist', () => {
		// 1900 was not a leap year: 1900-02-28 is 120 years and a day before 2020-02-29.
		expect(earliestDateOfBirth('2020-02-29')).toBe('1900-03-01');
		expect(isWithinMaximumAge('1900-03-01', '2020-02-29')).toBe(true);
		expect(isWithinMaximumAge('1900-02-28', '2020-02-29')).toBe(false);
		expect(earliestDateOfBirth('2024-02-29')).toBe('1904-02-29');
	});
});

describe('isIsoDate', () => {
	it('accepts real calendar dates', () => {
		expect(isIsoDate('2026-02-28')).toBe(true);
		expect(isIsoDate('2024-02-29')).toBe(true);
		expect(isIsoDate('1999-12-31')).toBe(true);
	});

	it('rejects dates that do not exist', () => {
		expect(isIsoDate('2026-02-30')).toBe(false);
		expect(isIsoDate('2025-02-29')).toBe(false);
		expect(isIsoDate('2026-04-31')).toBe(false);
		expect(isIsoDate('2026-13-01')).toBe(false);
		expect(isIsoDate('2026-00-10')).toBe(false);
	});

	it('rejects other shapes', () => {
		for (const value of [
			'',
			'2026-2-3',
			'26-02-03',
			'2026/02/03',
			'2026-02-03T00:00:00Z',
			' 2026-02-03',
			'abcd-ef-gh',
		]) {
			expect(isIsoDate(value), value).toBe(false);
		}
	});
});

describe('todayInSantoDomingo', () => {
	it('gives the calendar date in UTC-4, not in UTC', () => {
		expect(todayInSantoDomingo(new Date('2026-01-01T03:59:59Z'))).toBe('2025-12-31');
		expect(todayInSantoDomingo(new Date('2026-01-01T04:00:00Z'))).toBe('2026-01-01');
	});
});
