import { describe, expect, it } from 'vitest';
import { revenueLines } from './admin-dashboard-page';

describe("the dashboard's revenue", () => {
	it('keeps each currency PayPal charged apart, never adding dollars to pesos', () => {
		expect(
			revenueLines(
				[
					{ currency: 'USD', cents: 12_204 },
					{ currency: 'DOP', cents: 480_000 },
				],
				'en',
			),
		).toEqual(['US$ 122.04', 'DOP$ 4,800.00']);
	});

	it('reads no payments as zero in the currency charged now', () => {
		expect(revenueLines([], 'en')).toEqual(['US$ 0.00']);
		expect(revenueLines([], 'es')).toEqual(['US$ 0.00']);
	});
});
