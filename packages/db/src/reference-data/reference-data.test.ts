import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORIES } from './business-categories';
import { JOB_TYPES } from './job-types';
import { FIRST_PURCHASE_DISCOUNT_PERCENT, PLANS } from './plans';
import type { ReferenceItem } from './reference-item';
import { RESTAURANT_TYPES } from './restaurant-types';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const LISTS: ReadonlyArray<{ name: string; items: readonly ReferenceItem[]; min: number; max: number }> = [
	{ name: 'BUSINESS_CATEGORIES', items: BUSINESS_CATEGORIES, min: 65, max: 70 },
	{ name: 'JOB_TYPES', items: JOB_TYPES, min: 130, max: 140 },
	{ name: 'RESTAURANT_TYPES', items: RESTAURANT_TYPES, min: 25, max: 27 },
];

function duplicates(values: readonly string[]): string[] {
	const seen = new Set<string>();
	const repeated = new Set<string>();
	for (const value of values) {
		if (seen.has(value)) repeated.add(value);
		seen.add(value);
	}
	return [...repeated];
}

describe.each(LISTS)('$name', ({ items, min, max }) => {
	it(`has between ${min} and ${max} entries`, () => {
		expect(items.length).toBeGreaterThanOrEqual(min);
		expect(items.length).toBeLessThanOrEqual(max);
	});

	it('has unique kebab-case slugs', () => {
		expect(duplicates(items.map((item) => item.slug))).toEqual([]);
		for (const { slug } of items) {
			expect(slug).toMatch(SLUG_PATTERN);
		}
	});

	it('has non-empty, trimmed Spanish and English names', () => {
		for (const { slug, es, en } of items) {
			expect(es, `es of ${slug}`).not.toBe('');
			expect(es, `es of ${slug}`).toBe(es.trim());
			expect(en, `en of ${slug}`).not.toBe('');
			expect(en, `en of ${slug}`).toBe(en.trim());
		}
	});

	it('has unique Spanish names', () => {
		expect(duplicates(items.map((item) => item.es))).toEqual([]);
	});

	it('has unique English names', () => {
		expect(duplicates(items.map((item) => item.en))).toEqual([]);
	});
});

describe('PLANS', () => {
	const byId = (id: string) => PLANS.find((plan) => plan.id === id);

	it('has unique ids', () => {
		expect(duplicates(PLANS.map((plan) => plan.id))).toEqual([]);
	});

	it('has exactly one free plan', () => {
		expect(PLANS.filter((plan) => plan.priceCents === 0)).toHaveLength(1);
	});

	it('bills Search Bar Visibility every four months', () => {
		expect(byId('search-bar-visibility')?.billingPeriod).toBe('four_months');
	});

	it('bills Freelancer unlimited messaging monthly', () => {
		expect(byId('freelancer-unlimited-messaging')?.billingPeriod).toBe('monthly');
	});

	it('bills every other paid plan yearly', () => {
		const others = PLANS.filter(
			(plan) =>
				plan.priceCents > 0 && plan.id !== 'search-bar-visibility' && plan.id !== 'freelancer-unlimited-messaging',
		);
		expect(others.length).toBeGreaterThan(0);
		for (const plan of others) {
			expect(plan.billingPeriod, plan.id).toBe('yearly');
		}
	});

	it('gives 50% off the first purchase', () => {
		expect(FIRST_PURCHASE_DISCOUNT_PERCENT).toBe(50);
	});
});
