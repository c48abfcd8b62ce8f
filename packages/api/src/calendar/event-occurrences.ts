import { SANTO_DOMINGO_OFFSET_MS } from './calendar-time';

/**
 * When events happen (pure; docs/calendar.md "Repetition"). A one-off event happens once, from its
 * startsAt to its endsAt. A yearly event happens every year from its first one, on the same Santo
 * Domingo month, day and time, for as long as the first time; 29 February falls on 28 February in
 * common years.
 */

export interface EventTiming {
	startsAt: Date;
	endsAt: Date;
	repeatsYearly: boolean;
}

export interface OccurrenceTimes {
	startsAt: Date;
	endsAt: Date;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The Santo Domingo calendar year an instant falls in. */
export function santoDomingoYear(instant: Date): number {
	return new Date(instant.getTime() + SANTO_DOMINGO_OFFSET_MS).getUTCFullYear();
}

/**
 * The event's occurrence in Santo Domingo year `year`, or null when it has none: before a yearly
 * event's first year, or any year but its own for a one-off event.
 */
export function occurrenceInYear(event: EventTiming, year: number): OccurrenceTimes | null {
	const firstYear = santoDomingoYear(event.startsAt);
	if (year === firstYear) return { startsAt: event.startsAt, endsAt: event.endsAt };
	if (!event.repeatsYearly || year < firstYear) return null;
	// Santo Domingo wall time of the first start, read through UTC getters on a shifted instant.
	const local = new Date(event.startsAt.getTime() + SANTO_DOMINGO_OFFSET_MS);
	const month = local.getUTCMonth();
	const day = month === 1 && local.getUTCDate() === 29 && !isLeapYear(year) ? 28 : local.getUTCDate();
	const startMs =
		Date.UTC(
			year,
			month,
			day,
			local.getUTCHours(),
			local.getUTCMinutes(),
			local.getUTCSeconds(),
			local.getUTCMilliseconds(),
		) - SANTO_DOMINGO_OFFSET_MS;
	const duration = event.endsAt.getTime() - event.startsAt.getTime();
	return { startsAt: new Date(startMs), endsAt: new Date(startMs + duration) };
}

/**
 * The occurrences overlapping [from, to) — those starting before `to` and ending after `from` —
 * soonest first. Events last under a year (EVENT_DURATION_MAX_DAYS), so the year before `from`'s is
 * the earliest that can still be running.
 */
export function occurrencesBetween(event: EventTiming, from: Date, to: Date): OccurrenceTimes[] {
	const found: OccurrenceTimes[] = [];
	const firstYear = santoDomingoYear(event.startsAt);
	const lastYear = event.repeatsYearly ? santoDomingoYear(to) : firstYear;
	for (let year = Math.max(firstYear, santoDomingoYear(from) - 1); year <= lastYear; year++) {
		const occurrence = occurrenceInYear(event, year);
		if (occurrence && occurrence.startsAt < to && occurrence.endsAt > from) found.push(occurrence);
	}
	return found;
}

/** The first occurrence still running or to come at `now` (ending after it), or null when none is left. */
export function nextOccurrence(event: EventTiming, now: Date): OccurrenceTimes | null {
	if (!event.repeatsYearly) return event.endsAt > now ? { startsAt: event.startsAt, endsAt: event.endsAt } : null;
	const firstYear = santoDomingoYear(event.startsAt);
	for (let year = Math.max(firstYear, santoDomingoYear(now) - 1); ; year++) {
		const occurrence = occurrenceInYear(event, year);
		if (occurrence && occurrence.endsAt > now) return occurrence;
	}
}
