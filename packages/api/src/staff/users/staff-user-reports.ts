import { chatReports, type Db, messages, reviewReports, reviews, wallComments, wallPosts, wallReports } from '@edge/db';
import type { ReportedKind } from '@edge/db/staff-kinds';
import { desc, eq, or, sql } from 'drizzle-orm';

/** How many of the latest reports the user page lists on each side; the counts cover them all. */
const LATEST = 5;

export interface ReportLine {
	kind: ReportedKind;
	/** The reported item's id (review, post, comment or message; a chat report without one: its conversation). */
	targetId: number;
	reason: string | null;
	createdAt: string;
	resolution: string | null;
}

export interface ReportSide {
	count: number;
	latest: ReportLine[];
}

type Row = {
	kind: ReportedKind;
	targetId: number | null;
	reason: string | null;
	createdAt: Date;
	resolution: string | null;
};

/** The columns of a report line, per report table (a wall report is of a post or of a comment). */
const REVIEW_REPORT = {
	kind: sql<ReportedKind>`'review'`,
	targetId: reviewReports.reviewId,
	reason: reviewReports.reason,
	createdAt: reviewReports.createdAt,
	resolution: reviewReports.resolution,
};
const WALL_REPORT = {
	kind: sql<ReportedKind>`CASE WHEN ${wallReports.commentId} IS NULL THEN 'wallPost' ELSE 'wallComment' END`,
	targetId: sql<number | null>`coalesce(${wallReports.commentId}, ${wallReports.postId})`,
	reason: wallReports.reason,
	createdAt: wallReports.createdAt,
	resolution: wallReports.resolution,
};
const CHAT_REPORT = {
	kind: sql<ReportedKind>`'chatMessage'`,
	targetId: sql<number | null>`coalesce(${chatReports.messageId}, ${chatReports.conversationId})`,
	reason: chatReports.reason,
	createdAt: chatReports.createdAt,
	resolution: chatReports.resolution,
};

function side(rows: Row[][]): ReportSide {
	const all = rows.flat();
	const latest = all
		.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
		.slice(0, LATEST)
		.map((row) => ({
			kind: row.kind,
			targetId: row.targetId ?? 0,
			reason: row.reason,
			createdAt: row.createdAt.toISOString(),
			resolution: row.resolution,
		}));
	return { count: all.length, latest };
}

/**
 * Reports made by the user and reports of what they wrote (their reviews, wall posts and comments,
 * chat messages), each side counted in full with its latest few. A user has tens of reports at
 * most, so each kind is read whole rather than counted and paged in SQL.
 */
export function userReports(db: Db, userId: string): { made: ReportSide; against: ReportSide } {
	const made = [
		db
			.select(REVIEW_REPORT)
			.from(reviewReports)
			.where(eq(reviewReports.reporterId, userId))
			.orderBy(desc(reviewReports.id))
			.all(),
		db.select(WALL_REPORT).from(wallReports).where(eq(wallReports.reporterId, userId)).all(),
		db.select(CHAT_REPORT).from(chatReports).where(eq(chatReports.reporterId, userId)).all(),
	];
	const against = [
		db
			.select(REVIEW_REPORT)
			.from(reviewReports)
			.innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
			.where(eq(reviews.authorId, userId))
			.all(),
		db
			.select(WALL_REPORT)
			.from(wallReports)
			.leftJoin(wallPosts, eq(wallPosts.id, wallReports.postId))
			.leftJoin(wallComments, eq(wallComments.id, wallReports.commentId))
			.where(
				or(
					eq(wallComments.authorId, userId),
					sql`${wallReports.commentId} IS NULL AND ${wallPosts.authorId} = ${userId}`,
				),
			)
			.all(),
		db
			.select({ ...CHAT_REPORT, targetId: chatReports.messageId })
			.from(chatReports)
			.innerJoin(messages, eq(messages.id, chatReports.messageId))
			.where(eq(messages.senderId, userId))
			.all(),
	];
	return { made: side(made), against: side(against) };
}
