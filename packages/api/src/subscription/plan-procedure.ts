import { TRPCError } from '@trpc/server';
import { AppError } from '../shared/app-error';
import { protectedProcedure } from '../trpc';
import { validPlanIdAmong } from './subscription.service';

/**
 * A procedure open only to users holding a valid subscription (isSubscriptionValid) to one of
 * `planIds`, the main plan or any other. Everyone else gets FORBIDDEN 'Action not Allowed' (spec section 6).
 * Take the ids from the one unlock table (plan-unlocks.ts) so a new plan needs no gate edited:
 * `planProcedure(plansUnlocking('events'))`. A feature may give its own refusal key.
 */
export function planProcedure(planIds: readonly string[], refusalKey = 'errors.actionNotAllowed') {
	return protectedProcedure.use(({ ctx, next }) => {
		const planId = validPlanIdAmong(ctx, ctx.user, planIds);
		if (!planId) {
			// A feature may name its own reason (the wall's "only business owners with a plan…").
			const cause = new AppError('FORBIDDEN', refusalKey);
			throw new TRPCError({ code: 'FORBIDDEN', message: cause.messageKey, cause });
		}
		return next({ ctx: { ...ctx, planId } });
	});
}
