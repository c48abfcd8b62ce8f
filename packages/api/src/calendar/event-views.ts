import { type EventRow, eventInterests, events, profiles, users } from '@edge/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../shared/db-tx';
import type { EventView, Occurrence } from './calendar.types';
import type { OccurrenceTimes } from './event-occurrences';

/** An event row with what its view shows of the posting profile and the owner. */
export interface EventRecord {
	event: EventRow;
	profileKind: string | null;
	profileTitle: string | null;
	profileImageId: string | null;
	ownerFirstName: string;
	ownerLastName: string;
}

/** events joined with their profile and owner; add where/order/limit. */
export function selectEventRecords(db: DbOrTx) {
	return db
		.select({
			event: events,
			profileKind: profiles.kind,
			profileTitle: profiles.title,
			profileImageId: profiles.imageId,
			ownerFirstName: users.firstName,
			ownerLastName: users.lastName,
		})
		.from(events)
		.innerJoin(users, eq(users.id, events.ownerId))
		.leftJoin(profiles, eq(profiles.id, events.profileId));
}

/** Which of these events the viewer marked "interested". */
function interestedIds(db: DbOrTx, viewerId: string | null, eventIds: readonly number[]): Set<number> {
	if (!viewerId || eventIds.length === 0) return new Set();
	const rows = db
		.select({ eventId: eventInterests.eventId })
		.from(eventInterests)
		.where(and(eq(eventInterests.userId, viewerId), inArray(eventInterests.eventId, [...new Set(eventIds)])))
		.all();
	return new Set(rows.map((row) => row.eventId));
}

function toView(record: EventRecord, viewerId: string | null, interested: boolean): EventView {
	const { event } = record;
	const kind = record.profileKind;
	return {
		id: event.id,
		title: event.title,
		location: event.location,
		startsAt: event.startsAt.toISOString(),
		endsAt: event.endsAt.toISOString(),
		link: event.link,
		description: event.description,
		imageId: event.imageId,
		repeatsYearly: event.repeatsYearly,
		interestedCount: event.interestedCount,
		interested,
		mine: viewerId !== null && viewerId === event.ownerId,
		business:
			event.profileId !== null && (kind === 'business' || kind === 'restaurant')
				? { profileId: event.profileId, kind, title: record.profileTitle ?? '', imageId: record.profileImageId }
				: null,
		ownerName: `${record.ownerFirstName} ${record.ownerLastName}`.trim(),
	};
}

/** Views of these records for this viewer, in their order. */
export function eventViews(db: DbOrTx, viewerId: string | null, records: readonly EventRecord[]): EventView[] {
	const marked = interestedIds(
		db,
		viewerId,
		records.map((record) => record.event.id),
	);
	return records.map((record) => toView(record, viewerId, marked.has(record.event.id)));
}

/** Occurrences of these records for this viewer, each event's view made once. */
export function occurrenceViews(
	db: DbOrTx,
	viewerId: string | null,
	found: readonly { record: EventRecord; times: OccurrenceTimes }[],
): Occurrence[] {
	const views = new Map<number, EventView>();
	const unique = [...new Map(found.map((item) => [item.record.event.id, item.record])).values()];
	for (const view of eventViews(db, viewerId, unique)) views.set(view.id, view);
	return found.map(({ record, times }) => ({
		eventId: record.event.id,
		startsAt: times.startsAt.toISOString(),
		endsAt: times.endsAt.toISOString(),
		event: views.get(record.event.id) as EventView,
	}));
}

/** Soonest first; the event id breaks ties so pages never skip or repeat one. */
export function byStart(a: { times: OccurrenceTimes; record: EventRecord }, b: typeof a): number {
	return a.times.startsAt.getTime() - b.times.startsAt.getTime() || a.record.event.id - b.record.event.id;
}
