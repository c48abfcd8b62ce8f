import { byAddressAndAccount } from '../../shared/limits/limit-keys';
import { limitedStream } from '../../shared/limits/limited-stream';
import { viewerOf } from '../../staff/reports/content-visibility';
import { protectedProcedure, publicProcedure, router } from '../../trpc';
import {
	listReviewsSchema,
	profileReviewsSchema,
	replyReviewSchema,
	reportReviewSchema,
	reviewIdSchema,
	upsertReviewSchema,
} from './reviews.schema';
import { removeReview, replyToReview, reportReview, upsertReview } from './reviews.service';
import { reviewsLiveStream } from './reviews-live';
import { listReviews, reviewSummary } from './reviews-views';

/** A profile's reviews (issue 7, docs/directory.md "Reviews"). */
export const reviewsRouter = router({
	list: publicProcedure
		.meta({ publicCache: true })
		.input(listReviewsSchema)
		.query(({ ctx, input }) => listReviews(ctx, viewerOf(ctx.user), input)),
	summary: publicProcedure
		.meta({ publicCache: true })
		.input(profileReviewsSchema)
		.query(({ ctx, input }) => reviewSummary(ctx, ctx.user?.id ?? null, input.profileId)),
	upsert: protectedProcedure.input(upsertReviewSchema).mutation(async ({ ctx, input }) => {
		await ctx.limits.consumeAll(byAddressAndAccount('review', ctx));
		return upsertReview(ctx, ctx.user, input);
	}),
	remove: protectedProcedure
		.input(reviewIdSchema)
		.mutation(({ ctx, input }) => removeReview(ctx, ctx.user, input.reviewId)),
	reply: protectedProcedure.input(replyReviewSchema).mutation(async ({ ctx, input }) => {
		await ctx.limits.consumeAll(byAddressAndAccount('review', ctx));
		return replyToReview(ctx, ctx.user, input);
	}),
	report: protectedProcedure.input(reportReviewSchema).mutation(async ({ ctx, input }) => {
		await ctx.limits.consumeAll(byAddressAndAccount('report', ctx));
		return reportReview(ctx, ctx.user, input);
	}),
	/**
	 * 'changed' whenever the profile's reviews change (written, removed, hidden or restored), over
	 * SSE; 'ready' first. Streams are capped like the wall's (limitedStream).
	 */
	live: publicProcedure
		.input(profileReviewsSchema)
		.subscription(({ ctx, input, signal }) =>
			limitedStream(ctx, () => reviewsLiveStream(ctx.chatBus, input.profileId, signal)),
		),
});
