/**
 * iCalendar (RFC 5545) text for the feed and the per-event downloads (pure; docs/calendar.md
 * "Add to calendar"). Times are written in UTC (…Z), so no VTIMEZONE is needed; Santo Domingo has no
 * daylight saving, so a yearly rule in UTC keeps the local time too.
 */

export interface IcsEvent {
	/** Stable across fetches and edits: event-<id>@edge.do. */
	uid: string;
	title: string;
	location: string;
	description: string;
	/** An http(s) URL (validated when the event was saved). */
	url: string;
	startsAt: Date;
	endsAt: Date;
	repeatsYearly: boolean;
	createdAt: Date;
	updatedAt: Date;
}

export interface IcsCalendar {
	/** X-WR-CALNAME: the name calendar apps show for a subscription. */
	name: string;
	timeZone: string;
	/** DTSTAMP: when this iCalendar object was made. */
	now: Date;
	events: readonly IcsEvent[];
}

export const ICS_PRODUCT_ID = '-//Edge//Edge Calendar//ES';

/** TEXT values: backslash, semicolon and comma escaped, every line break as \n (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
	return value
		.replace(/\\/g, '\\\\')
		.replace(/;/g, '\\;')
		.replace(/,/g, '\\,')
		.replace(/\r\n|\r|\n/g, '\\n');
}

/** 20261205T230000Z. */
export function icsUtc(instant: Date): string {
	return instant
		.toISOString()
		.replace(/\.\d{3}Z$/, 'Z')
		.replace(/[-:]/g, '');
}

const encoder = new TextEncoder();

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with a space
 * (RFC 5545 3.1), never inside a UTF-8 character.
 */
export function foldIcsLine(line: string): string {
	if (encoder.encode(line).length <= 75) return line;
	const parts: string[] = [];
	let current = '';
	let octets = 0;
	// The first line holds 75 octets; continuations 74 after their leading space.
	let limit = 75;
	for (const char of line) {
		const size = encoder.encode(char).length;
		if (octets + size > limit) {
			parts.push(current);
			current = '';
			octets = 0;
			limit = 74;
		}
		current += char;
		octets += size;
	}
	parts.push(current);
	return parts.join('\r\n ');
}

/**
 * The yearly rule. A yearly event repeats on the same Santo Domingo date and time, with 29 February
 * on 28 February in common years. In UTC that is plain FREQ=YEARLY except when the UTC date is
 * 29 February: a local 29 February becomes the last day of February, and a local 28 February (late
 * evening, already the 29th in UTC) becomes the 60th day of the year (29 February or 1 March).
 */
export function yearlyRule(startsAt: Date, timeZoneOffsetMs: number): string {
	if (startsAt.getUTCMonth() !== 1 || startsAt.getUTCDate() !== 29) return 'FREQ=YEARLY';
	const localDay = new Date(startsAt.getTime() + timeZoneOffsetMs).getUTCDate();
	return localDay === 29 ? 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'FREQ=YEARLY;BYYEARDAY=60';
}

function eventLines(event: IcsEvent, now: Date, timeZoneOffsetMs: number): string[] {
	return [
		'BEGIN:VEVENT',
		`UID:${event.uid}`,
		`DTSTAMP:${icsUtc(now)}`,
		`CREATED:${icsUtc(event.createdAt)}`,
		`LAST-MODIFIED:${icsUtc(event.updatedAt)}`,
		`DTSTART:${icsUtc(event.startsAt)}`,
		`DTEND:${icsUtc(event.endsAt)}`,
		...(event.repeatsYearly ? [`RRULE:${yearlyRule(event.startsAt, timeZoneOffsetMs)}`] : []),
		`SUMMARY:${escapeIcsText(event.title)}`,
		`LOCATION:${escapeIcsText(event.location)}`,
		`DESCRIPTION:${escapeIcsText(event.description)}`,
		// URI values are not TEXT: no escaping, but never a line break (stripped in case).
		`URL:${event.url.replace(/[\r\n]/g, '')}`,
		'END:VEVENT',
	];
}

/** A whole VCALENDAR, CRLF line ends, lines folded. */
export function writeIcsCalendar(calendar: IcsCalendar, timeZoneOffsetMs: number): string {
	const lines = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		`PRODID:${ICS_PRODUCT_ID}`,
		'CALSCALE:GREGORIAN',
		'METHOD:PUBLISH',
		`X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
		`X-WR-TIMEZONE:${calendar.timeZone}`,
		...calendar.events.flatMap((event) => eventLines(event, calendar.now, timeZoneOffsetMs)),
		'END:VCALENDAR',
	];
	return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
