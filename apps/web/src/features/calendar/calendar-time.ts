import { EVENT_TIME_ZONE } from '@edge/api/event-kinds';
import { CLOCK_PARTS, clockSpaces, perLanguage } from '@edge/i18n/format';

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

const DATE_PARTS = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;

// One formatter per locale, made on first use: every event of a month's grid and list is written
// with them, and making an Intl formatter costs far more than using it (perLanguage).
const eventDayFormat = perLanguage(
	(locale: string) => new Intl.DateTimeFormat(locale, { ...DATE_PARTS, timeZone: EVENT_TIME_ZONE }),
);
const eventSpanFormat = perLanguage(
	(locale: string) => new Intl.DateTimeFormat(locale, { ...DATE_PARTS, ...CLOCK_PARTS, timeZone: EVENT_TIME_ZONE }),
);
const eventClockFormat = perLanguage(
	(locale: string) => new Intl.DateTimeFormat(locale, { ...CLOCK_PARTS, timeZone: EVENT_TIME_ZONE }),
);
const longDayFormat = perLanguage(
	(locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
);

/**
 * 'sáb, 5 dic 2026, 7:00 p. m. – 10:00 p. m.', 'Sat, Dec 5, 2026, 7:00 PM – 10:00 PM': one date when
 * both ends fall on the same day, and each time whole, in formatClock's style (@edge/i18n/format), as
 * opening hours read. (Intl's own range drops the first "PM" in English: "7:00 – 10:00 PM".)
 */
export function formatEventRange(startsAt: string, endsAt: string, locale: string): string {
	const start = new Date(startsAt);
	const end = new Date(endsAt);
	if (santoDomingoDay(start) === santoDomingoDay(end)) {
		const day = eventDayFormat(locale).format(start);
		return `${day}, ${formatEventTime(startsAt, locale)} – ${formatEventTime(endsAt, locale)}`;
	}
	return clockSpaces(eventSpanFormat(locale).formatRange(start, end));
}

/** The start's time of day alone ('7:00 p. m.', '7:00 PM'), for the grid's compact entries. */
export function formatEventTime(startsAt: string, locale: string): string {
	return clockSpaces(eventClockFormat(locale).format(new Date(startsAt)));
}

/** A calendar day ('2026-12-05') in words ('5 de diciembre de 2026'). */
export function formatDay(date: string, locale: string): string {
	return longDayFormat(locale).format(new Date(`${date}T12:00:00Z`));
}
