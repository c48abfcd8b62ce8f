import { events, profiles, uploads, wallPosts } from '@edge/db';
import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../shared/db-tx';

/**
 * Which of these uploads a wall post or an event shows. Those outlive the profile an image may
 * also belong to: a profile's edit or removal must leave them (profile-removal.ts).
 */
export function shownOutsideProfiles(db: DbOrTx, ids: readonly string[]): Set<string> {
	if (ids.length === 0) return new Set();
	const inPosts = db
		.select({ id: wallPosts.imageId })
		.from(wallPosts)
		.where(inArray(wallPosts.imageId, [...ids]))
		.all();
	const inEvents = db
		.select({ id: events.imageId })
		.from(events)
		.where(inArray(events.imageId, [...ids]))
		.all();
	return new Set([...inPosts, ...inEvents].map((row) => row.id).filter((id): id is string => id !== null));
}

/**
 * After a wall post or an event let go of `imageId` inside `tx`: when nothing shows the upload any
 * more (no post, event or profile picture) and no profile holds it (profile-removal.ts looks after
 * those), its row goes now and the caller removes its files after the commit (removeUploadFiles).
 * Returns the ids dropped.
 */
export function dropUnusedUnattached(tx: DbOrTx, imageId: string | null): string[] {
	if (!imageId) return [];
	const upload = tx.select({ profileId: uploads.profileId }).from(uploads).where(eq(uploads.id, imageId)).get();
	if (!upload || upload.profileId !== null) return [];
	if (shownOutsideProfiles(tx, [imageId]).size > 0) return [];
	const inProfile = tx
		.select({ id: profiles.id })
		.from(profiles)
		.where(or(eq(profiles.imageId, imageId), eq(profiles.bannerId, imageId)))
		.get();
	if (inProfile) return [];
	tx.delete(uploads).where(eq(uploads.id, imageId)).run();
	return [imageId];
}
