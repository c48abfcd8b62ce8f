import type { CalendarRange, Holiday, Occurrence } from '@edge/api/schemas';
import { occurrenceDays } from './calendar-time';

export interface DayEntries {
	occurrences: Occurrence[];
	holidays: Holiday[];
}

const EMPTY: DayEntries = { occurrences: [], holidays: [] };

/** The range's occurrences and holidays by Santo Domingo day, each day's events in start order. */
export function indexByDay(range: CalendarRange | undefined): (date: string) => DayEntries {
	const days = new Map<string, DayEntries>();
	const entry = (date: string) => {
		let found = days.get(date);
		if (!found) {
			found = { occurrences: [], holidays: [] };
			days.set(date, found);
		}
		return found;
	};
	for (const occurrence of range?.occurrences ?? []) {
		for (const date of occurrenceDays(occurrence.startsAt, occurrence.endsAt)) entry(date).occurrences.push(occurrence);
	}
	for (const holiday of range?.holidays ?? []) entry(holiday.date).holidays.push(holiday);
	return (date) => days.get(date) ?? EMPTY;
}

/** A stable key for one occurrence (a yearly event has one per year). */
export const occurrenceKey = (occurrence: Occurrence) => `${occurrence.eventId}@${occurrence.startsAt}`;
