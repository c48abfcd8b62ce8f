import {
	type Db,
	type StaffAction,
	type StaffRole,
	type StaffTargetKind,
	staffAudit,
	type UserNoticeKind,
} from '@edge/db';
import { notifyUser } from './user-notices';

/** Who acted: a staff member through the API, or an operator at the command line (staffId null). */
export interface StaffActor {
	staffId: string | null;
	staffEmail: string;
	staffRole: StaffRole | 'cli';
}

export interface StaffActionRecord {
	action: StaffAction;
	targetKind: StaffTargetKind;
	targetId: string | number;
	/** The user the target belongs to (the author of hidden content, the suspended user…). */
	targetUserId?: string | null;
	reason?: string | null;
	detail?: Record<string, unknown> | null;
	/**
	 * What the user the target belongs to is told (a notice in their language, account.notices), with
	 * the same target and reason: a decision about someone is never recorded without telling them.
	 */
	notice?: UserNoticeKind;
}

/** The actor of a staff procedure's context (moderatorProcedure / adminProcedure). */
export function actorOf(ctx: { user: { id: string; email: string }; staffRole: StaffRole }): StaffActor {
	return { staffId: ctx.user.id, staffEmail: ctx.user.email, staffRole: ctx.staffRole };
}

/**
 * Writes one row of the append-only audit (docs/admin.md), and the notice of the user it concerns
 * when `notice` is given. Call it inside the transaction that makes the change, so an action is never done without its row, nor recorded without being done.
 */
export function recordStaffAction(
	tx: Pick<Db, 'insert'>,
	actor: StaffActor,
	record: StaffActionRecord,
	now: Date,
): void {
	tx.insert(staffAudit)
		.values({
			staffId: actor.staffId,
			staffEmail: actor.staffEmail,
			staffRole: actor.staffRole,
			action: record.action,
			targetKind: record.targetKind,
			targetId: String(record.targetId),
			targetUserId: record.targetUserId ?? null,
			reason: record.reason ?? null,
			detail: record.detail ?? null,
			createdAt: now,
		})
		.run();
	if (record.notice && record.targetUserId) {
		notifyUser(
			tx,
			{
				userId: record.targetUserId,
				kind: record.notice,
				targetKind: record.targetKind,
				targetId: record.targetId,
				reason: record.reason,
			},
			now,
		);
	}
}
