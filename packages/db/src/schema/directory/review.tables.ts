import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REPORT_RESOLUTIONS } from '../staff/staff-kinds';
import { users } from '../user/user.table';
import { profiles } from './profile.tables';

/** One review per user per profile (editable); triggers keep the profile's count and sum. */
export const reviews = sqliteTable(
	'reviews',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		profileId: integer()
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		authorId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** 1 to 5 stars. */
		rating: integer().notNull(),
		comment: text(),
		/** The profile owner's one reply. */
		reply: text(),
		repliedAt: integer({ mode: 'timestamp_ms' }),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
		updatedAt: integer({ mode: 'timestamp_ms' }).notNull(),
		/** Set while staff have hidden it: only its author and staff still see it (docs/admin.md). */
		hiddenAt: integer({ mode: 'timestamp_ms' }),
		hiddenReason: text(),
	},
	(t) => [
		uniqueIndex('reviews_profile_author_idx').on(t.profileId, t.authorId),
		index('reviews_profile_idx').on(t.profileId, t.id),
		index('reviews_author_idx').on(t.authorId),
	],
);

export const reviewReports = sqliteTable(
	'review_reports',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		reviewId: integer()
			.notNull()
			.references(() => reviews.id, { onDelete: 'cascade' }),
		reporterId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		reason: text(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
		/** Set when staff closed the report (every open report of the item at once). */
		resolvedAt: integer({ mode: 'timestamp_ms' }),
		resolution: text({ enum: REPORT_RESOLUTIONS }),
	},
	(t) => [
		uniqueIndex('review_reports_review_reporter_idx').on(t.reviewId, t.reporterId),
		index('review_reports_reporter_idx').on(t.reporterId),
	],
);

export type ReviewRow = typeof reviews.$inferSelect;
