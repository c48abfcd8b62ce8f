import { describe, expect, it } from 'vitest';
import { type MessageAccessInput, messageAccess } from './message-access';

const DAY = 24 * 60 * 60 * 1000;
const signedUpAt = new Date('2026-01-01T12:00:00Z');
const at = (days: number) => new Date(signedUpAt.getTime() + days * DAY);
const customer = (over: Partial<MessageAccessInput> = {}): MessageAccessInput => ({
	role: 'customer',
	signedUpAt,
	now: at(0),
	hasUnlimitedPlan: false,
	balanceCents: 0,
	...over,
});

describe('messageAccess', () => {
	it('lets freelancers answer free whatever else holds', () => {
		expect(messageAccess(customer({ role: 'freelancer', now: at(400) }))).toEqual({ kind: 'freelancer' });
	});

	it('counts the trial down from signup: 60 days left at signup, 1 on day 59', () => {
		expect(messageAccess(customer())).toEqual({ kind: 'trial', daysLeft: 60 });
		expect(messageAccess(customer({ now: at(59) }))).toEqual({ kind: 'trial', daysLeft: 1 });
		expect(messageAccess(customer({ now: new Date(at(60).getTime() - 1) }))).toEqual({ kind: 'trial', daysLeft: 1 });
	});

	it('ends the trial exactly 60 days after signup', () => {
		expect(messageAccess(customer({ now: at(60) }))).toEqual({ kind: 'blocked' });
		expect(messageAccess(customer({ now: at(61) }))).toEqual({ kind: 'blocked' });
	});

	it('prefers a valid plan to the trial and the balance', () => {
		expect(messageAccess(customer({ hasUnlimitedPlan: true }))).toEqual({ kind: 'plan' });
		expect(messageAccess(customer({ hasUnlimitedPlan: true, now: at(61), balanceCents: 500 }))).toEqual({
			kind: 'plan',
		});
	});

	it('charges 69 centavos after the trial while the balance holds them, and blocks below', () => {
		expect(messageAccess(customer({ now: at(61), balanceCents: 69 }))).toEqual({
			kind: 'balance',
			balanceCents: 69,
			priceCents: 69,
		});
		expect(messageAccess(customer({ now: at(61), balanceCents: 68 }))).toEqual({ kind: 'blocked' });
	});
});
