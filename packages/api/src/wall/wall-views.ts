import { profiles, users, wallComments, wallPosts, wallReactions } from '@edge/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../shared/db-tx';
import { type ContentViewer, hiddenMark, visibleTo } from '../staff/reports/content-visibility';
import type { AuthorView, CommentView, LiveCommentView, PostView, WallLiveEvent, WallProfileKind } from './wall.types';

type CountsEvent = Extract<WallLiveEvent, { type: 'counts' }>;

/** The columns an author is drawn from: the person, and the profile the row speaks for (if it still exists). */
const authorColumns = {
	userId: users.id,
	firstName: users.firstName,
	lastName: users.lastName,
	profileId: profiles.id,
	profileTitle: profiles.title,
	profileKind: profiles.kind,
	profileImageId: profiles.imageId,
};

interface AuthorColumns {
	userId: string;
	firstName: string;
	lastName: string;
	profileId: number | null;
	profileTitle: string | null;
	profileKind: string | null;
	profileImageId: string | null;
}

function toAuthor(row: AuthorColumns): AuthorView {
	if (row.profileId !== null && row.profileTitle !== null) {
		return {
			userId: row.userId,
			name: row.profileTitle,
			profileId: row.profileId,
			profileKind: row.profileKind as WallProfileKind,
			imageId: row.profileImageId,
		};
	}
	return {
		userId: row.userId,
		name: `${row.firstName} ${row.lastName}`.trim(),
		profileId: null,
		profileKind: null,
		imageId: null,
	};
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Posts with their authors, in the order of `where`/`orderBy` the caller applies. */
export function selectPosts(db: DbOrTx) {
	return db
		.select({ post: wallPosts, ...authorColumns })
		.from(wallPosts)
		.innerJoin(users, eq(users.id, wallPosts.authorId))
		.leftJoin(profiles, eq(profiles.id, wallPosts.profileId));
}

export function selectComments(db: DbOrTx) {
	return db
		.select({ comment: wallComments, ...authorColumns })
		.from(wallComments)
		.innerJoin(users, eq(users.id, wallComments.authorId))
		.leftJoin(profiles, eq(profiles.id, wallComments.profileId));
}

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['all']>>[number];
type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['all']>>[number];

/** The posts as `viewerId` sees them (their own reaction, whether they wrote it). */
export function toPostViews(db: DbOrTx, rows: readonly PostRow[], viewerId: string | null): PostView[] {
	const reactions = new Map<number, PostView['myReaction']>();
	if (viewerId && rows.length > 0) {
		const mine = db
			.select({ postId: wallReactions.postId, reaction: wallReactions.reaction })
			.from(wallReactions)
			.where(
				and(
					eq(wallReactions.userId, viewerId),
					inArray(
						wallReactions.postId,
						rows.map((row) => row.post.id),
					),
				),
			)
			.all();
		for (const row of mine) reactions.set(row.postId, row.reaction);
	}
	return rows.map(({ post, ...author }) => ({
		id: post.id,
		title: post.title,
		content: post.content,
		imageId: post.imageId,
		createdAt: post.createdAt.toISOString(),
		editedAt: iso(post.editedAt),
		author: toAuthor(author),
		likeCount: post.likeCount,
		dislikeCount: post.dislikeCount,
		commentCount: post.commentCount,
		myReaction: reactions.get(post.id) ?? null,
		mine: viewerId === post.authorId,
		hidden: hiddenMark(post),
	}));
}

export function toLiveComment({ comment, ...author }: CommentRow): LiveCommentView {
	return {
		id: comment.id,
		postId: comment.postId,
		body: comment.body,
		createdAt: comment.createdAt.toISOString(),
		editedAt: iso(comment.editedAt),
		author: toAuthor(author),
		hidden: hiddenMark(comment),
	};
}

export function toCommentView(row: CommentRow, viewerId: string | null): CommentView {
	return { ...toLiveComment(row), mine: viewerId === row.comment.authorId };
}

/** One post as `viewer` sees it, or undefined (also when it is hidden from them). */
export function findPostView(db: DbOrTx, postId: number, viewer: ContentViewer): PostView | undefined {
	const row = selectPosts(db)
		.where(and(eq(wallPosts.id, postId), visibleTo(wallPosts.hiddenAt, wallPosts.authorId, viewer)))
		.get();
	return row ? toPostViews(db, [row], viewer.id)[0] : undefined;
}

export function findCommentRow(db: DbOrTx, commentId: number): CommentRow | undefined {
	return selectComments(db).where(eq(wallComments.id, commentId)).get();
}

/** The post's counts as they are after the change, for the 'counts' event. */
export function countsEvent(db: DbOrTx, postId: number): CountsEvent | null {
	const post = db
		.select({
			likeCount: wallPosts.likeCount,
			dislikeCount: wallPosts.dislikeCount,
			commentCount: wallPosts.commentCount,
		})
		.from(wallPosts)
		.where(eq(wallPosts.id, postId))
		.get();
	return post ? { type: 'counts', postId, ...post } : null;
}
