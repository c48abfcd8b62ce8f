/**
 * Whether a place is open, from its weekly ranges, at a given instant. Pure: the caller passes the
 * clock's `now`, so tests fix the time. Hours are wall-clock times in Santo Domingo (UTC-4 all
 * year; the zone is named anyway so the rule lives in one place and Intl owns it).
 */
export const DIRECTORY_TIME_ZONE = 'America/Santo_Domingo';

const DAY = 1440;
const WEEK = 7 * DAY;

/** One opening range: weekday 0 (Sunday) to 6; minutes from that day's midnight; closesAt may pass 1440. */
export interface HoursRange {
	weekday: number;
	opensAt: number;
	closesAt: number;
}

export type OpeningStatus =
	| { state: 'none' }
	| { state: 'open'; alwaysOpen: boolean; closesAt: string; closesInMinutes: number }
	| { state: 'closed'; opensAt: string; opensWeekday: number; opensInMinutes: number };

const localParts = new Intl.DateTimeFormat('en-US', {
	timeZone: DIRECTORY_TIME_ZONE,
	weekday: 'short',
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Minutes since Sunday 00:00 in Santo Domingo. */
export function minuteOfWeek(now: Date): number {
	let weekday = 0;
	let hour = 0;
	let minute = 0;
	for (const part of localParts.formatToParts(now)) {
		if (part.type === 'weekday') weekday = WEEKDAYS.indexOf(part.value);
		else if (part.type === 'hour') hour = Number(part.value);
		else if (part.type === 'minute') minute = Number(part.value);
	}
	return weekday * DAY + hour * 60 + minute;
}

/** 'HH:MM' of a minute count, wrapped into one day (1560 → '02:00'). */
export function formatMinutes(minutes: number): string {
	const m = ((minutes % DAY) + DAY) % DAY;
	return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * The week's open intervals over three weeks (last, this, next), merged where they touch, so a
 * range past Saturday midnight and one that runs into the next day's range read as one stretch.
 */
function mergedIntervals(hours: readonly HoursRange[]): Array<[number, number]> {
	const raw: Array<[number, number]> = [];
	for (const week of [-1, 0, 1]) {
		for (const range of hours) {
			const start = week * WEEK + range.weekday * DAY + range.opensAt;
			raw.push([start, start + (range.closesAt - range.opensAt)]);
		}
	}
	raw.sort((a, b) => a[0] - b[0]);
	const merged: Array<[number, number]> = [];
	for (const [start, end] of raw) {
		const last = merged.at(-1);
		if (last && start <= last[1]) last[1] = Math.max(last[1], end);
		else merged.push([start, end]);
	}
	return merged;
}

export function openingStatus(hours: readonly HoursRange[], now: Date): OpeningStatus {
	if (hours.length === 0) return { state: 'none' };
	const at = minuteOfWeek(now);
	const intervals = mergedIntervals(hours);
	const current = intervals.find(([start, end]) => start <= at && at < end);
	if (current) {
		const alwaysOpen = current[1] - current[0] >= 2 * WEEK;
		return { state: 'open', alwaysOpen, closesAt: formatMinutes(current[1]), closesInMinutes: current[1] - at };
	}
	const next = intervals.find(([start]) => start > at);
	// Non-empty hours always repeat next week, so there is a next opening.
	const start = next?.[0] ?? at;
	return {
		state: 'closed',
		opensAt: formatMinutes(start),
		opensWeekday: (((Math.floor(start / DAY) % 7) + 7) % 7) as number,
		opensInMinutes: start - at,
	};
}
