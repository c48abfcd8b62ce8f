import { describe, expect, it } from 'vitest';
import { formatEventRange, formatEventTime, occurrenceDays, santoDomingoDay } from './calendar-time';

describe('Santo Domingo days', () => {
	it('puts an instant on its Santo Domingo day (UTC-4), not the UTC one', () => {
		// 23:30 in Santo Domingo on 5 December is 03:30 UTC on the 6th.
		expect(santoDomingoDay('2026-12-06T03:30:00.000Z')).toBe('2026-12-05');
		expect(santoDomingoDay('2026-12-06T04:00:00.000Z')).toBe('2026-12-06');
	});

	it('marks every day an occurrence covers, but not the day it ends at midnight', () => {
		expect(occurrenceDays('2026-12-05T23:00:00.000Z', '2026-12-06T02:00:00.000Z')).toEqual(['2026-12-05']);
		// From 5 December 20:00 to 7 December 00:00 Santo Domingo time.
		expect(occurrenceDays('2026-12-06T00:00:00.000Z', '2026-12-07T04:00:00.000Z')).toEqual([
			'2026-12-05',
			'2026-12-06',
		]);
		expect(occurrenceDays('2026-12-30T12:00:00.000Z', '2027-01-01T12:00:00.000Z')).toEqual([
			'2026-12-30',
			'2026-12-31',
			'2027-01-01',
		]);
	});
});

describe('time display', () => {
	it('shows the Santo Domingo wall time in each language', () => {
		// 23:00 UTC is 19:00 in Santo Domingo.
		expect(formatEventTime('2026-12-05T23:00:00.000Z', 'en-US')).toBe('7:00\u00a0PM');
		expect(formatEventTime('2026-12-05T23:00:00.000Z', 'es-DO')).toBe('7:00\u00a0p.\u00a0m.');
	});

	it('writes a same-day event with one date and both times', () => {
		const text = formatEventRange('2026-12-05T23:00:00.000Z', '2026-12-06T02:00:00.000Z', 'en-US');
		expect(text).toBe('Sat, Dec 5, 2026, 7:00\u00a0PM – 10:00\u00a0PM');
		expect(formatEventRange('2026-12-05T23:00:00.000Z', '2026-12-06T02:00:00.000Z', 'es-DO')).toBe(
			'sáb, 5 dic 2026, 7:00\u00a0p.\u00a0m. – 10:00\u00a0p.\u00a0m.',
		);
		const spanning = formatEventRange('2026-12-05T23:00:00.000Z', '2026-12-07T02:00:00.000Z', 'en-US');
		expect(spanning).toContain('Dec 5');
		expect(spanning).toContain('Dec 6');
	});
});
