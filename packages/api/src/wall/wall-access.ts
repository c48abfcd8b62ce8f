import { profiles, type UserRow } from '@edge/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApiContext, ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import type { DbOrTx } from '../shared/db-tx';
import { planProcedure } from '../subscription/plan-procedure';
import { plansUnlocking } from '../subscription/plan-unlocks';
import { validPlanIdAmong } from '../subscription/subscription.service';
import type { WallAccess, WallProfileKind } from './wall.types';

/** The profile kinds a post or comment may speak for. */
export const WALL_PROFILE_KINDS: readonly WallProfileKind[] = ['business', 'restaurant'];

/** Whether the user holds a valid subscription to a plan that unlocks the wall (plan-unlocks.ts). */
export function canTakePart(deps: Pick<ApiDeps, 'db' | 'clock'>, user: UserRow | null): boolean {
	return user !== null && validPlanIdAmong(deps, user, plansUnlocking('businessWall')) !== null;
}

/**
 * Posting, commenting and reacting: signed in (else UNAUTHORIZED) with a valid plan unlocking the
 * wall. The refusal names the wall's own reason, so the page can say why and link to the plans.
 */
export const wallProcedure = planProcedure(plansUnlocking('businessWall'), 'wall.errors.planRequired');

/** The viewer's business and restaurant profiles, oldest first: who they may post as. */
export function wallAccess(ctx: Pick<ApiContext, 'db' | 'clock' | 'user'>): WallAccess {
	const user = ctx.user;
	if (!user) return { signedIn: false, canTakePart: false, profiles: [] };
	const rows = ctx.db
		.select({ id: profiles.id, title: profiles.title, kind: profiles.kind, imageId: profiles.imageId })
		.from(profiles)
		.where(and(eq(profiles.ownerId, user.id), inArray(profiles.kind, [...WALL_PROFILE_KINDS])))
		.orderBy(asc(profiles.id))
		.all();
	return {
		signedIn: true,
		canTakePart: canTakePart(ctx, user),
		profiles: rows.map((row) => ({ ...row, kind: row.kind as WallProfileKind })),
	};
}

/**
 * The profile a post or comment speaks for: null for none, else one of the author's own business or
 * restaurant profiles. Unknown → NOT_FOUND, someone else's or another kind → FORBIDDEN.
 */
export function requireSpeakingProfile(db: DbOrTx, userId: string, profileId: number | null): number | null {
	if (profileId === null) return null;
	const profile = db
		.select({ id: profiles.id, ownerId: profiles.ownerId, kind: profiles.kind })
		.from(profiles)
		.where(eq(profiles.id, profileId))
		.get();
	if (!profile) throw new AppError('NOT_FOUND', 'directory.profileNotFound');
	if (profile.ownerId !== userId || !(WALL_PROFILE_KINDS as readonly string[]).includes(profile.kind)) {
		throw new AppError('FORBIDDEN', 'errors.forbidden');
	}
	return profile.id;
}

/** Only the author edits or deletes: others get FORBIDDEN. */
export function requireAuthor(row: { authorId: string }, userId: string): void {
	if (row.authorId !== userId) throw new AppError('FORBIDDEN', 'errors.forbidden');
}
