import { chatReports, reviewReports, users, wallReports } from '@edge/db';
import type { ReportedKind, ReportResolution } from '@edge/db/staff-kinds';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { DbOrTx } from '../../shared/db-tx';
import type { ReportReason } from './staff-reports.types';

/** Where each kind's reports are kept and which column names the reported item. */
const REPORT_TABLES = {
	review: { table: reviewReports, item: reviewReports.reviewId },
	wallPost: { table: wallReports, item: wallReports.postId },
	wallComment: { table: wallReports, item: wallReports.commentId },
	chatMessage: { table: chatReports, item: chatReports.messageId },
} as const;

type ReportTable = (typeof REPORT_TABLES)[ReportedKind]['table'];

function openOf(kind: ReportedKind, id: number) {
	const { table, item } = REPORT_TABLES[kind] as { table: ReportTable; item: SQLiteColumn };
	return { table, where: and(eq(item, id), isNull(table.resolvedAt)) };
}

/** The open reports of an item, oldest first, with who made them. */
export function openReasons(db: DbOrTx, kind: ReportedKind, id: number): ReportReason[] {
	const { table, where } = openOf(kind, id);
	return db
		.select({
			reason: table.reason,
			createdAt: table.createdAt,
			reporterId: table.reporterId,
			firstName: users.firstName,
			lastName: users.lastName,
		})
		.from(table)
		.innerJoin(users, eq(users.id, table.reporterId))
		.where(where)
		.orderBy(asc(table.createdAt), asc(table.id))
		.all()
		.map((row) => ({
			reason: row.reason,
			reportedAt: row.createdAt.toISOString(),
			reporterId: row.reporterId,
			reporterName: `${row.firstName} ${row.lastName}`.trim(),
		}));
}

/** Closes every open report of the item at once; answers how many it closed. */
export function closeOpenReports(
	tx: DbOrTx,
	kind: ReportedKind,
	id: number,
	resolution: ReportResolution,
	now: Date,
): number {
	const { table, where } = openOf(kind, id);
	return tx.update(table).set({ resolvedAt: now, resolution }).where(where).run().changes;
}
