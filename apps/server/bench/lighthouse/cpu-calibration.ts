/**
 * The CPU slowdown that makes Lighthouse's simulated phone the same phone on any host (issue 23).
 *
 * Lighthouse slows the host's CPU by a fixed 4x, so its scores follow the host: the same build gave
 * 97-100 at a benchmarkIndex of ~2900 and 50-74 at ~1000. Lighthouse's throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") says to derive `cpuSlowdownMultiplier` from
 * the host's benchmarkIndex with its CPU slowdown calculator
 * (lighthouse-cpu-throttling-calculator.vercel.app), whose formula is below. Its target is the
 * device Lighthouse means to emulate: a mid-tier mobile phone, the guide's Moto G4 (benchmarkIndex
 * 125-800 in the guide's table).
 */

/** The device the calibrated slowdown emulates, as the guide names it. */
export const CALIBRATION_TARGET = 'mid-tier mobile (Moto G4, Lighthouse throttling guide)';

/** Lighthouse's own fixed slowdown, reported beside the calibrated one. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The guide's range for a mid-tier mobile target: 1x when the host is such a phone itself, up to 10x
 * from a high-end desktop (its table: "4x (2-10)"). Outside it the simulation is not trusted.
 */
export const MIN_CPU_SLOWDOWN = 1;
export const MAX_CPU_SLOWDOWN = 10;

/** Below this benchmarkIndex the calculator says the host is too slow to emulate the target at all. */
const TOO_SLOW_INDEX = 150;

export interface CpuCalibration {
	benchmarkIndex: number;
	/** The calculator's figure before clamping, rounded to 0.1 as the calculator shows it. */
	computed: number;
	/** What the bench runs with: `computed` within [MIN_CPU_SLOWDOWN, MAX_CPU_SLOWDOWN]. */
	multiplier: number;
	target: string;
	/** Why the computed figure was not used as is, or null. */
	note: string | null;
}

/** The calculator's piecewise-linear fit of benchmarkIndex to the mid-tier phone's slowdown. */
function calculatorMultiplier(benchmarkIndex: number): number {
	// 1300 = 3x, 1533 = 4x, 1766 = 5x, 2000 = 6x, and on at 233 per 1x.
	if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
	// 800 = 2x, 1300 = 3x.
	if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
	// 150 = 1x, 800 = 2x.
	return 1 + (benchmarkIndex - 150) / 650;
}

export function calibrateCpuSlowdown(benchmarkIndex: number): CpuCalibration {
	if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
		throw new Error(`not a benchmarkIndex: ${benchmarkIndex}`);
	const computed = Math.round(calculatorMultiplier(benchmarkIndex) * 10) / 10;
	const multiplier = Math.min(MAX_CPU_SLOWDOWN, Math.max(MIN_CPU_SLOWDOWN, computed));
	let note: string | null = null;
	if (benchmarkIndex < TOO_SLOW_INDEX)
		note = `benchmarkIndex under ${TOO_SLOW_INDEX}: the host is slower than the target phone; run without slowdown (the scores are then harsher than the phone's)`;
	else if (multiplier !== computed)
		note = `${computed}x is outside the guide's ${MIN_CPU_SLOWDOWN}-${MAX_CPU_SLOWDOWN}x: clamped`;
	return { benchmarkIndex, computed, multiplier, target: CALIBRATION_TARGET, note };
}

/** The middle value (the mean of the two middle ones for an even count): one noisy measure does not decide. */
export function median(values: number[]): number {
	if (values.length === 0) throw new Error('no values');
	const sorted = [...values].sort((a, b) => a - b);
	const half = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1
		? (sorted[half] as number)
		: ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
}
