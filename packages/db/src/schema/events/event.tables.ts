import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { profiles } from '../directory/profile.tables';
import { users } from '../user/user.table';

/**
 * An event on the shared Edge Calendar, posted for one of the owner's business or restaurant
 * profiles. Times are UTC instants; a yearly event repeats on the same Santo Domingo date and time
 * every year from its first one. `interestedCount` is kept with event_interests in one transaction.
 */
export const events = sqliteTable(
	'events',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		ownerId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		profileId: integer().references(() => profiles.id, { onDelete: 'set null' }),
		title: text().notNull(),
		location: text().notNull(),
		startsAt: integer({ mode: 'timestamp_ms' }).notNull(),
		endsAt: integer({ mode: 'timestamp_ms' }).notNull(),
		link: text().notNull(),
		description: text().notNull(),
		/** An upload of the owner (uploads.id). */
		imageId: text().notNull(),
		repeatsYearly: integer({ mode: 'boolean' }).notNull().default(false),
		interestedCount: integer().notNull().default(0),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
		updatedAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [
		index('events_starts_idx').on(t.startsAt),
		index('events_owner_idx').on(t.ownerId),
		index('events_interest_idx').on(t.interestedCount),
	],
);

/** A signed-in user marked an event "interested": once (the primary key). */
export const eventInterests = sqliteTable(
	'event_interests',
	{
		eventId: integer()
			.notNull()
			.references(() => events.id, { onDelete: 'cascade' }),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_interests_user_idx').on(t.userId)],
);

export type EventRow = typeof events.$inferSelect;
