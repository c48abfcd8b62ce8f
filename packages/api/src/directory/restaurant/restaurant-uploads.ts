import { highlights, menus, offers, profiles, slides, uploads } from '@edge/db';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../shared/db-tx';

/** Every upload a restaurant still shows: its image and banner and its parts' images. */
function shownUploadIds(db: DbOrTx, profileId: number): Set<string> {
	const ids = new Set<string>();
	const add = (id: string | null | undefined) => {
		if (id) ids.add(id);
	};
	const profile = db
		.select({ imageId: profiles.imageId, bannerId: profiles.bannerId })
		.from(profiles)
		.where(eq(profiles.id, profileId))
		.get();
	add(profile?.imageId);
	add(profile?.bannerId);
	for (const menu of db.select({ imageIds: menus.imageIds }).from(menus).where(eq(menus.profileId, profileId)).all())
		for (const id of menu.imageIds) add(id);
	for (const table of [offers, highlights, slides]) {
		for (const row of db.select({ imageId: table.imageId }).from(table).where(eq(table.profileId, profileId)).all())
			add(row.imageId);
	}
	return ids;
}

/**
 * After an edit or a delete inside `tx`: the images it let go that nothing of the restaurant still
 * shows lose their rows now, and the caller removes their files once the transaction has committed
 * (removeUploadFiles), as removeProfile does. An image used twice stays while one use remains.
 */
export function dropUnusedUploads(
	tx: DbOrTx,
	profileId: number,
	released: ReadonlyArray<string | null | undefined>,
): string[] {
	const candidates = [...new Set(released.filter((id): id is string => typeof id === 'string'))];
	if (candidates.length === 0) return [];
	const shown = shownUploadIds(tx, profileId);
	const dropped = candidates.filter((id) => !shown.has(id));
	if (dropped.length > 0) tx.delete(uploads).where(inArray(uploads.id, dropped)).run();
	return dropped;
}
