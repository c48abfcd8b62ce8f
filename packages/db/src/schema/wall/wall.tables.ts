import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { profiles } from '../directory/profile.tables';
import { REPORT_RESOLUTIONS } from '../staff/staff-kinds';
import { users } from '../user/user.table';
import { REACTIONS } from './wall-kinds';

/**
 * A post on the business wall. It speaks for one of the author's business or restaurant profiles
 * (its name and picture are shown); when that profile goes, the post stays under the author's name.
 * The counts are kept by the services in the same transaction as the row they count.
 */
export const wallPosts = sqliteTable(
	'wall_posts',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		authorId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		profileId: integer().references(() => profiles.id, { onDelete: 'set null' }),
		title: text().notNull(),
		content: text().notNull(),
		/** An upload of the author (uploads.id), or null. */
		imageId: text(),
		likeCount: integer().notNull().default(0),
		dislikeCount: integer().notNull().default(0),
		commentCount: integer().notNull().default(0),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
		editedAt: integer({ mode: 'timestamp_ms' }),
		/** Set while staff have hidden it: only its author and staff still see it (docs/admin.md). */
		hiddenAt: integer({ mode: 'timestamp_ms' }),
		hiddenReason: text(),
	},
	(t) => [index('wall_posts_author_idx').on(t.authorId), index('wall_posts_profile_idx').on(t.profileId)],
);

/** A comment under a post, oldest first on the post's page. */
export const wallComments = sqliteTable(
	'wall_comments',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		postId: integer()
			.notNull()
			.references(() => wallPosts.id, { onDelete: 'cascade' }),
		authorId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		profileId: integer().references(() => profiles.id, { onDelete: 'set null' }),
		body: text().notNull(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
		editedAt: integer({ mode: 'timestamp_ms' }),
		/** Set while staff have hidden it: only its author and staff still see it (docs/admin.md). */
		hiddenAt: integer({ mode: 'timestamp_ms' }),
		hiddenReason: text(),
	},
	(t) => [index('wall_comments_post_idx').on(t.postId, t.id), index('wall_comments_author_idx').on(t.authorId)],
);

/** One reaction per user per post (the primary key), switchable or removable. */
export const wallReactions = sqliteTable(
	'wall_reactions',
	{
		postId: integer()
			.notNull()
			.references(() => wallPosts.id, { onDelete: 'cascade' }),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		reaction: text({ enum: REACTIONS }).notNull(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [primaryKey({ columns: [t.postId, t.userId] }), index('wall_reactions_user_idx').on(t.userId)],
);

/** A report of a post or of a comment (exactly one of the two), once per reporter and target. */
export const wallReports = sqliteTable(
	'wall_reports',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		reporterId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		postId: integer().references(() => wallPosts.id, { onDelete: 'cascade' }),
		commentId: integer().references(() => wallComments.id, { onDelete: 'cascade' }),
		reason: text().notNull(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
		/** Set when staff closed the report (every open report of the item at once). */
		resolvedAt: integer({ mode: 'timestamp_ms' }),
		resolution: text({ enum: REPORT_RESOLUTIONS }),
	},
	(t) => [
		uniqueIndex('wall_reports_post_idx').on(t.reporterId, t.postId),
		uniqueIndex('wall_reports_comment_idx').on(t.reporterId, t.commentId),
	],
);

export type WallPostRow = typeof wallPosts.$inferSelect;
export type WallCommentRow = typeof wallComments.$inferSelect;
