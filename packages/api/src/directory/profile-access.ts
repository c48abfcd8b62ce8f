import { type Db, type ProfileKind, type ProfileRow, profiles } from '@edge/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../shared/app-error';

/** The profile with this id, if it exists (of this kind, when one is given). */
export function findProfile(db: Db, id: number, kind?: ProfileKind): ProfileRow | undefined {
	const row = db.select().from(profiles).where(eq(profiles.id, id)).get();
	return row && (!kind || row.kind === kind) ? row : undefined;
}

/**
 * The profile, or NOT_FOUND with the spec's 'Profile not found'. A profile of another kind is not
 * found either: /restaurant-profile?id= of a business is as unknown as a deleted one.
 */
export function requireProfile(db: Db, id: number, kind?: ProfileKind): ProfileRow {
	const row = findProfile(db, id, kind);
	if (!row) throw new AppError('NOT_FOUND', 'directory.profileNotFound');
	return row;
}

/**
 * The profile when `userId` owns it. Others get FORBIDDEN: anyone may know a public profile exists,
 * so refusing does not leak anything, and the message says what went wrong.
 */
export function requireOwnedProfile(db: Db, id: number, userId: string, kind?: ProfileKind): ProfileRow {
	const row = requireProfile(db, id, kind);
	if (row.ownerId !== userId) throw new AppError('FORBIDDEN', 'errors.forbidden');
	return row;
}
