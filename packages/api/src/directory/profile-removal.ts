import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { highlights, menus, offers, profiles, slides, uploads } from '@edge/db';
import { eq, inArray } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { shownOutsideProfiles } from '../images/upload-usage';
import type { DbOrTx } from '../shared/db-tx';
import { writeTransaction } from '../shared/write-transaction';

/** Every upload a profile shows: its image and banner and its parts' images. */
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

/** Every upload a profile uses: those it shows, and uploads attached to it that it no longer shows. */
export function profileUploadIds(db: DbOrTx, profileId: number): string[] {
	const ids = shownUploadIds(db, profileId);
	for (const row of db.select({ id: uploads.id }).from(uploads).where(eq(uploads.profileId, profileId)).all())
		ids.add(row.id);
	return [...ids];
}

/**
 * After an edit or a delete inside `tx`: the images it let go that nothing of the profile still
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
	const elsewhere = shownOutsideProfiles(tx, candidates);
	const dropped = candidates.filter((id) => !shown.has(id) && !elsewhere.has(id));
	if (dropped.length > 0) tx.delete(uploads).where(inArray(uploads.id, dropped)).run();
	return dropped;
}

/** Every upload of an account, attached to a profile or not. */
export function accountUploadIds(db: DbOrTx, userId: string): string[] {
	return db
		.select({ id: uploads.id })
		.from(uploads)
		.where(eq(uploads.ownerId, userId))
		.all()
		.map((row) => row.id);
}

/**
 * Deletes the files of these uploads (each upload is a folder DATA_DIR/uploads/<id>). Called after
 * the rows are gone: a crash in between leaves files nobody points at, never a row without files.
 */
export function removeUploadFiles(uploadsDir: string, ids: readonly string[]): void {
	for (const id of ids) {
		// Ids are server-made; this guard keeps a corrupt row from pointing outside the folder.
		if (!/^[A-Za-z0-9_-]+$/.test(id)) continue;
		rmSync(join(uploadsDir, id), { recursive: true, force: true });
	}
}

/**
 * Deletes a profile with everything hanging off it (hours, parts, reviews: ON DELETE CASCADE; its
 * search row: a trigger) and its uploads, rows in one transaction, then the files. An upload a
 * wall post or an event also shows is kept for them.
 * The caller has checked ownership (profile-access.ts).
 */
export function removeProfile(deps: Pick<ApiDeps, 'db' | 'uploadsDir'>, profileId: number): void {
	const ids = writeTransaction(deps.db, (tx) => {
		const used = profileUploadIds(tx, profileId);
		// An image a wall post or an event also shows stays, no longer the profile's.
		const kept = shownOutsideProfiles(tx, used);
		const uploadIds = used.filter((id) => !kept.has(id));
		tx.delete(profiles).where(eq(profiles.id, profileId)).run();
		if (kept.size > 0)
			tx.update(uploads)
				.set({ profileId: null })
				.where(inArray(uploads.id, [...kept]))
				.run();
		if (uploadIds.length > 0) tx.delete(uploads).where(inArray(uploads.id, uploadIds)).run();
		return uploadIds;
	});
	removeUploadFiles(deps.uploadsDir, ids);
}
