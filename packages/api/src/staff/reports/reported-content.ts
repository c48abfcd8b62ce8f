import { messages, profiles, reviews, users, wallComments, wallPosts } from '@edge/db';
import type { ReportedKind } from '@edge/db/staff-kinds';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';
import type { ContextMessage, ReportContext, ReportedAuthor } from './staff-reports.types';

/** How many messages before and after a reported one staff read with it. */
export const CHAT_CONTEXT_AROUND = 5;

/** The reported content of one item, as the queue shows it (without its reports). */
export interface ReportedContent {
	authorId: string;
	title: string | null;
	text: string;
	createdAt: Date;
	hiddenAt: Date | null;
	hiddenReason: string | null;
	context: ReportContext;
}

function reviewContent(db: DbOrTx, id: number): ReportedContent | null {
	const row = db
		.select({ review: reviews, profileId: profiles.id, profileTitle: profiles.title, profileKind: profiles.kind })
		.from(reviews)
		.leftJoin(profiles, eq(profiles.id, reviews.profileId))
		.where(eq(reviews.id, id))
		.get();
	if (!row) return null;
	const { review } = row;
	return {
		authorId: review.authorId,
		title: null,
		text: review.comment ?? '',
		createdAt: review.createdAt,
		hiddenAt: review.hiddenAt,
		hiddenReason: review.hiddenReason,
		context: {
			kind: 'review',
			rating: review.rating,
			profile:
				row.profileId !== null && row.profileTitle !== null && row.profileKind !== null
					? { id: row.profileId, title: row.profileTitle, kind: row.profileKind }
					: null,
		},
	};
}

function wallPostContent(db: DbOrTx, id: number): ReportedContent | null {
	const post = db.select().from(wallPosts).where(eq(wallPosts.id, id)).get();
	if (!post) return null;
	return {
		authorId: post.authorId,
		title: post.title,
		text: post.content,
		createdAt: post.createdAt,
		hiddenAt: post.hiddenAt,
		hiddenReason: post.hiddenReason,
		context: { kind: 'wallPost' },
	};
}

function wallCommentContent(db: DbOrTx, id: number): ReportedContent | null {
	const row = db
		.select({ comment: wallComments, postTitle: wallPosts.title })
		.from(wallComments)
		.innerJoin(wallPosts, eq(wallPosts.id, wallComments.postId))
		.where(eq(wallComments.id, id))
		.get();
	if (!row) return null;
	const { comment } = row;
	return {
		authorId: comment.authorId,
		title: null,
		text: comment.body,
		createdAt: comment.createdAt,
		hiddenAt: comment.hiddenAt,
		hiddenReason: comment.hiddenReason,
		context: { kind: 'wallComment', post: { id: comment.postId, title: row.postTitle } },
	};
}

/**
 * The reported message with the conversation around it (staff only: nobody else reads a chat they
 * are not in). The messages are shown whole, hidden ones included, marked.
 */
function chatMessageContent(db: DbOrTx, id: number): ReportedContent | null {
	const message = db.select().from(messages).where(eq(messages.id, id)).get();
	if (!message) return null;
	const inConversation = eq(messages.conversationId, message.conversationId);
	const before = db
		.select()
		.from(messages)
		.where(and(inConversation, lt(messages.id, id)))
		.orderBy(desc(messages.id))
		.limit(CHAT_CONTEXT_AROUND)
		.all()
		.reverse();
	const after = db
		.select()
		.from(messages)
		.where(and(inConversation, gt(messages.id, id)))
		.orderBy(messages.id)
		.limit(CHAT_CONTEXT_AROUND)
		.all();
	const around = [...before, message, ...after];
	const names = new Map(
		db
			.select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
			.from(users)
			.where(inArray(users.id, [...new Set(around.map((row) => row.senderId))]))
			.all()
			.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()] as const),
	);
	return {
		authorId: message.senderId,
		title: null,
		text: message.body,
		createdAt: message.createdAt,
		hiddenAt: message.hiddenAt,
		hiddenReason: message.hiddenReason,
		context: {
			kind: 'chatMessage',
			conversationId: message.conversationId,
			messages: around.map(
				(row): ContextMessage => ({
					id: row.id,
					senderId: row.senderId,
					senderName: names.get(row.senderId) ?? '',
					body: row.body,
					createdAt: row.createdAt.toISOString(),
					reported: row.id === id,
					hidden: row.hiddenAt !== null,
				}),
			),
		},
	};
}

const READERS: Record<ReportedKind, (db: DbOrTx, id: number) => ReportedContent | null> = {
	review: reviewContent,
	wallPost: wallPostContent,
	wallComment: wallCommentContent,
	chatMessage: chatMessageContent,
};

export function findReportedContent(db: DbOrTx, kind: ReportedKind, id: number): ReportedContent | null {
	return READERS[kind](db, id);
}

/** The item, or NOT_FOUND (it was deleted by its author meanwhile, with its reports). */
export function requireReportedContent(db: DbOrTx, kind: ReportedKind, id: number): ReportedContent {
	const content = findReportedContent(db, kind, id);
	if (!content) throw new AppError('NOT_FOUND', 'admin.reports.errors.notFound');
	return content;
}

export function reportedAuthor(db: DbOrTx, userId: string): ReportedAuthor {
	const user = db
		.select({
			id: users.id,
			firstName: users.firstName,
			lastName: users.lastName,
			email: users.email,
			suspendedAt: users.suspendedAt,
			staffRole: users.staffRole,
		})
		.from(users)
		.where(eq(users.id, userId))
		.get();
	if (!user) throw new AppError('NOT_FOUND', 'admin.reports.errors.notFound');
	return {
		id: user.id,
		name: `${user.firstName} ${user.lastName}`.trim(),
		email: user.email,
		suspended: user.suspendedAt !== null,
		suspendedAt: user.suspendedAt?.toISOString() ?? null,
		staffRole: user.staffRole ?? null,
	};
}
