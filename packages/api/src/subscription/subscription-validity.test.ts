import { describe, expect, it } from 'vitest';
import { isSubscriptionValid, normalizeSubscriptionStatus } from './subscription-validity';

const now = new Date('2026-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const after = (ms: number) => new Date(now.getTime() + ms);

describe('isSubscriptionValid', () => {
	it('treats ACTIVE as valid, with or without a billing date', () => {
		expect(isSubscriptionValid('ACTIVE', null, now)).toBe(true);
		expect(isSubscriptionValid('ACTIVE', undefined, now)).toBe(true);
		expect(isSubscriptionValid('ACTIVE', before(86_400_000), now)).toBe(true);
	});

	describe.each(['SUSPENDED', 'CANCELED', 'CANCELLED'])('%s', (status) => {
		it('is valid while now is before the next billing date (1 ms before)', () => {
			expect(isSubscriptionValid(status, after(1), now)).toBe(true);
			expect(isSubscriptionValid(status, after(30 * 86_400_000), now)).toBe(true);
		});

		it('is invalid exactly at the next billing date', () => {
			expect(isSubscriptionValid(status, now, now)).toBe(false);
			expect(isSubscriptionValid(status, new Date(now.getTime()), now)).toBe(false);
		});

		it('is invalid after the next billing date', () => {
			expect(isSubscriptionValid(status, before(1), now)).toBe(false);
		});

		it('is invalid without a next billing date', () => {
			expect(isSubscriptionValid(status, null, now)).toBe(false);
			expect(isSubscriptionValid(status, undefined, now)).toBe(false);
			expect(isSubscriptionValid(status, '', now)).toBe(false);
		});

		it('accepts the billing date as an ISO string or epoch milliseconds', () => {
			expect(isSubscriptionValid(status, after(1).toISOString(), now)).toBe(true);
			expect(isSubscriptionValid(status, after(1).getTime(), now)).toBe(true);
			expect(isSubscriptionValid(status, before(1).toISOString(), now)).toBe(false);
		});

		it('is invalid with an unparseable billing date', () => {
			expect(isSubscriptionValid(status, 'not a date', now)).toBe(false);
		});
	});

	it('treats EXPIRED as invalid even before the billing date', () => {
		expect(isSubscriptionValid('EXPIRED', after(86_400_000), now)).toBe(false);
		expect(isSubscriptionValid('EXPIRED', null, now)).toBe(false);
	});

	it('treats unknown, empty and missing statuses as invalid', () => {
		for (const status of ['PENDING', 'APPROVAL_PENDING', 'ACTIV', '', null, undefined]) {
			expect(isSubscriptionValid(status, after(86_400_000), now), String(status)).toBe(false);
		}
	});

	it('ignores the case of the status', () => {
		expect(isSubscriptionValid('active', null, now)).toBe(true);
		expect(isSubscriptionValid('cancelled', after(1), now)).toBe(true);
	});
});

describe('normalizeSubscriptionStatus', () => {
	it('spells CANCELLED as CANCELED and upper-cases the rest', () => {
		expect(normalizeSubscriptionStatus('CANCELLED')).toBe('CANCELED');
		expect(normalizeSubscriptionStatus('Cancelled')).toBe('CANCELED');
		expect(normalizeSubscriptionStatus('CANCELED')).toBe('CANCELED');
		expect(normalizeSubscriptionStatus('suspended')).toBe('SUSPENDED');
		expect(normalizeSubscriptionStatus(null)).toBe('');
		expect(normalizeSubscriptionStatus(undefined)).toBe('');
	});
});
