import type { UserRow } from '@edge/db';
import type { ApiDeps } from '../context';
import { planProcedure } from '../subscription/plan-procedure';
import { plansUnlocking } from '../subscription/plan-unlocks';
import { validPlanIdAmong } from '../subscription/subscription.service';

const EVENT_PLANS = plansUnlocking('events');

type PlanUser = Pick<UserRow, 'id' | 'planSubscriptionId' | 'planNextBillingAt'>;

/** Whether the user holds a valid subscription to a plan unlocking events (the one validity rule). */
export function mayManageEvents(deps: Pick<ApiDeps, 'db' | 'clock'>, user: PlanUser | null): boolean {
	return user !== null && validPlanIdAmong(deps, user, EVENT_PLANS) !== null;
}

/**
 * Signed in with a valid plan unlocking 'events', or FORBIDDEN with the spec's 'Action not Allowed'
 * under the calendar's own key. It runs before the input is parsed, so a user without the plan is
 * told so whatever they sent.
 */
export const eventsProcedure = planProcedure(EVENT_PLANS, 'calendar.errors.actionNotAllowed');
