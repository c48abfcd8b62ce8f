/** Latency summary of one scenario's samples, in milliseconds. */
export interface Latency {
	samples: number;
	p50Ms: number;
	p99Ms: number;
	meanMs: number;
	maxMs: number;
}

/**
 * The nearest-rank percentile (p in 0-100) of samples sorted ascending: the smallest sample with
 * at least p% of the samples at or below it. No interpolation, so the figure is a time that was
 * actually measured.
 */
export function percentile(sorted: readonly number[], p: number): number {
	if (sorted.length === 0) throw new Error('no samples');
	if (p <= 0) return sorted[0] as number;
	const rank = Math.ceil((p / 100) * sorted.length);
	return sorted[Math.min(rank, sorted.length) - 1] as number;
}

export function summarize(samples: readonly number[]): Latency {
	const sorted = [...samples].sort((a, b) => a - b);
	return {
		samples: sorted.length,
		p50Ms: percentile(sorted, 50),
		p99Ms: percentile(sorted, 99),
		meanMs: sorted.reduce((sum, x) => sum + x, 0) / sorted.length,
		maxMs: sorted.at(-1) as number,
	};
}
