import { z } from 'zod';
import '../shared/zod-messages';
import { formatMinutes, type HoursRange } from './opening-hours';

const DAY = 1440;
/** Enough for split shifts every day; more is a mistake, not a schedule. */
export const MAX_RANGES_PER_DAY = 4;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'directory.hours.invalidTime');
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * One range as forms send it: a weekday and two wall-clock times. A closing time at or before the
 * opening time ends the next day (22:00-02:00); equal times mean open the whole day (00:00-00:00).
 */
export const hoursRangeInput = z.object({
	weekday: z.number().int().min(0).max(6),
	opens: clockTime,
	closes: clockTime,
});
export type HoursRangeInput = z.infer<typeof hoursRangeInput>;

export function rangeFromInput(input: HoursRangeInput): HoursRange {
	const opensAt = toMinutes(input.opens);
	let closesAt = toMinutes(input.closes);
	if (closesAt <= opensAt) closesAt += DAY;
	return { weekday: input.weekday, opensAt, closesAt };
}

/** The week's ranges: at most four a day, and no two ranges of one day overlapping. */
export const weeklyHoursInput = z
	.array(hoursRangeInput)
	.max(7 * MAX_RANGES_PER_DAY)
	.superRefine((ranges, ctx) => {
		for (let day = 0; day < 7; day++) {
			const ofDay = ranges
				.map((range, index) => ({ index, ...rangeFromInput(range) }))
				.filter((range) => range.weekday === day)
				.sort((a, b) => a.opensAt - b.opensAt);
			if (ofDay.length > MAX_RANGES_PER_DAY) {
				ctx.addIssue({ code: 'custom', message: 'directory.hours.tooManyRanges', path: [ofDay[0]?.index ?? 0] });
			}
			for (let i = 1; i < ofDay.length; i++) {
				const previous = ofDay[i - 1];
				const range = ofDay[i];
				if (previous && range && range.opensAt < previous.closesAt) {
					ctx.addIssue({ code: 'custom', message: 'directory.hours.overlap', path: [range.index] });
				}
			}
		}
	});

/** Ranges as the API returns them, for forms to edit: wall-clock times again. */
export function rangeToInput(range: HoursRange): HoursRangeInput {
	return { weekday: range.weekday, opens: formatMinutes(range.opensAt), closes: formatMinutes(range.closesAt) };
}
