import { protectedProcedure, router } from '../../trpc';
import { balanceSchema, confirmTopUpSchema, messageAccessSchema, topUpSchema } from './billing.schema';
import { myBalance, myMessageAccess } from './billing.service';
import { confirmTopUp, startTopUp } from './top-up.service';

/** Who pays for a message, the prepaid balance and its top-ups (docs/chat.md). */
export const chatBillingRouter = router({
	access: protectedProcedure
		.input(messageAccessSchema)
		.query(({ ctx, input }) => myMessageAccess(ctx, ctx.user.id, input)),
	balance: protectedProcedure.input(balanceSchema).query(({ ctx, input }) => myBalance(ctx, ctx.user.id, input)),
	topUp: protectedProcedure
		.input(topUpSchema)
		.mutation(({ ctx, input }) => startTopUp(ctx, ctx.user, input, ctx.language)),
	confirmTopUp: protectedProcedure
		.input(confirmTopUpSchema)
		.mutation(({ ctx, input }) => confirmTopUp(ctx, ctx.user, input)),
});
