import { type Db, type ProfileKind, type ProfileRow, profiles, users } from '@edge/db';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../shared/app-error';
import type { DbOrTx } from '../shared/db-tx';

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
 * A profile's public page: as requireProfile, and a suspended owner's profile is not found either
 * (docs/admin.md), except for staff, who must see what they suspended. The viewer's role is read
 * only for such a profile, so ordinary pages cost nothing more.
 */
export function requireVisibleProfile(
	db: Db,
	id: number,
	kind: ProfileKind | undefined,
	viewerId: string | null | undefined,
): ProfileRow {
	const row = requireProfile(db, id, kind);
	if (row.ownerSuspendedAt && !isStaff(db, viewerId)) throw new AppError('NOT_FOUND', 'directory.profileNotFound');
	return row;
}

function isStaff(db: Db, userId: string | null | undefined): boolean {
	if (!userId) return false;
	const row = db.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, userId)).get();
	return Boolean(row?.staffRole);
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

/** One profile of each kind per account (docs/directory.md); only business profiles may be several. */
export function requireNoProfileOfKind(db: DbOrTx, ownerId: string, kind: ProfileKind): void {
	const existing = db
		.select({ id: profiles.id })
		.from(profiles)
		.where(and(eq(profiles.ownerId, ownerId), eq(profiles.kind, kind)))
		.get();
	if (existing) throw new AppError('CONFLICT', 'directory.onePerAccount');
}

/** The owner's profile of this kind, if any (the pages without ?id= show it). */
export function ownProfileOfKind(db: DbOrTx, ownerId: string, kind: ProfileKind): ProfileRow | undefined {
	return db
		.select()
		.from(profiles)
		.where(and(eq(profiles.ownerId, ownerId), eq(profiles.kind, kind)))
		.orderBy(asc(profiles.id))
		.get();
}
