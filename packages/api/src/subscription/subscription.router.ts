import { z } from 'zod';
import { protectedProcedure, router } from '../trpc';
import { getOwnSubscription } from './subscription.service';

export const subscriptionRouter = router({
	byId: protectedProcedure
		.input(z.object({ subscriptionId: z.string().min(1).max(100) }))
		.query(({ ctx, input }) => getOwnSubscription(ctx, ctx.user.id, input.subscriptionId, ctx.language)),
});
