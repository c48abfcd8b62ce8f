import { protectedProcedure, router } from '../trpc';
import { markNoticesReadSchema } from './notices.schema';
import { markNoticesRead, myNotices } from './notices.service';

/** The signed-in user's notices about staff decisions (issue 21, docs/admin.md): /profile lists them. */
export const noticesRouter = router({
	mine: protectedProcedure.query(({ ctx }) => myNotices(ctx.db, ctx.user.id)),
	markRead: protectedProcedure
		.input(markNoticesReadSchema)
		.mutation(({ ctx, input }) => ({ changed: markNoticesRead(ctx.db, ctx.user.id, input.ids, ctx.clock.now()) })),
	markAllRead: protectedProcedure.mutation(({ ctx }) => ({
		changed: markNoticesRead(ctx.db, ctx.user.id, 'all', ctx.clock.now()),
	})),
});
