import { type UserRow, wallPosts } from '@edge/db';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiDeps } from '../context';
import { removeUploadFiles } from '../directory/profile-removal';
import { requireOwnUploads } from '../images/upload-ownership';
import { dropUnusedUnattached } from '../images/upload-usage';
import { AppError } from '../shared/app-error';
import type { DbOrTx } from '../shared/db-tx';
import { writeTransaction } from '../shared/write-transaction';
import { type ContentViewer, viewerOf, visibleTo } from '../staff/reports/content-visibility';
import type { createWallPostSchema, updateWallPostSchema } from './wall.schema';
import type { PostView, WallPostsPage } from './wall.types';
import { requireAuthor, requireSpeakingProfile } from './wall-access';
import { publishWall } from './wall-live';
import { findPostView, selectPosts, toPostViews } from './wall-views';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'chatBus' | 'uploadsDir'>;

/** The post row, or NOT_FOUND 'wall.postNotFound'. */
export function requirePost(db: DbOrTx, postId: number) {
	const row = db.select().from(wallPosts).where(eq(wallPosts.id, postId)).get();
	if (!row) throw new AppError('NOT_FOUND', 'wall.errors.postNotFound');
	return row;
}

function postView(db: DbOrTx, postId: number, viewer: ContentViewer): PostView {
	const view = findPostView(db, postId, viewer);
	if (!view) throw new AppError('NOT_FOUND', 'wall.errors.postNotFound');
	return view;
}

/** The post if `viewer` may see it (a hidden one only by its author and staff), or NOT_FOUND. */
export function requireVisiblePost(db: DbOrTx, postId: number, viewer: ContentViewer) {
	const row = db
		.select()
		.from(wallPosts)
		.where(and(eq(wallPosts.id, postId), visibleTo(wallPosts.hiddenAt, wallPosts.authorId, viewer)))
		.get();
	if (!row) throw new AppError('NOT_FOUND', 'wall.errors.postNotFound');
	return row;
}

/**
 * Newest first; hidden posts only for their author and staff. The cursor is the last post id of the previous page: ids only grow, so posts added
 * meanwhile land before the first page and never shift or repeat the following ones.
 */
export function listPosts(
	deps: Pick<ApiDeps, 'db'>,
	viewer: ContentViewer,
	input: { cursor?: number | null; limit: number },
): WallPostsPage {
	const rows = selectPosts(deps.db)
		.where(
			and(
				input.cursor ? lt(wallPosts.id, input.cursor) : undefined,
				visibleTo(wallPosts.hiddenAt, wallPosts.authorId, viewer),
			),
		)
		.orderBy(desc(wallPosts.id))
		.limit(input.limit + 1)
		.all();
	const page = rows.slice(0, input.limit);
	return {
		items: toPostViews(deps.db, page, viewer.id),
		nextCursor: rows.length > input.limit ? (page.at(-1)?.post.id ?? null) : null,
	};
}

export function getPost(deps: Pick<ApiDeps, 'db'>, viewer: ContentViewer, postId: number): PostView {
	return postView(deps.db, postId, viewer);
}

export function createPost(deps: Deps, user: UserRow, input: z.output<typeof createWallPostSchema>): PostView {
	const now = deps.clock.now();
	const postId = writeTransaction(deps.db, (tx) => {
		requireOwnUploads(tx, user.id, [input.imageId]);
		const profileId = requireSpeakingProfile(tx, user.id, input.profileId);
		return tx
			.insert(wallPosts)
			.values({
				authorId: user.id,
				profileId,
				title: input.title,
				content: input.content,
				imageId: input.imageId,
				createdAt: now,
			})
			.returning({ id: wallPosts.id })
			.get().id;
	});
	publishWall(deps.chatBus, [{ type: 'post', postId }]);
	return postView(deps.db, postId, viewerOf(user));
}

/** The author changes the title, content or image; an image let go is deleted when nothing else uses it. */
export function updatePost(deps: Deps, user: UserRow, input: z.output<typeof updateWallPostSchema>): PostView {
	const now = deps.clock.now();
	const dropped = writeTransaction(deps.db, (tx) => {
		const post = requirePost(tx, input.postId);
		requireAuthor(post, user.id);
		if (input.imageId !== post.imageId) requireOwnUploads(tx, user.id, [input.imageId]);
		tx.update(wallPosts)
			.set({ title: input.title, content: input.content, imageId: input.imageId, editedAt: now })
			.where(eq(wallPosts.id, post.id))
			.run();
		return post.imageId !== input.imageId ? dropUnusedUnattached(tx, post.imageId) : [];
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return postView(deps.db, input.postId, viewerOf(user));
}

/**
 * The author deletes a post with its comments, reactions and reports (ON DELETE CASCADE), and its
 * image when nothing else uses it. No plan needed: anyone may take back what they wrote.
 */
export function deletePost(deps: Deps, user: UserRow, postId: number): { ok: true } {
	const dropped = writeTransaction(deps.db, (tx) => {
		const post = requirePost(tx, postId);
		requireAuthor(post, user.id);
		tx.delete(wallPosts).where(eq(wallPosts.id, post.id)).run();
		return dropUnusedUnattached(tx, post.imageId);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	publishWall(deps.chatBus, [{ type: 'removed', postId, commentId: null }]);
	return { ok: true };
}
