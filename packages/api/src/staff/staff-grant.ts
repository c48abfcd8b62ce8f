import { type Db, type StaffRole, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { writeTransaction } from '../shared/write-transaction';
import { recordStaffAction } from './staff-audit';

export type StaffGrantOutcome = 'granted' | 'changed' | 'unchanged' | 'revoked' | 'notStaff' | 'noSuchUser';

/**
 * Gives a user a staff role, or changes it: the only way in (docs/admin.md). The API has no
 * procedure for it on purpose; the command line (`npm run cli -- staff:grant`), the demo seed and
 * tests call this. The audit row names the operator as 'cli'.
 */
export function grantStaff(db: Db, email: string, role: StaffRole, now: Date): StaffGrantOutcome {
	return writeTransaction(db, (tx) => {
		const user = tx.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
		if (!user) return 'noSuchUser';
		if (user.staffRole === role) return 'unchanged';
		tx.update(users).set({ staffRole: role }).where(eq(users.id, user.id)).run();
		recordStaffAction(
			tx,
			{ staffId: null, staffEmail: 'cli', staffRole: 'cli' },
			{
				action: 'staff.grant',
				targetKind: 'user',
				targetId: user.id,
				targetUserId: user.id,
				detail: { role, before: user.staffRole },
			},
			now,
		);
		return user.staffRole ? 'changed' : 'granted';
	});
}

/** Takes the staff role away; the user's next request is a plain user's (the role is read per call). */
export function revokeStaff(db: Db, email: string, now: Date): StaffGrantOutcome {
	return writeTransaction(db, (tx) => {
		const user = tx.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
		if (!user) return 'noSuchUser';
		if (!user.staffRole) return 'notStaff';
		tx.update(users).set({ staffRole: null }).where(eq(users.id, user.id)).run();
		recordStaffAction(
			tx,
			{ staffId: null, staffEmail: 'cli', staffRole: 'cli' },
			{
				action: 'staff.revoke',
				targetKind: 'user',
				targetId: user.id,
				targetUserId: user.id,
				detail: { before: user.staffRole },
			},
			now,
		);
		return 'revoked';
	});
}
