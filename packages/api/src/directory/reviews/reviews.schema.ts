import { z } from 'zod';
import '../../shared/zod-messages';

/**
 * Inputs of the reviews procedures (issue 7), shared with the review and reply forms. Messages are
 * catalog keys. A missing rating and a rating of 0 (Mantine's Rating with no star chosen) both read
 * "choose a rating"; any other value outside 1-5 is out of range.
 */

export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_REASON_MAX = 500;
export const REVIEWS_PAGE_MAX = 50;

const id = z.number().int().positive();

export const reviewRatingSchema = z
	.number({
		error: (issue) => (issue.input == null ? 'reviews.ratingRequired' : 'reviews.ratingRange'),
	})
	.int('reviews.ratingRange')
	.min(1, 'reviews.ratingRequired')
	.max(5, 'reviews.ratingRange');

/** Optional: an empty or blank comment is stored as no comment. */
const commentSchema = z
	.string()
	.trim()
	.max(REVIEW_COMMENT_MAX, 'validation.tooLong')
	.nullish()
	.transform((value) => value || null);

/** What the review form edits; the procedure adds the profile. */
export const reviewFieldsSchema = z.object({ rating: reviewRatingSchema, comment: commentSchema });
export type ReviewFieldsInput = z.input<typeof reviewFieldsSchema>;

export const upsertReviewSchema = reviewFieldsSchema.extend({ profileId: id });
export type UpsertReviewInput = z.input<typeof upsertReviewSchema>;

export const reviewIdSchema = z.object({ reviewId: id });

export const profileReviewsSchema = z.object({ profileId: id });

export const listReviewsSchema = z.object({
	profileId: id,
	/** The id of the last review of the previous page; reviews are listed by id, newest first. */
	cursor: id.nullish(),
	limit: z.number().int().min(1).max(REVIEWS_PAGE_MAX).default(10),
});

export const replyReviewSchema = z.object({
	reviewId: id,
	reply: z.string().trim().min(1, 'validation.required').max(REVIEW_REPLY_MAX, 'validation.tooLong'),
});
export type ReplyReviewInput = z.input<typeof replyReviewSchema>;

export const reportReviewSchema = z.object({
	reviewId: id,
	reason: z
		.string()
		.trim()
		.max(REVIEW_REPORT_REASON_MAX, 'validation.tooLong')
		.nullish()
		.transform((value) => value || null),
});
export type ReportReviewInput = z.input<typeof reportReviewSchema>;
