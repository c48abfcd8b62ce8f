import { protectedProcedure, router } from '../../trpc';
import { confirmOfferPaymentSchema, createOfferSchema, offerIdSchema, payOfferSchema } from './offers.schema';
import { createOffer, decideOffer } from './offers.service';
import { confirmOfferPayment, payOffer } from './offers-payment';
import { getOffer, offerReceipt } from './offers-views';

/** Offers inside a conversation (issue 8, docs/chat.md "Offers"): made, decided once, paid, receipted. */
export const chatOffersRouter = router({
	get: protectedProcedure.input(offerIdSchema).query(({ ctx, input }) => getOffer(ctx, ctx.user.id, input.offerId)),
	create: protectedProcedure.input(createOfferSchema).mutation(async ({ ctx, input }) => {
		await ctx.limits.consume('chatOffer:account', ctx.user.id);
		return createOffer(ctx, ctx.user.id, input);
	}),
	withdraw: protectedProcedure
		.input(offerIdSchema)
		.mutation(({ ctx, input }) => decideOffer(ctx, ctx.user.id, input.offerId, 'withdrawn')),
	accept: protectedProcedure
		.input(offerIdSchema)
		.mutation(({ ctx, input }) => decideOffer(ctx, ctx.user.id, input.offerId, 'accepted')),
	reject: protectedProcedure
		.input(offerIdSchema)
		.mutation(({ ctx, input }) => decideOffer(ctx, ctx.user.id, input.offerId, 'rejected')),
	pay: protectedProcedure
		.input(payOfferSchema)
		.mutation(({ ctx, input }) => payOffer(ctx, ctx.user, input, ctx.language)),
	confirmPayment: protectedProcedure
		.input(confirmOfferPaymentSchema)
		.mutation(({ ctx, input }) => confirmOfferPayment(ctx, ctx.user, input)),
	receipt: protectedProcedure
		.input(offerIdSchema)
		.query(({ ctx, input }) => offerReceipt(ctx, ctx.user.id, input.offerId)),
});
