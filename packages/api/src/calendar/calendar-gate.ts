import { plans, subscriptions, type UserRow } from '@edge/db';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { scheduledChangeComes } from '../payments/subscription-view';
import { planProcedure } from '../subscription/plan-procedure';
import { plansUnlocking } from '../subscription/plan-unlocks';
import { validPlanIdAmong } from '../subscription/subscription.service';
import type { ScheduledEventsPlan } from './calendar.types';

const EVENT_PLANS = plansUnlocking('events');

type PlanUser = Pick<UserRow, 'id' | 'planSubscriptionId' | 'planNextBillingAt'>;

/** Whether the user holds a valid subscription to a plan unlocking events (the one validity rule). */
export function mayManageEvents(deps: Pick<ApiDeps, 'db' | 'clock'>, user: PlanUser | null): boolean {
	return user !== null && validPlanIdAmong(deps, user, EVENT_PLANS) !== null;
}

/**
 * The change of plan the user approved onto a plan that unlocks events, if one is scheduled: events
 * come with it on its date (docs/payments.md, "Changing plan": until then the plan paid for keeps
 * its gates). The subscription view's own rule (`scheduledChangeComes`); the soonest if there were several.
 */
export function scheduledEventsPlan(deps: Pick<ApiDeps, 'db' | 'clock'>, userId: string): ScheduledEventsPlan | null {
	const now = deps.clock.now();
	const scheduled = deps.db
		.select({
			status: subscriptions.status,
			nextBillingAt: subscriptions.nextBillingAt,
			planId: plans.id,
			nameEs: plans.nameEs,
			nameEn: plans.nameEn,
			from: subscriptions.pendingPlanFrom,
		})
		.from(subscriptions)
		.innerJoin(plans, eq(plans.id, subscriptions.pendingPlanId))
		.where(
			and(
				eq(subscriptions.userId, userId),
				inArray(subscriptions.pendingPlanId, EVENT_PLANS),
				isNotNull(subscriptions.pendingPlanFrom),
			),
		)
		.orderBy(asc(subscriptions.pendingPlanFrom))
		.all()
		.find((row) => scheduledChangeComes(row.status, row.nextBillingAt, now));
	return scheduled?.from
		? {
				planId: scheduled.planId,
				planName: { es: scheduled.nameEs, en: scheduled.nameEn },
				from: scheduled.from.toISOString(),
			}
		: null;
}

/**
 * Signed in with a valid plan unlocking 'events', or FORBIDDEN with the spec's 'Action not Allowed'
 * under the calendar's own key. It runs before the input is parsed, so a user without the plan is
 * told so whatever they sent.
 */
export const eventsProcedure = planProcedure(EVENT_PLANS, 'calendar.errors.actionNotAllowed');
