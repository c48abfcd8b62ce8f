import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './percentiles';

describe('percentile (nearest rank)', () => {
	const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

	it('gives a measured sample: the one with p% of the samples at or below it', () => {
		expect(percentile(hundred, 50)).toBe(50);
		expect(percentile(hundred, 99)).toBe(99);
		expect(percentile(hundred, 100)).toBe(100);
		expect(percentile(hundred, 0)).toBe(1);
		expect(percentile([1, 2, 3], 50)).toBe(2);
		// 99% of 10 samples is 9.9: the 10th sample, the slowest.
		expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99)).toBe(10);
		expect(percentile([7], 99)).toBe(7);
	});

	it('refuses an empty list instead of inventing a figure', () => {
		expect(() => percentile([], 50)).toThrow('no samples');
	});

	it('summarizes unsorted samples without changing them', () => {
		const samples = [5, 1, 4, 2, 3];
		expect(summarize(samples)).toEqual({ samples: 5, p50Ms: 3, p99Ms: 5, meanMs: 3, maxMs: 5 });
		expect(samples).toEqual([5, 1, 4, 2, 3]);
	});
});
