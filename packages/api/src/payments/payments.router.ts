import { protectedProcedure, publicProcedure, router } from '../trpc';
import {
	changePlanSchema,
	confirmSubscriptionSchema,
	subscribeSchema,
	subscriptionActionSchema,
} from './payments.schema';
import {
	abandonSubscription,
	changePlan,
	confirmSubscription,
	subscribe,
	subscriptionAction,
} from './payments.service';
import { chargeRateView, myReceipts, mySubscriptions, paymentsCatalog } from './payments-views';

/** Plans and PayPal subscriptions (issue 6, docs/payments.md). */
export const paymentsRouter = router({
	catalog: publicProcedure.query(({ ctx }) => paymentsCatalog(ctx, ctx.user)),
	/** The rate DOP$ prices are charged at, for the quotes of chat top-ups and offers; null before one is set. */
	chargeRate: publicProcedure.query(({ ctx }) => chargeRateView(ctx)),
	/** The PayPal JS SDK's client id and script URL for the buttons; null when payments are off. */
	checkoutConfig: publicProcedure.query(({ ctx }) => ctx.paypal?.checkout ?? null),
	mine: protectedProcedure.query(({ ctx }) => mySubscriptions(ctx, ctx.user)),
	receipts: protectedProcedure.query(({ ctx }) => myReceipts(ctx, ctx.user)),
	subscribe: protectedProcedure
		.input(subscribeSchema)
		.mutation(({ ctx, input }) => subscribe(ctx, ctx.user, input, ctx.language)),
	confirm: protectedProcedure
		.input(confirmSubscriptionSchema)
		.mutation(({ ctx, input }) => confirmSubscription(ctx, ctx.user, input.subscriptionId)),
	/** The buyer cancelled at PayPal: gives back the first purchase the attempt held. */
	abandon: protectedProcedure
		.input(confirmSubscriptionSchema)
		.mutation(({ ctx, input }) => abandonSubscription(ctx, ctx.user, input.subscriptionId)),
	changePlan: protectedProcedure.input(changePlanSchema).mutation(({ ctx, input }) => changePlan(ctx, ctx.user, input)),
	cancel: protectedProcedure
		.input(subscriptionActionSchema)
		.mutation(({ ctx, input }) => subscriptionAction(ctx, ctx.user, input, 'cancel')),
	suspend: protectedProcedure
		.input(subscriptionActionSchema)
		.mutation(({ ctx, input }) => subscriptionAction(ctx, ctx.user, input, 'suspend')),
	resume: protectedProcedure
		.input(subscriptionActionSchema)
		.mutation(({ ctx, input }) => subscriptionAction(ctx, ctx.user, input, 'resume')),
});
