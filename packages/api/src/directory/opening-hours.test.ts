import { describe, expect, it } from 'vitest';
import { formatMinutes, type HoursRange, openingStatus } from './opening-hours';

// Santo Domingo is UTC-4 all year: 2026-11-20 is a Friday (weekday 5).
const at = (localIso: string) => new Date(`${localIso}-04:00`);
const range = (weekday: number, opens: string, closes: string): HoursRange => {
	const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
	const opensAt = toMin(opens);
	let closesAt = toMin(closes);
	if (closesAt <= opensAt) closesAt += 1440;
	return { weekday, opensAt, closesAt };
};

describe('openingStatus', () => {
	const weekdays = [1, 2, 3, 4, 5].map((d) => range(d, '09:00', '17:00'));

	it('has no status without hours', () => {
		expect(openingStatus([], at('2026-11-20T10:00:00'))).toEqual({ state: 'none' });
	});

	it('is open inside a range and says when it closes', () => {
		expect(openingStatus(weekdays, at('2026-11-20T16:15:00'))).toEqual({
			state: 'open',
			alwaysOpen: false,
			closesAt: '17:00',
			closesInMinutes: 45,
		});
	});

	it('is closed after hours and opens on the next open weekday (Friday evening → Monday 09:00)', () => {
		expect(openingStatus(weekdays, at('2026-11-20T17:00:00'))).toEqual({
			state: 'closed',
			opensAt: '09:00',
			opensWeekday: 1,
			opensInMinutes: 2 * 1440 + 16 * 60,
		});
	});

	it('handles hours past midnight, including Saturday night into Sunday', () => {
		const bar = [range(5, '20:00', '02:00'), range(6, '20:00', '03:30')];
		expect(openingStatus(bar, at('2026-11-21T01:30:00'))).toMatchObject({ state: 'open', closesAt: '02:00' });
		expect(openingStatus(bar, at('2026-11-21T02:00:00'))).toMatchObject({
			state: 'closed',
			opensAt: '20:00',
			opensWeekday: 6,
		});
		// Sunday 03:00 is still Saturday's night.
		expect(openingStatus(bar, at('2026-11-22T03:00:00'))).toMatchObject({ state: 'open', closesInMinutes: 30 });
	});

	it('merges split ranges and ranges that run into the next day', () => {
		const split = [range(5, '08:00', '12:00'), range(5, '14:00', '18:00')];
		expect(openingStatus(split, at('2026-11-20T12:30:00'))).toMatchObject({
			state: 'closed',
			opensAt: '14:00',
			opensInMinutes: 90,
		});
		const chained = [range(5, '18:00', '00:00'), range(6, '00:00', '04:00')];
		expect(openingStatus(chained, at('2026-11-20T23:00:00'))).toMatchObject({
			state: 'open',
			closesAt: '04:00',
			closesInMinutes: 300,
		});
	});

	it('knows a place open all week round', () => {
		const always = [0, 1, 2, 3, 4, 5, 6].map((d) => range(d, '00:00', '00:00'));
		expect(openingStatus(always, at('2026-11-20T03:00:00'))).toMatchObject({ state: 'open', alwaysOpen: true });
	});

	it('reads the wall clock of Santo Domingo, not of the server', () => {
		// 02:30 UTC on Saturday is 22:30 on Friday in Santo Domingo.
		expect(openingStatus([range(5, '22:00', '23:00')], new Date('2026-11-21T02:30:00Z'))).toMatchObject({
			state: 'open',
		});
	});

	it('formats minutes as HH:MM within a day', () => {
		expect([formatMinutes(0), formatMinutes(1560), formatMinutes(545)]).toEqual(['00:00', '02:00', '09:05']);
	});
});
