import { planUnlocks } from './plan-unlocks';

/**
 * Business plans (the ones that open the business wall: Premium Restaurant, Business Profile,
 * Multi-Profile Premium) are exclusive: a user holds at most one and moves between them by changing
 * plan, never by buying a second. Add-ons (search visibility, unlimited messaging) stack beside them.
 * Derived from the one unlock table, so a new business plan needs no list edited here.
 */
export type PlanGroup = 'business' | 'addon';

export function planGroup(planId: string): PlanGroup {
	return planUnlocks(planId, 'businessWall') ? 'business' : 'addon';
}

/** Whether a subscription to `a` and one to `b` overlap: the same plan, or two business plans. */
export function plansOverlap(a: string, b: string): boolean {
	return a === b || (planGroup(a) === 'business' && planGroup(b) === 'business');
}
