import { uploads } from '@edge/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../shared/app-error';
import type { DbOrTx } from '../shared/db-tx';

/**
 * Every id given is an upload of this user. Profiles and their parts may only show images their
 * owner uploaded: an id seen in someone else's page must not be reusable (and so deletable with a
 * profile) by another account. Refused ids answer BAD_REQUEST 'images.notFound'.
 */
export function requireOwnUploads(db: DbOrTx, userId: string, ids: ReadonlyArray<string | null | undefined>): void {
	const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
	if (wanted.length === 0) return;
	const found = db
		.select({ id: uploads.id })
		.from(uploads)
		.where(and(eq(uploads.ownerId, userId), inArray(uploads.id, wanted)))
		.all();
	if (found.length !== wanted.length) throw new AppError('BAD_REQUEST', 'images.notFound');
}

/** Marks uploads as belonging to a profile, so deleting the profile deletes them (profile-removal.ts). */
export function attachUploads(db: DbOrTx, profileId: number, ids: ReadonlyArray<string | null | undefined>): void {
	const wanted = ids.filter((id): id is string => typeof id === 'string');
	if (wanted.length === 0) return;
	db.update(uploads).set({ profileId }).where(inArray(uploads.id, wanted)).run();
}
