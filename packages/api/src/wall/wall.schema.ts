import { COMMENT_MAX, POST_CONTENT_MAX, POST_TITLE_MAX, REACTIONS, REPORT_REASON_MAX } from '@edge/db/wall-kinds';
import { z } from 'zod';
import { uploadIdInput } from '../images/upload-id';
import '../shared/zod-messages';

/**
 * Inputs of the business wall (issue 9, docs/wall.md), shared by the server and the web forms.
 * Messages are catalog keys (wall.errors.*). Text is trimmed and stored as typed: the web shows it
 * as text, never as HTML, so the server does not escape or strip anything.
 */

export const WALL_PAGE_MAX = 50;

const id = z.number().int().positive();

export const wallPostTitleSchema = z
	.string()
	.trim()
	.min(1, 'wall.errors.titleRequired')
	.max(POST_TITLE_MAX, 'wall.errors.titleTooLong');

export const wallPostContentSchema = z
	.string()
	.trim()
	.min(1, 'wall.errors.contentRequired')
	.max(POST_CONTENT_MAX, 'wall.errors.contentTooLong');

export const wallCommentBodySchema = z
	.string()
	.trim()
	.min(1, 'wall.errors.commentRequired')
	.max(COMMENT_MAX, 'wall.errors.commentTooLong');

export const wallReportReasonSchema = z
	.string()
	.trim()
	.min(1, 'wall.errors.reasonRequired')
	.max(REPORT_REASON_MAX, 'wall.errors.reasonTooLong');

/** Which of the author's business or restaurant profiles speaks; null posts under the author's name. */
const profileId = id.nullable();
const imageId = uploadIdInput.nullable();

const pageLimit = z.number().int().min(1).max(WALL_PAGE_MAX).default(20);

export const wallPostsSchema = z
	.object({
		/** The `nextCursor` of the previous page (a post id: older posts follow). */
		cursor: id.nullish(),
		limit: pageLimit,
	})
	.default({ limit: 20 });
export type WallPostsInput = z.input<typeof wallPostsSchema>;

export const wallPostIdSchema = z.object({ postId: id });
export type WallPostIdInput = z.input<typeof wallPostIdSchema>;

export const wallCommentsSchema = z.object({
	postId: id,
	/** The `nextCursor` of the previous page (a comment id: newer comments follow). */
	cursor: id.nullish(),
	limit: pageLimit,
});
export type WallCommentsInput = z.input<typeof wallCommentsSchema>;

/** The post form's fields (title, content, image), without who posts it. */
export const wallPostFieldsSchema = z.object({
	title: wallPostTitleSchema,
	content: wallPostContentSchema,
	imageId,
});
export type WallPostFields = z.input<typeof wallPostFieldsSchema>;

export const createWallPostSchema = wallPostFieldsSchema.extend({ profileId });
export type CreateWallPostInput = z.input<typeof createWallPostSchema>;

export const updateWallPostSchema = wallPostFieldsSchema.extend({ postId: id });
export type UpdateWallPostInput = z.input<typeof updateWallPostSchema>;

export const addWallCommentSchema = z.object({ postId: id, body: wallCommentBodySchema, profileId });
export type AddWallCommentInput = z.input<typeof addWallCommentSchema>;

export const updateWallCommentSchema = z.object({ commentId: id, body: wallCommentBodySchema });
export type UpdateWallCommentInput = z.input<typeof updateWallCommentSchema>;

export const wallCommentIdSchema = z.object({ commentId: id });

/** null removes the user's reaction; the same reaction twice changes nothing. */
export const wallReactSchema = z.object({ postId: id, reaction: z.enum(REACTIONS).nullable() });
export type WallReactInput = z.input<typeof wallReactSchema>;

export const WALL_REPORT_TARGETS = ['post', 'comment'] as const;
export const wallReportSchema = z.object({
	target: z.enum(WALL_REPORT_TARGETS),
	id,
	reason: wallReportReasonSchema,
});
export type WallReportInput = z.input<typeof wallReportSchema>;
