import { events, profiles, uploads, wallPosts } from '@edge/db';
import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../shared/db-tx';

/**
 * After a post let go of `imageId` inside `tx`: when nothing uses the upload any more (no other
 * post, no event, no profile shows it or holds it as a part's image), its row goes now and the
 * caller removes its files after the commit (removeUploadFiles). Returns the ids dropped.
 */
export function dropUnusedWallImage(tx: DbOrTx, imageId: string | null): string[] {
	if (!imageId) return [];
	const upload = tx.select({ profileId: uploads.profileId }).from(uploads).where(eq(uploads.id, imageId)).get();
	// Attached to a profile: the profile owns it and its removal deletes it (profile-removal.ts).
	if (!upload || upload.profileId !== null) return [];
	const inPost = tx.select({ id: wallPosts.id }).from(wallPosts).where(eq(wallPosts.imageId, imageId)).get();
	const inEvent = tx.select({ id: events.id }).from(events).where(eq(events.imageId, imageId)).get();
	const inProfile = tx
		.select({ id: profiles.id })
		.from(profiles)
		.where(or(eq(profiles.imageId, imageId), eq(profiles.bannerId, imageId)))
		.get();
	if (inPost || inEvent || inProfile) return [];
	tx.delete(uploads).where(eq(uploads.id, imageId)).run();
	return [imageId];
}
