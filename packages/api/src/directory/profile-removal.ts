import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { highlights, menus, offers, profiles, slides, uploads } from '@edge/db';
import { eq, inArray } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import type { DbOrTx } from '../shared/db-tx';

/** Every upload a profile uses: its image and banner, its parts' images, and uploads attached to it. */
export function profileUploadIds(db: DbOrTx, profileId: number): string[] {
	const ids = new Set<string>();
	const add = (id: string | null | undefined) => {
		if (id) ids.add(id);
	};
	const profile = db.select().from(profiles).where(eq(profiles.id, profileId)).get();
	add(profile?.imageId);
	add(profile?.bannerId);
	for (const menu of db.select({ imageIds: menus.imageIds }).from(menus).where(eq(menus.profileId, profileId)).all())
		for (const id of menu.imageIds) add(id);
	for (const table of [offers, highlights, slides]) {
		for (const row of db.select({ imageId: table.imageId }).from(table).where(eq(table.profileId, profileId)).all())
			add(row.imageId);
	}
	for (const row of db.select({ id: uploads.id }).from(uploads).where(eq(uploads.profileId, profileId)).all())
		add(row.id);
	return [...ids];
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
 * search row: a trigger) and its uploads, rows in one transaction, then the files.
 * The caller has checked ownership (profile-access.ts).
 */
export function removeProfile(deps: Pick<ApiDeps, 'db' | 'uploadsDir'>, profileId: number): void {
	const ids = deps.db.transaction((tx) => {
		const uploadIds = profileUploadIds(tx, profileId);
		tx.delete(profiles).where(eq(profiles.id, profileId)).run();
		if (uploadIds.length > 0) tx.delete(uploads).where(inArray(uploads.id, uploadIds)).run();
		return uploadIds;
	});
	removeUploadFiles(deps.uploadsDir, ids);
}
