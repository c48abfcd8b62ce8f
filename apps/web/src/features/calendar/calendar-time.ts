import { EVENT_TIME_ZONE } from '@edge/api/event-kinds';
import { CLOCK_PARTS, clockSpaces } from '@edge/i18n/format';

/**
 * How the calendar shows instants: always as Santo Domingo wall time (the community's time,
 * whatever the browser's own zone is), in the reader's language.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A long event marks at most this many days on the grid. */
const MAX_MARKED_DAYS = 62;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE });

/** The Santo Domingo calendar day of an instant, 'YYYY-MM-DD'. */
export function santoDomingoDay(iso: string | Date): string {
	return dayFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/**
 * The Santo Domingo days an occurrence covers: its first day, and for a longer one each day up to
 * the day of its last moment (an event that ends at midnight does not mark the next day).
 */
export function occurrenceDays(startsAt: string, endsAt: string): string[] {
	const first = santoDomingoDay(startsAt);
	const last = santoDomingoDay(new Date(Math.max(Date.parse(startsAt), Date.parse(endsAt) - 1)));
	const days = [first];
	let cursor = Date.parse(`${first}T12:00:00Z`);
	while (days.length < MAX_MARKED_DAYS && (days[days.length - 1] ?? last) < last) {
		cursor += DAY_MS;
		days.push(new Date(cursor).toISOString().slice(0, 10));
	}
	return days;
}

/** 'sáb, 5 dic 2026, 7:00 p. m. – 10:00 p. m.': one date when both ends fall on the same day. */
export function formatEventRange(startsAt: string, endsAt: string, locale: string): string {
	const format = new Intl.DateTimeFormat(locale, {
		weekday: 'short',
		day: 'numeric',
		month: 'short',
		year: 'numeric',
		...CLOCK_PARTS,
		timeZone: EVENT_TIME_ZONE,
	});
	// The times in formatClock's style (@edge/i18n/format), as on every other page.
	return clockSpaces(format.formatRange(new Date(startsAt), new Date(endsAt)));
}

/** The start's time of day alone ('7:00 p. m.', '7:00 PM'), for the grid's compact entries. */
export function formatEventTime(startsAt: string, locale: string): string {
	return clockSpaces(
		new Intl.DateTimeFormat(locale, { ...CLOCK_PARTS, timeZone: EVENT_TIME_ZONE }).format(new Date(startsAt)),
	);
}

/** A calendar day ('2026-12-05') in words ('5 de diciembre de 2026'). */
export function formatDay(date: string, locale: string): string {
	return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
