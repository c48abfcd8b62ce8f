import { type EventRow, events } from '@edge/db';
import { asc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import { SANTO_DOMINGO_OFFSET_MS } from './calendar-time';
import { EVENT_TIME_ZONE } from './event-kinds';
import { type IcsEvent, writeIcsCalendar } from './ics-writer';

/** The .ics texts behind GET /api/v1/calendar.ics and /api/v1/calendar/events/:id.ics. */

type Deps = Pick<ApiDeps, 'db' | 'clock'>;

const CALENDAR_NAME = { es: 'Calendario Edge', en: 'Edge Calendar' } as const;

/** Never changes for an event, so calendar apps update it in place instead of adding a copy. */
export const eventUid = (eventId: number) => `event-${eventId}@edge.do`;

function toIcsEvent(row: EventRow): IcsEvent {
	return {
		uid: eventUid(row.id),
		title: row.title,
		location: row.location,
		description: row.description,
		url: row.link,
		startsAt: row.startsAt,
		endsAt: row.endsAt,
		repeatsYearly: row.repeatsYearly,
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
	};
}

function calendarText(deps: Deps, rows: readonly EventRow[], language: 'es' | 'en'): string {
	return writeIcsCalendar(
		{ name: CALENDAR_NAME[language], timeZone: EVENT_TIME_ZONE, now: deps.clock.now(), events: rows.map(toIcsEvent) },
		SANTO_DOMINGO_OFFSET_MS,
	);
}

/** Every community event, past ones included (a subscriber's calendar keeps its history). */
export function calendarFeedIcs(deps: Deps, language: 'es' | 'en'): string {
	const rows = deps.db.select().from(events).orderBy(asc(events.startsAt), asc(events.id)).all();
	return calendarText(deps, rows, language);
}

/** One event as a calendar file, or NOT_FOUND 'calendar.errors.eventNotFound'. */
export function eventIcs(deps: Deps, eventId: number, language: 'es' | 'en'): { filename: string; body: string } {
	const row = deps.db.select().from(events).where(eq(events.id, eventId)).get();
	if (!row) throw new AppError('NOT_FOUND', 'calendar.errors.eventNotFound');
	return { filename: `edge-event-${eventId}.ics`, body: calendarText(deps, [row], language) };
}
