import { type UserRow, wallComments, wallPosts } from '@edge/db';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import type { DbOrTx } from '../shared/db-tx';
import { writeTransaction } from '../shared/write-transaction';
import { type ContentViewer, viewerOf, visibleTo } from '../staff/reports/content-visibility';
import type { addWallCommentSchema, updateWallCommentSchema } from './wall.schema';
import type { CommentView, WallCommentsPage } from './wall.types';
import { requireAuthor, requireSpeakingProfile } from './wall-access';
import { publishWall } from './wall-live';
import { requireVisiblePost } from './wall-posts.service';
import { countsEvent, findCommentRow, selectComments, toCommentView, toLiveComment } from './wall-views';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'chatBus'>;

function requireComment(db: DbOrTx, commentId: number) {
	const row = db.select().from(wallComments).where(eq(wallComments.id, commentId)).get();
	if (!row) throw new AppError('NOT_FOUND', 'wall.errors.commentNotFound');
	return row;
}

/**
 * Oldest first; the cursor is the last comment id of the previous page, so new comments only append.
 * Hidden comments (and the comments of a hidden post) only for their author and staff.
 */
export function listComments(
	deps: Pick<ApiDeps, 'db'>,
	viewer: ContentViewer,
	input: { postId: number; cursor?: number | null; limit: number },
): WallCommentsPage {
	requireVisiblePost(deps.db, input.postId, viewer);
	const rows = selectComments(deps.db)
		.where(
			and(
				eq(wallComments.postId, input.postId),
				input.cursor ? gt(wallComments.id, input.cursor) : undefined,
				visibleTo(wallComments.hiddenAt, wallComments.authorId, viewer),
			),
		)
		.orderBy(asc(wallComments.id))
		.limit(input.limit + 1)
		.all();
	const page = rows.slice(0, input.limit);
	return {
		items: page.map((row) => toCommentView(row, viewer.id)),
		nextCursor: rows.length > input.limit ? (page.at(-1)?.comment.id ?? null) : null,
	};
}

export function addComment(deps: Deps, user: UserRow, input: z.output<typeof addWallCommentSchema>): CommentView {
	const now = deps.clock.now();
	const { commentId, counts } = writeTransaction(deps.db, (tx) => {
		const post = requireVisiblePost(tx, input.postId, viewerOf(user));
		const profileId = requireSpeakingProfile(tx, user.id, input.profileId);
		const inserted = tx
			.insert(wallComments)
			.values({ postId: post.id, authorId: user.id, profileId, body: input.body, createdAt: now })
			.returning({ id: wallComments.id })
			.get();
		tx.update(wallPosts)
			.set({ commentCount: sql`${wallPosts.commentCount} + 1` })
			.where(eq(wallPosts.id, post.id))
			.run();
		return { commentId: inserted.id, counts: countsEvent(tx, post.id) };
	});
	const row = findCommentRow(deps.db, commentId);
	if (!row) throw new AppError('NOT_FOUND', 'wall.errors.commentNotFound');
	publishWall(deps.chatBus, [
		{ type: 'comment', postId: input.postId, comment: toLiveComment(row) },
		...(counts ? [counts] : []),
	]);
	return toCommentView(row, user.id);
}

export function updateComment(deps: Deps, user: UserRow, input: z.output<typeof updateWallCommentSchema>): CommentView {
	const now = deps.clock.now();
	writeTransaction(deps.db, (tx) => {
		const comment = requireComment(tx, input.commentId);
		requireAuthor(comment, user.id);
		tx.update(wallComments).set({ body: input.body, editedAt: now }).where(eq(wallComments.id, comment.id)).run();
	});
	const row = findCommentRow(deps.db, input.commentId);
	if (!row) throw new AppError('NOT_FOUND', 'wall.errors.commentNotFound');
	return toCommentView(row, user.id);
}

/**
 * The author deletes a comment (no plan needed); the post's count follows in the same transaction.
 * A hidden comment was already out of the count (staff-reports' hide takes it out), so it stays.
 */
export function deleteComment(deps: Deps, user: UserRow, commentId: number): { ok: true } {
	const { postId, counts } = writeTransaction(deps.db, (tx) => {
		const comment = requireComment(tx, commentId);
		requireAuthor(comment, user.id);
		tx.delete(wallComments).where(eq(wallComments.id, comment.id)).run();
		if (comment.hiddenAt === null) {
			tx.update(wallPosts)
				.set({ commentCount: sql`max(${wallPosts.commentCount} - 1, 0)` })
				.where(eq(wallPosts.id, comment.postId))
				.run();
		}
		return { postId: comment.postId, counts: countsEvent(tx, comment.postId) };
	});
	publishWall(deps.chatBus, [{ type: 'removed', postId, commentId }, ...(counts ? [counts] : [])]);
	return { ok: true };
}
