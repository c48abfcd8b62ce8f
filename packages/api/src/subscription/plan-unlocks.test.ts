import { PLANS } from '@edge/db/reference-data';
import { describe, expect, it } from 'vitest';
import { UNLIMITED_CHAT_PLAN_ID } from '../chat/chat-kinds';
import { featuresOf, PLAN_FEATURES, PLAN_UNLOCKS, plansUnlocking, planUnlocks } from './plan-unlocks';

describe('PLAN_UNLOCKS', () => {
	it('has a row for every plan of the plan data, and no other', () => {
		expect(Object.keys(PLAN_UNLOCKS).sort()).toEqual(PLANS.map((plan) => plan.id).sort());
	});

	it('lets every feature be unlocked by at least one paid plan, never by the free tier', () => {
		const paid = PLANS.filter((plan) => plan.priceCents > 0).map((plan) => plan.id);
		for (const feature of PLAN_FEATURES) {
			const plans = plansUnlocking(feature);
			expect(plans.length, feature).toBeGreaterThan(0);
			for (const planId of plans) expect(paid, `${feature}: ${planId}`).toContain(planId);
		}
		expect(featuresOf('free')).toEqual([]);
	});

	it('unlocks what issue 6 says', () => {
		expect(plansUnlocking('businessWall')).toEqual([
			'premium-restaurant',
			'business-profile',
			'business-multi-profile-premium',
		]);
		expect(plansUnlocking('events')).toEqual(['premium-restaurant', 'business-multi-profile-premium']);
		expect(plansUnlocking('multipleBusinessProfiles')).toEqual(['business-multi-profile-premium']);
		expect(plansUnlocking('searchBoost')).toEqual(['search-bar-visibility']);
		expect(plansUnlocking('unlimitedChat')).toEqual(['freelancer-unlimited-messaging']);
	});

	it('names the one unlimited-chat plan the chat links to for the browser', () => {
		expect(plansUnlocking('unlimitedChat')).toEqual([UNLIMITED_CHAT_PLAN_ID]);
	});

	it('names only known features, each once per plan', () => {
		for (const [planId, features] of Object.entries(PLAN_UNLOCKS)) {
			expect(new Set(features).size, planId).toBe(features.length);
			for (const feature of features) expect(PLAN_FEATURES, planId).toContain(feature);
		}
	});
});

describe('planUnlocks and featuresOf', () => {
	it('answer for known plans', () => {
		expect(planUnlocks('business-profile', 'businessWall')).toBe(true);
		expect(planUnlocks('business-profile', 'events')).toBe(false);
		expect(featuresOf('search-bar-visibility')).toEqual(['searchBoost']);
	});

	it('unlock nothing for an unknown plan, including names inherited from Object', () => {
		for (const planId of ['gold', '', 'toString', '__proto__', 'constructor']) {
			expect(featuresOf(planId), planId).toEqual([]);
			for (const feature of PLAN_FEATURES) expect(planUnlocks(planId, feature)).toBe(false);
		}
	});
});
