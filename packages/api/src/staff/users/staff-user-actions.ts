import { endUserSessionsIn } from '@edge/auth';
import { profiles, type StaffRole, type UserRow, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import type { Tx } from '../../shared/db-tx';
import { writeTransaction } from '../../shared/write-transaction';
import { recordStaffAction, type StaffActor } from '../staff-audit';
import { userNotFound } from './staff-user-detail';
import type { RestoreUserInput, SuspendUserInput, WarnUserInput } from './staff-users.schema';

type Deps = Pick<ApiDeps, 'db' | 'clock'>;
type UserChangeDeps = Deps & Pick<ApiDeps, 'invalidation'>;

function requireUser(tx: Tx, userId: string): UserRow {
	const user = tx.select().from(users).where(eq(users.id, userId)).get();
	if (!user) throw userNotFound();
	return user;
}

/**
 * Who may be warned, suspended or restored by whom: nobody acts on themselves (409), an admin is
 * out of reach of all staff, and a moderator acts on plain users only (403).
 */
function requireWithinReach(actor: StaffActor, target: UserRow): void {
	if (actor.staffId === target.id) throw new AppError('CONFLICT', 'errors.staffUsers.self');
	const outOfReach: StaffRole | null | undefined = target.staffRole;
	if (outOfReach === 'admin' || (outOfReach && actor.staffRole !== 'admin'))
		throw new AppError('FORBIDDEN', 'errors.staffUsers.staffTarget');
}

/** staff.users.warn: the user is told why (a notice in their language); nothing else changes. */
export function warnUser(deps: Deps, actor: StaffActor, input: WarnUserInput) {
	const now = deps.clock.now();
	return writeTransaction(deps.db, (tx) => {
		const user = requireUser(tx, input.userId);
		requireWithinReach(actor, user);
		recordStaffAction(
			tx,
			actor,
			{
				action: 'user.warn',
				notice: 'warning',
				targetKind: 'user',
				targetId: user.id,
				targetUserId: user.id,
				reason: input.reason,
			},
			now,
		);
		return { ok: true as const };
	});
}

/**
 * staff.users.suspend, in one transaction: the account is marked (sign-in refused with the
 * reason), its profiles leave search and their pages (profiles.owner_suspended_at, read by every
 * listing), and every session row goes, so an open tab's next request is anonymous (the session
 * resolver re-reads after any change of the database).
 */
export function suspendUser(deps: UserChangeDeps, actor: StaffActor, input: SuspendUserInput) {
	const now = deps.clock.now();
	const done = writeTransaction(deps.db, (tx) => {
		const user = requireUser(tx, input.userId);
		requireWithinReach(actor, user);
		if (user.suspendedAt) throw new AppError('CONFLICT', 'errors.staffUsers.alreadySuspended');
		tx.update(users).set({ suspendedAt: now, suspendedReason: input.reason }).where(eq(users.id, user.id)).run();
		const hidden = tx
			.update(profiles)
			.set({ ownerSuspendedAt: now })
			.where(eq(profiles.ownerId, user.id))
			.returning({ id: profiles.id })
			.all();
		// Each session's tab is told 'suspended' on its next request (ended_sessions).
		const sessionsEnded = endUserSessionsIn(tx, user.id, 'suspended', now);
		recordStaffAction(
			tx,
			actor,
			{
				action: 'user.suspend',
				notice: 'suspended',
				targetKind: 'user',
				targetId: user.id,
				targetUserId: user.id,
				reason: input.reason,
				detail: { profiles: hidden.map((row) => row.id), sessionsEnded },
			},
			now,
		);
		return { ok: true as const };
	});
	// Its sessions are gone: every process drops the ones it kept, with the user row.
	deps.invalidation.publish('user', input.userId);
	return done;
}

/** staff.users.restore: sign-in works again and the profiles come back to search and their pages. */
export function restoreUser(deps: UserChangeDeps, actor: StaffActor, input: RestoreUserInput) {
	const now = deps.clock.now();
	const done = writeTransaction(deps.db, (tx) => {
		const user = requireUser(tx, input.userId);
		// The same reach as suspending: a moderator an admin suspended is an admin's to restore.
		requireWithinReach(actor, user);
		if (!user.suspendedAt) throw new AppError('CONFLICT', 'errors.staffUsers.notSuspended');
		tx.update(users).set({ suspendedAt: null, suspendedReason: null }).where(eq(users.id, user.id)).run();
		tx.update(profiles).set({ ownerSuspendedAt: null }).where(eq(profiles.ownerId, user.id)).run();
		recordStaffAction(
			tx,
			actor,
			{
				action: 'user.restore',
				notice: 'restored',
				targetKind: 'user',
				targetId: user.id,
				targetUserId: user.id,
				reason: input.reason,
				detail: { suspendedAt: user.suspendedAt.toISOString(), suspendedReason: user.suspendedReason },
			},
			now,
		);
		return { ok: true as const };
	});
	// Cached sessions keep the user row with its suspension: every process drops them.
	deps.invalidation.publish('user', input.userId);
	return done;
}
