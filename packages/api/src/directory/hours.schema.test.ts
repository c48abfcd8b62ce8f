import { describe, expect, it } from 'vitest';
import { rangeFromInput, rangeToInput, weeklyHoursInput } from './hours.schema';

describe('weekly hours input', () => {
	it('reads a closing time at or before the opening time as the next day', () => {
		expect(rangeFromInput({ weekday: 5, opens: '22:00', closes: '02:00' })).toEqual({
			weekday: 5,
			opensAt: 1320,
			closesAt: 1560,
		});
		expect(rangeFromInput({ weekday: 0, opens: '00:00', closes: '00:00' })).toEqual({
			weekday: 0,
			opensAt: 0,
			closesAt: 1440,
		});
		expect(rangeToInput({ weekday: 5, opensAt: 1320, closesAt: 1560 })).toEqual({
			weekday: 5,
			opens: '22:00',
			closes: '02:00',
		});
	});

	it('accepts several ranges a day and refuses overlapping ones', () => {
		const split = [
			{ weekday: 1, opens: '08:00', closes: '12:00' },
			{ weekday: 1, opens: '14:00', closes: '18:00' },
		];
		expect(weeklyHoursInput.safeParse(split).success).toBe(true);
		const overlap = weeklyHoursInput.safeParse([...split, { weekday: 1, opens: '11:00', closes: '13:00' }]);
		expect(overlap.error?.issues.map((issue) => issue.message)).toContain('directory.hours.overlap');
	});

	it('refuses times that are not HH:MM', () => {
		const result = weeklyHoursInput.safeParse([{ weekday: 1, opens: '25:00', closes: '12:00' }]);
		expect(result.error?.issues[0]?.message).toBe('directory.hours.invalidTime');
	});
});
