import { byAddressAndAccount } from '../../shared/limits/limit-keys';
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
import { listReviews, reviewSummary } from './reviews-views';

/** A profile's reviews (issue 7, docs/directory.md "Reviews"). */
export const reviewsRouter = router({
	list: publicProcedure
		.meta({ publicCache: true })
		.input(listReviewsSchema)
		.query(({ ctx, input }) => listReviews(ctx, ctx.user?.id ?? null, input)),
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
});
