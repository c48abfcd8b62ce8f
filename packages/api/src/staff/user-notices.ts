import { type Db, type StaffTargetKind, type UserNoticeKind, userNotices } from '@edge/db';

export interface UserNoticeInput {
	userId: string;
	kind: UserNoticeKind;
	targetKind?: StaffTargetKind | null;
	targetId?: string | number | null;
	reason?: string | null;
}

/**
 * Tells a user about a staff decision that concerns them: their account page lists it, in their
 * language (account.notices). Call it inside the staff action's transaction.
 */
export function notifyUser(tx: Pick<Db, 'insert'>, notice: UserNoticeInput, now: Date): void {
	tx.insert(userNotices)
		.values({
			userId: notice.userId,
			kind: notice.kind,
			targetKind: notice.targetKind ?? null,
			targetId: notice.targetId == null ? null : String(notice.targetId),
			reason: notice.reason ?? null,
			createdAt: now,
		})
		.run();
}
