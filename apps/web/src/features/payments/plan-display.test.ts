import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, formatMoneyAmount, quoteCharge } from '../../lib/charge';
import { OperationIds } from './operation-ids';
import type { MySubscription, PlanOffer } from './payment-types';
import {
	canSubscribe,
	changePlanTargets,
	formatDopAmount,
	heldBusinessSubscription,
	periodKey,
	shownSubscriptions,
	statusLabelKey,
	subscribeCharge,
	subscriptionForPlan,
	visibleActions,
} from './plan-display';

const usd = (amount: string, dop: string) => ({ charged: { amount, currency: 'USD' }, dop, rate: '59.00' });

const sub = (overrides: Partial<MySubscription> = {}): MySubscription => ({
	subscriptionId: 'I-1',
	planId: 'business-profile',
	planName: { es: 'Perfil de Negocio', en: 'Business Profile' },
	status: 'ACTIVE',
	state: 'active',
	isValid: true,
	nextBillingDate: '2027-11-21T10:00:00.000Z',
	nextCharge: {
		date: '2027-11-21T10:00:00.000Z',
		amountDop: '9600.00',
		planId: 'business-profile',
		charge: usd('162.71', '9600.00'),
	},
	validUntil: null,
	scheduledChange: null,
	lastPayment: null,
	allowedActions: ['changePlan', 'cancel', 'suspend'],
	...overrides,
});

const plan = (
	id: string,
	priceDop = '9600.00',
	period: PlanOffer['period'] = 'year',
	group: PlanOffer['group'] = 'business',
): PlanOffer => ({
	id,
	name: { es: id, en: id },
	priceDop,
	charge: priceDop === '0.00' ? null : usd('1.00', priceDop),
	period,
	monthlyDop: null,
	unlocks: [],
	group: priceDop === '0.00' ? null : group,
	firstPurchase: null,
});

describe('amounts', () => {
	it('reads decimal strings as hundredths without floating-point drift, and writes them back', () => {
		expect(decimalToCents('9600.00')).toBe(960_000);
		expect(decimalToCents('0.29')).toBe(29);
		expect(decimalToCents('1234.5')).toBe(123_450);
		expect(decimalToCents('75')).toBe(7500);
		expect(decimalToCents('abc')).toBeNaN();
		expect(centsToDecimal(8136)).toBe('81.36');
		expect(centsToDecimal(85)).toBe('0.85');
		expect(centsToDecimal(1000)).toBe('10.00');
	});

	it('writes a charge in the currency charged: US$ for dollars, DOP$ for pesos', () => {
		expect(formatMoneyAmount({ amount: '81.36', currency: 'USD' }, 'en')).toBe('US$ 81.36');
		expect(formatMoneyAmount({ amount: '4800.00', currency: 'DOP' }, 'en')).toBe('DOP$ 4,800.00');
		expect(formatMoneyAmount({ amount: '1234.50', currency: 'USD' }, 'es')).toMatch(
			/^US\$ 1[.,\s\u00a0\u202f]?234\.50$/,
		);
	});

	it("quotes a DOP$ amount as PayPal will charge it, with the server's rounding", () => {
		const rate = { currency: 'USD', rate: '59.00', dopPerUnitCents: 5900 };
		expect(quoteCharge(480_000, rate)).toEqual({
			charged: { amount: '81.36', currency: 'USD' },
			dop: '4800.00',
			rate: '59.00',
		});
		// The chat's packs (DOP$ 50, 100, 250) and an offer of DOP$ 1,500.
		expect([5000, 10_000, 25_000, 150_000].map((cents) => quoteCharge(cents, rate).charged.amount)).toEqual([
			'0.85',
			'1.69',
			'4.24',
			'25.42',
		]);
	});

	it('formats with the DOP$ prefix in each language', () => {
		expect(formatDopAmount('9600.00', 'en')).toBe('DOP$ 9,600.00');
		expect(formatDopAmount('4800.00', 'es')).toMatch(/^DOP\$ 4[.,\s\u00a0\u202f]?800\.00$/);
		expect(formatDopAmount('590.00', 'en')).toBe('DOP$ 590.00');
	});

	it('names the billing period of each plan', () => {
		expect(periodKey('year')).toBe('payments.page.period.year');
		expect(periodKey('fourMonths')).toBe('payments.page.period.fourMonths');
		expect(periodKey('month')).toBe('payments.page.period.month');
	});
});

