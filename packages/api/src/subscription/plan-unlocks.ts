/**
 * What each plan unlocks: the one table every feature gate reads (issue 6), printed in
 * docs/payments.md, whose table a test checks against this one. Plan ids are those of
 * packages/db/src/reference-data/plans.ts; a test checks that every plan there has a row here.
 *
 * Later issues gate a procedure on a feature, never on a list of plan names, so a new plan needs
 * only a row here:
 *
 *     const wallProcedure = planProcedure(plansUnlocking('businessWall'));
 *
 * planProcedure then lets through only a user whose plan is one of those and whose subscription
 * is valid (isSubscriptionValid).
 */

export const PLAN_FEATURES = [
	'businessWall',
	'events',
	'multipleBusinessProfiles',
	'searchBoost',
	'unlimitedChat',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PLAN_UNLOCKS = {
	free: [],
	// The spec's events rule reads "Premium or Multi-Profile": Premium Restaurant, and the
	// Business Multi-Profile Premium plan.
	'premium-restaurant': ['businessWall', 'events'],
	'business-profile': ['businessWall'],
	'business-multi-profile-premium': ['businessWall', 'events', 'multipleBusinessProfiles'],
	'search-bar-visibility': ['searchBoost'],
	'freelancer-unlimited-messaging': ['unlimitedChat'],
} as const satisfies Record<string, readonly PlanFeature[]>;
export type PlanId = keyof typeof PLAN_UNLOCKS;

const PLAN_IDS = Object.keys(PLAN_UNLOCKS) as PlanId[];

/** The plans that unlock `feature`, in the order of the table. */
export function plansUnlocking(feature: PlanFeature): PlanId[] {
	return PLAN_IDS.filter((planId) => (PLAN_UNLOCKS[planId] as readonly PlanFeature[]).includes(feature));
}

/** What `planId` unlocks; nothing for an unknown plan. */
export function featuresOf(planId: string): readonly PlanFeature[] {
	return Object.hasOwn(PLAN_UNLOCKS, planId) ? PLAN_UNLOCKS[planId as PlanId] : [];
}

/** Whether `planId` unlocks `feature`. Validity is separate: check it with isSubscriptionValid. */
export function planUnlocks(planId: string, feature: PlanFeature): boolean {
	return featuresOf(planId).includes(feature);
}
