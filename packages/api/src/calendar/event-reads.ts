import { events, profiles } from '@edge/db';
import { and, asc, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import type { CalendarAccess, CalendarRange, EventView, UpcomingPage } from './calendar.types';
import { mayManageEvents, scheduledEventsPlan } from './calendar-gate';
import { santoDomingoDayEnd, santoDomingoDayStart } from './calendar-time';
import { holidaysBetween } from './dominican-holidays';
import { nextOccurrence, type OccurrenceTimes, occurrencesBetween } from './event-occurrences';
import { byStart, type EventRecord, eventViews, occurrenceViews, selectEventRecords } from './event-views';

type Deps = Pick<ApiDeps, 'db' | 'clock'>;
type Viewer = { id: string; planSubscriptionId: string | null; planNextBillingAt: Date | null } | null;

/** What the calendar pages may offer the viewer. */
export function calendarAccess(deps: Deps, viewer: Viewer): CalendarAccess {
	if (!viewer) return { signedIn: false, canManage: false, profiles: [], eventsFrom: null };
	const own = deps.db
		.select({ id: profiles.id, title: profiles.title, kind: profiles.kind })
		.from(profiles)
		.where(and(eq(profiles.ownerId, viewer.id), inArray(profiles.kind, ['business', 'restaurant'])))
		.orderBy(asc(profiles.id))
		.all();
	const canManage = mayManageEvents(deps, viewer);
	return {
		signedIn: true,
		canManage,
		profiles: own.map((row) => ({ id: row.id, title: row.title, kind: row.kind as 'business' | 'restaurant' })),
		eventsFrom: canManage ? null : scheduledEventsPlan(deps, viewer.id),
	};
}

/** The occurrences overlapping Santo Domingo days from..to (both included), soonest first, and the holidays. */
export function calendarRange(
	deps: Deps,
	viewerId: string | null,
	input: { from: string; to: string },
	language: 'es' | 'en',
): CalendarRange {
	const from = santoDomingoDayStart(input.from);
	const to = santoDomingoDayEnd(input.to);
	// One-off events overlapping the range, and every yearly event begun before its end.
	const records = selectEventRecords(deps.db)
		.where(and(lt(events.startsAt, to), or(eq(events.repeatsYearly, true), gt(events.endsAt, from))))
		.all();
	const found = records
		.flatMap((record) => occurrencesBetween(record.event, from, to).map((times) => ({ record, times })))
		.sort(byStart);
	return {
		occurrences: occurrenceViews(deps.db, viewerId, found),
		holidays: holidaysBetween(input.from, input.to, language),
	};
}

/** An occurrence's place in the upcoming list: '<start ms>.<event id>'. */
function cursorOf(item: { record: EventRecord; times: OccurrenceTimes }): string {
	return `${item.times.startsAt.getTime()}.${item.record.event.id}`;
}

function parseCursor(cursor: string): { startMs: number; eventId: number } {
	const match = /^(\d{1,15})\.(\d{1,15})$/.exec(cursor);
	if (!match) throw new AppError('BAD_REQUEST', 'calendar.errors.invalidCursor');
	return { startMs: Number(match[1]), eventId: Number(match[2]) };
}

/**
 * Events still running or to come, each once at its next occurrence, soonest first. One-off events
 * page in SQL; yearly ones (few: one row each) get their next occurrence computed and merged in.
 */
export function upcomingEvents(
	deps: Deps,
	viewerId: string | null,
	input: { cursor?: string | null; limit: number },
): UpcomingPage {
	const now = deps.clock.now();
	const after = input.cursor ? parseCursor(input.cursor) : null;
	const afterStart = after ? new Date(after.startMs) : null;
	const isAfterCursor = (times: OccurrenceTimes, eventId: number) =>
		!after ||
		times.startsAt.getTime() > after.startMs ||
		(times.startsAt.getTime() === after.startMs && eventId > after.eventId);

	const oneOff = selectEventRecords(deps.db)
		.where(
			and(
				eq(events.repeatsYearly, false),
				gt(events.endsAt, now),
				afterStart && after
					? or(gt(events.startsAt, afterStart), and(eq(events.startsAt, afterStart), gt(events.id, after.eventId)))
					: undefined,
			),
		)
		.orderBy(asc(events.startsAt), asc(events.id))
		.limit(input.limit + 1)
		.all()
		.map((record) => ({ record, times: { startsAt: record.event.startsAt, endsAt: record.event.endsAt } }));
	const yearly = selectEventRecords(deps.db)
		.where(eq(events.repeatsYearly, true))
		.all()
		.flatMap((record) => {
			const times = nextOccurrence(record.event, now);
			return times && isAfterCursor(times, record.event.id) ? [{ record, times }] : [];
		});

	const page = [...oneOff, ...yearly].sort(byStart).slice(0, input.limit + 1);
	const more = page.length > input.limit;
	const items = more ? page.slice(0, input.limit) : page;
	const last = items.at(-1);
	return {
		items: occurrenceViews(deps.db, viewerId, items),
		nextCursor: more && last ? cursorOf(last) : null,
	};
}

/** One event, or NOT_FOUND 'calendar.errors.eventNotFound'. */
export function getEvent(deps: Deps, viewerId: string | null, eventId: number): EventView {
	const record = selectEventRecords(deps.db).where(eq(events.id, eventId)).get();
	if (!record) throw new AppError('NOT_FOUND', 'calendar.errors.eventNotFound');
	return eventViews(deps.db, viewerId, [record])[0] as EventView;
}

/** The user's own events, by first start. */
export function myEvents(deps: Deps, userId: string): EventView[] {
	const records = selectEventRecords(deps.db)
		.where(eq(events.ownerId, userId))
		.orderBy(asc(events.startsAt), asc(events.id))
		.all();
	return eventViews(deps.db, userId, records);
}

/** Events still to come (yearly ones always are), the most marked "interested" first. */
export function bestEvents(deps: Deps, viewerId: string | null, limit: number): EventView[] {
	const records = selectEventRecords(deps.db)
		.where(or(eq(events.repeatsYearly, true), gt(events.endsAt, deps.clock.now())))
		.orderBy(desc(events.interestedCount), asc(events.startsAt), asc(events.id))
		.limit(limit)
		.all();
	return eventViews(deps.db, viewerId, records);
}