describe('subscription state on the pricing page and /profile', () => {
	it('labels every status, CANCELED with the CANCELLED label key', () => {
		expect(statusLabelKey('CANCELED')).toBe('payments.page.status.CANCELED');
	});

	it('shows only the actions the server allows, in a fixed order', () => {
		expect(visibleActions(undefined)).toEqual([]);
		expect(visibleActions(sub({ allowedActions: ['suspend', 'cancel', 'changePlan'] }))).toEqual([
			'changePlan',
			'suspend',
			'cancel',
		]);
		expect(visibleActions(sub({ status: 'SUSPENDED', allowedActions: ['cancel', 'resume'] }))).toEqual([
			'resume',
			'cancel',
		]);
		expect(visibleActions(sub({ status: 'CANCELED', allowedActions: [] }))).toEqual([]);
	});

	it('charges the first purchase where the buyer gets it, and nothing where PayPal cannot charge the plan', () => {
		const regular = plan('business-profile');
		expect(subscribeCharge(regular)).toEqual(regular.charge);
		const first = { ...regular, firstPurchase: { priceDop: '4800.00', charge: usd('81.36', '4800.00') } };
		expect(subscribeCharge(first)?.charged).toEqual({ amount: '81.36', currency: 'USD' });
		expect(subscribeCharge({ ...first, firstPurchase: { priceDop: '4800.00', charge: null } })).toBeNull();
		expect(subscribeCharge({ ...regular, charge: null })).toBeNull();
	});

	it('leaves out an approval cancelled at PayPal: it shows no state, and subscribing stays open', () => {
		const abandoned = sub({
			subscriptionId: 'I-abandoned',
			status: 'APPROVAL_PENDING',
			state: 'abandoned',
			isValid: false,
			nextCharge: null,
			allowedActions: [],
		});
		const expired = sub({ subscriptionId: 'I-old', status: 'EXPIRED', state: 'ended', isValid: false });
		expect(shownSubscriptions([abandoned, expired]).map((s) => s.subscriptionId)).toEqual(['I-old']);
		expect(subscriptionForPlan([abandoned], 'business-profile')).toBeUndefined();
		expect(subscriptionForPlan([abandoned, expired], 'business-profile')?.subscriptionId).toBe('I-old');
		expect(canSubscribe(subscriptionForPlan([abandoned], 'business-profile'))).toBe(true);
	});

	it('offers subscribe with no subscription, after expiry, once a cancelled one ended, and over a pending one', () => {
		expect(canSubscribe(undefined)).toBe(true);
		expect(canSubscribe(sub({ status: 'EXPIRED', isValid: false }))).toBe(true);
		expect(canSubscribe(sub({ status: 'CANCELED', isValid: false }))).toBe(true);
		expect(canSubscribe(sub({ status: 'APPROVAL_PENDING', isValid: false }))).toBe(true);
	});

	it('does not offer subscribe while a subscription is live', () => {
		expect(canSubscribe(sub())).toBe(false);
		expect(canSubscribe(sub({ status: 'SUSPENDED' }))).toBe(false);
		expect(canSubscribe(sub({ status: 'CANCELED', isValid: true }))).toBe(false);
	});

	it("picks a plan's live subscription over older ones", () => {
		const old = sub({ subscriptionId: 'I-old', status: 'EXPIRED', isValid: false, allowedActions: [] });
		const live = sub({ subscriptionId: 'I-live' });
		expect(subscriptionForPlan([old, live], 'business-profile')?.subscriptionId).toBe('I-live');
		expect(subscriptionForPlan([old], 'business-profile')?.subscriptionId).toBe('I-old');
		expect(subscriptionForPlan([old, live], 'premium-restaurant')).toBeUndefined();
	});

	it('offers a change of plan only to other business plans the user does not hold', () => {
		const plans = [
			plan('free', '0.00', 'none'),
			plan('business-profile'),
			plan('premium-restaurant'),
			plan('x'),
			plan('search-bar-visibility', '4500.00', 'fourMonths', 'addon'),
		];
		const current = sub();
		const other = sub({ subscriptionId: 'I-2', planId: 'x' });
		expect(changePlanTargets(plans, [current, other], current).map((p) => p.id)).toEqual(['premium-restaurant']);
	});

	it('with a change scheduled, offers the way back to the current plan, not the scheduled one again', () => {
		const plans = [plan('business-profile'), plan('premium-restaurant'), plan('business-multi-profile-premium')];
		const current = sub({
			scheduledChange: {
				planId: 'premium-restaurant',
				planName: { es: 'R', en: 'R' },
				from: '2027-11-21T10:00:00.000Z',
			},
		});
		expect(changePlanTargets(plans, [current], current).map((p) => p.id)).toEqual([
			'business-profile',
			'business-multi-profile-premium',
		]);
	});

	it('finds the live business plan held beside another business plan, never an add-on', () => {
		const plans = [
			plan('business-profile'),
			plan('premium-restaurant'),
			plan('search', '4500.00', 'fourMonths', 'addon'),
		];
		const held = sub();
		expect(heldBusinessSubscription(plans, [held], plans[1] as PlanOffer)?.subscriptionId).toBe('I-1');
		expect(heldBusinessSubscription(plans, [held], plans[0] as PlanOffer)).toBeUndefined();
		expect(heldBusinessSubscription(plans, [held], plans[2] as PlanOffer)).toBeUndefined();
		const ended = sub({ status: 'EXPIRED', state: 'ended', isValid: false, nextCharge: null });
		expect(heldBusinessSubscription(plans, [ended], plans[1] as PlanOffer)).toBeUndefined();
	});
});

describe('operation ids', () => {
	it('reuses the id while an action is retried, and makes a new one after it succeeded', () => {
		const ids = new OperationIds();
		const first = ids.get('cancel:I-1');
		expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		expect(ids.get('cancel:I-1')).toBe(first);
		expect(ids.get('suspend:I-1')).not.toBe(first);
		ids.done('cancel:I-1');
		expect(ids.get('cancel:I-1')).not.toBe(first);
	});
});
