import { describe, expect, it } from 'vitest';
import { formatClock, formatDate } from './format';
import { SUPPORTED_LANGUAGES } from './languages';
import { clockText, dateText, weekdayInSantoDomingo } from './plain-format';

describe('a time of day written without Intl', () => {
	it('reads as formatClock does, every minute of the day, in every language', () => {
		for (const language of SUPPORTED_LANGUAGES)
			for (let minute = 0; minute < 1440; minute++)
				expect(clockText(minute, language)).toBe(formatClock(minute, language));
	});

	it('takes the same inputs: "HH:MM" strings and minutes past or before the day', () => {
		for (const language of SUPPORTED_LANGUAGES)
			for (const time of ['00:00', '09:05', '12:00', '13:30', '23:59', 1440 + 75, -30])
				expect(clockText(time, language)).toBe(formatClock(time, language));
		expect(clockText('14:00', 'es')).toBe('2:00\u00a0p.\u00a0m.');
		expect(clockText(8 * 60, 'en')).toBe('8:00\u00a0AM');
	});
});

describe('a date written without Intl', () => {
	it('reads as formatDate does for instants around each day and month, in every language', () => {
		const start = Date.UTC(2025, 0, 1);
		for (const language of SUPPORTED_LANGUAGES)
			for (let hours = 0; hours < 24 * 400; hours += 7) {
				const instant = new Date(start + hours * 3_600_000);
				expect(dateText(instant, language), instant.toISOString()).toBe(formatDate(instant, language));
			}
	});

	it('reads calendar dates as formatDate does', () => {
		for (const language of SUPPORTED_LANGUAGES)
			for (const day of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31', '2026-11-21T00:00:00.000Z'])
				expect(dateText(day, language)).toBe(formatDate(day, language));
		expect(dateText('2026-09-09', 'es')).toBe('9 de septiembre de 2026');
		expect(dateText('2026-09-09', 'en')).toBe('September 9, 2026');
	});
});

describe('the weekday in Santo Domingo', () => {
	it('agrees with the time zone database around midnight, every day of a week', () => {
		const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santo_Domingo', weekday: 'short' });
		const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
		for (let hour = 0; hour < 7 * 24; hour += 1) {
			for (const minute of [0, 59]) {
				const instant = new Date(Date.UTC(2026, 10, 16, hour, minute));
				expect(weekdayInSantoDomingo(instant)).toBe(days.indexOf(zone.format(instant)));
			}
		}
	});

	it('is still Saturday at 23:30 in Santo Domingo when it is already Sunday in UTC', () => {
		expect(weekdayInSantoDomingo(new Date('2026-11-22T03:30:00Z'))).toBe(6);
	});
});
