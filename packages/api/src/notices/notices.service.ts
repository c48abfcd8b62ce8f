import { type StaffTargetKind, type UserNoticeKind, userNotices } from '@edge/db';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../shared/db-tx';
import { labelOf, targetLabels } from '../staff/overview/target-labels';

/** How many of the latest notices the account page shows. */
export const NOTICES_SHOWN = 50;

export interface UserNoticeView {
	id: number;
	kind: UserNoticeKind;
	targetKind: StaffTargetKind | null;
	targetId: string | null;
	/**
	 * Which content or business it is about: the profile a review is on, a post's title, the start of
	 * a comment or message, a business's name. Null when there is none or it was deleted since.
	 */
	targetLabel: string | null;
	reason: string | null;
	createdAt: string;
	read: boolean;
}

/** The signed-in user's notices about staff decisions (docs/admin.md), newest first. */
export function myNotices(db: DbOrTx, userId: string): { items: UserNoticeView[]; unread: number } {
	const rows = db
		.select()
		.from(userNotices)
		.where(eq(userNotices.userId, userId))
		.orderBy(desc(userNotices.id))
		.limit(NOTICES_SHOWN)
		.all();
	// A notice never names anyone by e-mail: only content and businesses get a label.
	const labels = targetLabels(db, rows, { withEmails: false });
	const items = rows.map((row) => ({
		id: row.id,
		kind: row.kind,
		targetKind: row.targetKind,
		targetId: row.targetId,
		targetLabel: labelOf(labels, row),
		reason: row.reason,
		createdAt: row.createdAt.toISOString(),
		read: row.readAt !== null,
	}));
	return { items, unread: items.filter((item) => !item.read).length };
}

/** Marks the user's own notices read (others' ids match nothing); answers how many changed. */
export function markNoticesRead(db: DbOrTx, userId: string, ids: readonly number[] | 'all', now: Date): number {
	const where = [eq(userNotices.userId, userId), isNull(userNotices.readAt)];
	if (ids !== 'all') where.push(inArray(userNotices.id, [...ids]));
	return db
		.update(userNotices)
		.set({ readAt: now })
		.where(and(...where))
		.run().changes;
}
