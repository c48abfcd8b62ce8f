import { MINUTES_PER_DAY } from '@edge/db/profile-kinds';

/** One opening range as stored: weekday (0 = Sunday) and minutes from that day's midnight. */
export type DemoRange = readonly [weekday: number, opensAt: number, closesAt: number];

const at = (hours: number, minutes = 0) => hours * 60 + minutes;
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const each = (weekdays: number[], opens: number, closes: number): DemoRange[] =>
	weekdays.map((day) => [day, opens, closes] as const);

/**
 * Weekly schedules seen in the Dominican Republic, including split shifts (closed at lunch), ranges
 * past midnight (closes_at above 1440) and places open around the clock.
 */
export const HOURS_PATTERNS = {
	office: [...each(days(1, 5), at(8), at(17)), [6, at(8), at(12)]],
	split: [...each(days(1, 6), at(8), at(12)), ...each(days(1, 6), at(14), at(18))],
	retail: [...each(days(1, 6), at(9), at(19)), [0, at(9), at(13)]],
	lunchAndDinner: [...each(days(2, 6), at(12), at(15, 30)), ...each(days(2, 6), at(19), at(23)), [0, at(12), at(17)]],
	nightlife: [...each([4, 5, 6], at(20), at(3) + MINUTES_PER_DAY), [0, at(18), at(1) + MINUTES_PER_DAY]],
	lateKitchen: [...each(days(0, 4), at(11), at(23)), ...each([5, 6], at(11), at(2) + MINUTES_PER_DAY)],
	cafe: each(days(0, 6), at(7), at(21)),
	allDay: each(days(0, 6), 0, MINUTES_PER_DAY),
	weekdaysOnly: each(days(1, 5), at(9), at(18)),
	mornings: each(days(1, 6), at(7, 30), at(12, 30)),
} satisfies Record<string, DemoRange[]>;

export type HoursPattern = keyof typeof HOURS_PATTERNS;
