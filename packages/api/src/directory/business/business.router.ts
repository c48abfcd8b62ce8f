import { protectedProcedure, publicProcedure, router } from '../../trpc';
import {
	businessProfileIdInput,
	businessProfileInput,
	businessProfileUpdateInput,
	confirmVerificationInput,
	requestVerificationInput,
} from './business.schema';
import {
	businessCategoryList,
	createBusinessProfile,
	deleteBusinessProfile,
	updateBusinessProfile,
} from './business.service';
import { confirmVerificationCode, requestVerificationCode, verificationState } from './business-verification';
import { getBusinessProfile, myBusinessProfiles } from './business-views';

/** Business profiles (issue 7, docs/directory.md): owner-only writes, public pages. */
export const businessRouter = router({
	categories: publicProcedure.meta({ publicCache: true }).query(({ ctx }) => businessCategoryList(ctx)),
	get: publicProcedure
		.meta({ publicCache: true })
		.input(businessProfileIdInput)
		.query(({ ctx, input }) => getBusinessProfile(ctx, ctx.user?.id ?? null, input.id)),
	mine: protectedProcedure.query(({ ctx }) => myBusinessProfiles(ctx, ctx.user)),
	create: protectedProcedure
		.input(businessProfileInput)
		.mutation(({ ctx, input }) => createBusinessProfile(ctx, ctx.user, input)),
	update: protectedProcedure
		.input(businessProfileUpdateInput)
		.mutation(({ ctx, input }) => updateBusinessProfile(ctx, ctx.user.id, input)),
	delete: protectedProcedure.input(businessProfileIdInput).mutation(({ ctx, input }) => {
		deleteBusinessProfile(ctx, ctx.user.id, input.id);
		return { id: input.id };
	}),
	verification: protectedProcedure
		.input(businessProfileIdInput)
		.query(({ ctx, input }) => verificationState(ctx, ctx.user.id, input.id)),
	requestVerification: protectedProcedure
		.input(requestVerificationInput)
		.mutation(({ ctx, input }) => requestVerificationCode(ctx, ctx.user.id, input, ctx.language)),
	confirmVerification: protectedProcedure
		.input(confirmVerificationInput)
		.mutation(({ ctx, input }) => confirmVerificationCode(ctx, ctx.user.id, input)),
});
