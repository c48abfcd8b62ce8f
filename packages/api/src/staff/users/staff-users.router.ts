import { adminProcedure, moderatorProcedure, router } from '../../trpc';
import { actorOf } from '../staff-audit';
import { cancelUserSubscription } from './staff-subscription-cancel';
import { restoreUser, suspendUser, warnUser } from './staff-user-actions';
import { userDetail } from './staff-user-detail';
import {
	cancelSubscriptionInput,
	restoreUserInput,
	searchUsersInput,
	suspendUserInput,
	userIdInput,
	warnUserInput,
} from './staff-users.schema';
import { searchUsers } from './staff-users-search';

/** Users (docs/admin.md): moderators search, warn, suspend and restore; admins also cancel plans at PayPal. */
export const staffUsersRouter = router({
	search: moderatorProcedure.input(searchUsersInput).query(({ ctx, input }) => searchUsers(ctx.db, input)),
	get: moderatorProcedure.input(userIdInput).query(({ ctx, input }) => userDetail(ctx, input.userId)),
	warn: moderatorProcedure.input(warnUserInput).mutation(({ ctx, input }) => warnUser(ctx, actorOf(ctx), input)),
	suspend: moderatorProcedure
		.input(suspendUserInput)
		.mutation(({ ctx, input }) => suspendUser(ctx, actorOf(ctx), input)),
	restore: moderatorProcedure
		.input(restoreUserInput)
		.mutation(({ ctx, input }) => restoreUser(ctx, actorOf(ctx), input)),
	cancelSubscription: adminProcedure
		.input(cancelSubscriptionInput)
		.mutation(({ ctx, input }) => cancelUserSubscription(ctx, actorOf(ctx), input)),
});
