import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { uploads } from '@edge/db';
import { sql } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { removeUploadFiles } from '../directory/profile-removal';

/**
 * An upload nothing shows after this long is deleted: the form it was chosen in was abandoned (or
 * its image replaced in the browser before saving). A day leaves any form in progress its time.
 */
export const UNUSED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Every column that can hold an upload id, as `table.column` (`[]` for a JSON array of ids). The
 * sweep keeps every upload one of them names; upload-sweep.test.ts fails on a new column whose name
 * speaks of images until it is listed here.
 */
export const UPLOAD_REFERENCES = [
	'profiles.image_id',
	'profiles.banner_id',
	'menus.image_ids[]',
	'offers.image_id',
	'highlights.image_id',
	'slides.image_id',
	'events.image_id',
	'wall_posts.image_id',
] as const;

/** One SELECT of every upload id named anywhere, for `id not in (...)`. */
const referencedIds = sql.raw(
	UPLOAD_REFERENCES.map((reference) => {
		const [table, column] = reference.replace('[]', '').split('.');
		return reference.endsWith('[]')
			? `select value from ${table}, json_each(${table}.${column})`
			: `select ${column} from ${table} where ${column} is not null`;
	}).join(' union '),
);

/**
 * Deletes the uploads older than UNUSED_UPLOAD_AGE_MS that no profile, profile part, event or wall
 * post shows (attached to a profile or not), rows in one statement and then their folders, and the
 * folders of DATA_DIR/uploads that have no row and are as old (a crash between writing the files and
 * the row, or between deleting the row and the files). Returns what it deleted.
 *
 * Runs hourly (apps/server/src/jobs/upload-sweep-job.ts); `now` is the app's clock.
 */
export function sweepUnusedUploads(
	deps: Pick<ApiDeps, 'db' | 'uploadsDir'>,
	now: Date,
): { uploads: string[]; strayFolders: string[] } {
	const cutoff = now.getTime() - UNUSED_UPLOAD_AGE_MS;
	const removed = deps.db
		.delete(uploads)
		.where(sql`${uploads.createdAt} < ${cutoff} and ${uploads.id} not in (${referencedIds})`)
		.returning({ id: uploads.id })
		.all()
		.map((row) => row.id);
	removeUploadFiles(deps.uploadsDir, removed);

	// Folders without a row: the ids of every row, read after any write that could be under way
	// has made its folder (a folder is written before its row, and a new one is never this old).
	if (!existsSync(deps.uploadsDir)) return { uploads: removed, strayFolders: [] };
	const known = new Set(
		deps.db
			.select({ id: uploads.id })
			.from(uploads)
			.all()
			.map((row) => row.id),
	);
	const strays = readdirSync(deps.uploadsDir).filter(
		(name) => !known.has(name) && statSync(join(deps.uploadsDir, name)).mtimeMs < cutoff,
	);
	removeUploadFiles(deps.uploadsDir, strays);
	return { uploads: removed, strayFolders: strays };
}
