import { describe, expect, it } from 'vitest';
import {
	daysBetween,
	isSantoDomingoLocal,
	santoDomingoDay,
	santoDomingoDayEnd,
	santoDomingoDayStart,
	santoDomingoLocalToUtc,
	utcToSantoDomingoLocal,
} from './calendar-time';

describe('Santo Domingo wall time and UTC', () => {
	it('adds four hours to a Santo Domingo time, all year (no daylight saving)', () => {
		expect(santoDomingoLocalToUtc('2026-12-05T19:00')).toBe('2026-12-05T23:00:00.000Z');
		expect(santoDomingoLocalToUtc('2026-07-04T19:00')).toBe('2026-07-04T23:00:00.000Z');
		expect(santoDomingoLocalToUtc('2026-12-31T22:30')).toBe('2027-01-01T02:30:00.000Z');
	});

	it('agrees with the time zone database', () => {
		for (const iso of ['2026-03-08T12:00:00.000Z', '2026-11-01T05:30:00.000Z', '2028-02-29T03:59:00.000Z']) {
			const parts = new Intl.DateTimeFormat('sv-SE', {
				timeZone: 'America/Santo_Domingo',
				dateStyle: 'short',
				timeStyle: 'short',
			}).format(new Date(iso));
			expect(utcToSantoDomingoLocal(iso)).toBe(parts.replace(' ', 'T'));
		}
	});

	it('round-trips a wall time and an instant', () => {
		expect(utcToSantoDomingoLocal(santoDomingoLocalToUtc('2028-02-29T23:15'))).toBe('2028-02-29T23:15');
		expect(utcToSantoDomingoLocal(new Date('2027-01-01T02:30:00Z'))).toBe('2026-12-31T22:30');
	});

	it('refuses wall times that do not exist or are not written YYYY-MM-DDTHH:mm', () => {
		for (const value of ['2026-02-30T10:00', '2026-12-05 19:00', '2026-12-05T24:00', '2026-12-05', '']) {
			expect(isSantoDomingoLocal(value), value).toBe(false);
			expect(() => santoDomingoLocalToUtc(value)).toThrow(RangeError);
		}
		expect(() => utcToSantoDomingoLocal('not a date')).toThrow(RangeError);
	});

	it('gives Santo Domingo days and their bounds', () => {
		expect(santoDomingoDay('2026-01-01T03:59:59Z')).toBe('2025-12-31');
		expect(santoDomingoDay('2026-01-01T04:00:00Z')).toBe('2026-01-01');
		expect(santoDomingoDayStart('2026-01-01').toISOString()).toBe('2026-01-01T04:00:00.000Z');
		expect(santoDomingoDayEnd('2026-12-31').toISOString()).toBe('2027-01-01T04:00:00.000Z');
		expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
		expect(daysBetween('2028-03-01', '2028-02-28')).toBe(-2);
	});
});
