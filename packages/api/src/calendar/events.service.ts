import { eventInterests, events, profiles } from '@edge/db';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { removeUploadFiles } from '../directory/profile-removal';
import { requireOwnUploads } from '../images/upload-ownership';
import { dropUnusedUnattached } from '../images/upload-usage';
import { AppError } from '../shared/app-error';
import type { DbOrTx } from '../shared/db-tx';
import { writeTransaction } from '../shared/write-transaction';
import type { EventInput, UpdateEventInput } from './calendar.schema';
import type { EventView, InterestResult } from './calendar.types';
import { getEvent } from './event-reads';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'uploadsDir'>;

/**
 * The posting profile: the caller's own business or restaurant. Unknown → NOT_FOUND, someone
 * else's → FORBIDDEN (profile-access.ts's rule), another kind → BAD_REQUEST under profileId.
 */
function requirePostingProfile(db: DbOrTx, profileId: number, userId: string): void {
	const profile = db
		.select({ ownerId: profiles.ownerId, kind: profiles.kind })
		.from(profiles)
		.where(eq(profiles.id, profileId))
		.get();
	if (!profile) throw new AppError('NOT_FOUND', 'directory.profileNotFound');
	if (profile.ownerId !== userId) throw new AppError('FORBIDDEN', 'errors.forbidden');
	if (profile.kind !== 'business' && profile.kind !== 'restaurant') {
		throw new AppError(
			'BAD_REQUEST',
			'calendar.errors.profileKind',
			{},
			{ profileId: ['calendar.errors.profileKind'] },
		);
	}
}

/** The columns an event form sets. */
function eventColumns(input: EventInput) {
	return {
		profileId: input.profileId,
		title: input.title,
		location: input.location,
		startsAt: new Date(input.startsAt),
		endsAt: new Date(input.endsAt),
		link: input.link,
		description: input.description,
		imageId: input.imageId,
		repeatsYearly: input.repeatsYearly,
	};
}

/** The event, when `userId` owns it: NOT_FOUND for an unknown one, FORBIDDEN for someone else's. */
function requireOwnEvent(db: DbOrTx, eventId: number, userId: string) {
	const row = db
		.select({ ownerId: events.ownerId, imageId: events.imageId })
		.from(events)
		.where(eq(events.id, eventId))
		.get();
	if (!row) throw new AppError('NOT_FOUND', 'calendar.errors.eventNotFound');
	if (row.ownerId !== userId) throw new AppError('FORBIDDEN', 'errors.forbidden');
	return row;
}

export function createEvent(deps: Deps, userId: string, input: EventInput): EventView {
	const now = deps.clock.now();
	const eventId = writeTransaction(deps.db, (tx) => {
		requirePostingProfile(tx, input.profileId, userId);
		requireOwnUploads(tx, userId, [input.imageId]);
		const row = tx
			.insert(events)
			.values({ ownerId: userId, ...eventColumns(input), createdAt: now, updatedAt: now })
			.returning({ id: events.id })
			.get();
		return row.id;
	});
	return getEvent(deps, userId, eventId);
}

export function updateEvent(deps: Deps, userId: string, input: UpdateEventInput): EventView {
	const released = writeTransaction(deps.db, (tx) => {
		const before = requireOwnEvent(tx, input.eventId, userId);
		requirePostingProfile(tx, input.profileId, userId);
		requireOwnUploads(tx, userId, [input.imageId]);
		tx.update(events)
			.set({ ...eventColumns(input), updatedAt: deps.clock.now() })
			.where(eq(events.id, input.eventId))
			.run();
		return before.imageId === input.imageId ? [] : dropUnusedUnattached(tx, before.imageId);
	});
	removeUploadFiles(deps.uploadsDir, released);
	return getEvent(deps, userId, input.eventId);
}

export function deleteEvent(deps: Deps, userId: string, eventId: number): { ok: true } {
	const released = writeTransaction(deps.db, (tx) => {
		const before = requireOwnEvent(tx, eventId, userId);
		// Its interest marks go with it (ON DELETE CASCADE).
		tx.delete(events).where(eq(events.id, eventId)).run();
		return dropUnusedUnattached(tx, before.imageId);
	});
	removeUploadFiles(deps.uploadsDir, released);
	return { ok: true };
}

/**
 * Marks or unmarks the event "interested" for the user: once, by the primary key. The count moves
 * only when a mark was really added or removed, in the same transaction, so repeated or concurrent
 * requests count one person once.
 */
export function setInterest(
	deps: Pick<ApiDeps, 'db' | 'clock'>,
	userId: string,
	eventId: number,
	interested: boolean,
): InterestResult {
	return writeTransaction(deps.db, (tx) => {
		const exists = tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).get();
		if (!exists) throw new AppError('NOT_FOUND', 'calendar.errors.eventNotFound');
		const changed = interested
			? tx.insert(eventInterests).values({ eventId, userId, createdAt: deps.clock.now() }).onConflictDoNothing().run()
					.changes
			: tx
					.delete(eventInterests)
					.where(and(eq(eventInterests.eventId, eventId), eq(eventInterests.userId, userId)))
					.run().changes;
		if (changed > 0) {
			tx.update(events)
				.set({ interestedCount: sql`${events.interestedCount} + ${interested ? 1 : -1}` })
				.where(eq(events.id, eventId))
				.run();
		}
		const row = tx.select({ interestedCount: events.interestedCount }).from(events).where(eq(events.id, eventId)).get();
		return { eventId, interested, interestedCount: row?.interestedCount ?? 0 };
	});
}
