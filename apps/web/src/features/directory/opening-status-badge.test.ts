import { describe, expect, it } from 'vitest';
import { weekdayInSantoDomingo } from './opening-status-badge';

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
