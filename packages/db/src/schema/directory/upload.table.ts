import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../user/user.table';
import { IMAGE_FORMATS } from './profile-kinds';

/**
 * An uploaded image, re-encoded by the server. Its files live in DATA_DIR/uploads/<id>/ (WebP
 * variants and the original format as fallback); deleting a profile or an account deletes them
 * (the services collect the ids before the rows go).
 */
export const uploads = sqliteTable(
	'uploads',
	{
		id: text().primaryKey(),
		ownerId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** The profile it belongs to, once attached (null while only uploaded). */
		profileId: integer(),
		format: text({ enum: IMAGE_FORMATS }).notNull(),
		width: integer().notNull(),
		height: integer().notNull(),
		/** Bytes of all its files together. */
		bytes: integer().notNull(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_profile_idx').on(t.profileId)],
);

export type UploadRow = typeof uploads.$inferSelect;
