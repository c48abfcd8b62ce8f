/**
 * Reading a Lighthouse JSON report (the LHR) into the bench's figures, and printing them. Pure: the
 * runner (./lighthouse-bench.ts) feeds it the JSON each Lighthouse process wrote.
 */
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

/**
 * Loads of each page and language. One load's score moves by 5-10 points from one load to the next
 * here (other work on the two cores lengthens a task or two past 50 ms at the slowdown); Lighthouse's
 * variability guide (docs/variability.md, "Run Lighthouse multiple times") has the run nearest the
 * median taken from several, which it says halves that spread at five.
 */
export const DEFAULT_LIGHTHOUSE_RUNS = 3;

/** Issue 10's targets, per page; issue 23's: on every drawn page, in both languages. */
export const TARGET_PERFORMANCE = 95;
export const TARGET_ACCESSIBILITY = 100;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** What of the LHR this reads (Lighthouse 13). */
export interface Lhr {
	lighthouseVersion: string;
	finalDisplayedUrl?: string;
	runtimeError?: { code: string; message: string };
	runWarnings?: string[];
	environment?: { hostUserAgent?: string; benchmarkIndex?: number };
	configSettings?: {
		formFactor?: string;
		throttlingMethod?: string;
		throttling?: { cpuSlowdownMultiplier?: number };
	};
	categories: Partial<
		Record<Category, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>
	>;
	audits: Record<
		string,
		{
			id: string;
			title: string;
			score: number | null;
			scoreDisplayMode: string;
			numericValue?: number;
			displayValue?: string;
			metricSavings?: Record<string, number | undefined>;
			details?: { type?: string; overallSavingsMs?: number };
		}
	>;
}

/** An audit that costs the page points: Lighthouse's own id and title. */
export interface FailingAudit {
	category: Category;
	id: string;
	title: string;
	displayValue: string | null;
	/** Estimated LCP + FCP + TBT milliseconds it would save (performance only), 0 when none given. */
	savingsMs: number;
}

export interface LighthousePage {
	name: string;
	path: string;
	/** 0-100, null when Lighthouse could not score the category. */
	performance: number | null;
	accessibility: number | null;
	bestPractices: number | null;
	seo: number | null;
	lcpMs: number | null;
	cls: number | null;
	tbtMs: number | null;
	fcpMs: number | null;
	/** Worst first: performance by savings, then the other categories' failures. */
	failing: FailingAudit[];
	warnings: string[];
	meetsTarget: boolean;
}

const score = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value * 100) : null);

function metric(lhr: Lhr, id: string): number | null {
	const value = lhr.audits[id]?.numericValue;
	return typeof value === 'number' ? value : null;
}

/**
 * Scored audits below 0.9 (Lighthouse's own pass mark): insights and diagnostics, and the other
 * categories' checks. The metrics themselves and the 'hidden' group (TTI, max potential FID: no
 * longer scored) are left out.
 */
function failingAudits(lhr: Lhr): FailingAudit[] {
	const failing: FailingAudit[] = [];
	for (const category of CATEGORIES) {
		for (const ref of lhr.categories[category]?.auditRefs ?? []) {
			if (ref.group === 'metrics' || ref.group === 'hidden') continue;
			const audit = lhr.audits[ref.id];
			if (!audit || audit.score === null || audit.score >= 0.9) continue;
			if (['manual', 'notApplicable', 'informative', 'error'].includes(audit.scoreDisplayMode)) continue;
			const savings = audit.metricSavings ?? {};
			const savingsMs =
				category === 'performance'
					? (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0) || (audit.details?.overallSavingsMs ?? 0)
					: 0;
			failing.push({ category, id: audit.id, title: audit.title, displayValue: audit.displayValue ?? null, savingsMs });
		}
	}
	const order = (audit: FailingAudit) => CATEGORIES.indexOf(audit.category);
	// One audit can sit in two categories; keep its first.
	const seen = new Set<string>();
	return failing
		.sort((a, b) => order(a) - order(b) || b.savingsMs - a.savingsMs)
		.filter((audit) => !seen.has(audit.id) && Boolean(seen.add(audit.id)));
}

/** One page's figures from its LHR; a run that failed (runtimeError) throws with Lighthouse's reason. */
export function readLhr(name: string, path: string, lhr: Lhr): LighthousePage {
	if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
	const performance = score(lhr.categories.performance?.score);
	const accessibility = score(lhr.categories.accessibility?.score);
	return {
		name,
		path,
		performance,
		accessibility,
		bestPractices: score(lhr.categories['best-practices']?.score),
		seo: score(lhr.categories.seo?.score),
		lcpMs: metric(lhr, 'largest-contentful-paint'),
		cls: metric(lhr, 'cumulative-layout-shift'),
		tbtMs: metric(lhr, 'total-blocking-time'),
		fcpMs: metric(lhr, 'first-contentful-paint'),
		failing: failingAudits(lhr),
		warnings: lhr.runWarnings ?? [],
		meetsTarget:
			performance !== null &&
			accessibility !== null &&
			performance >= TARGET_PERFORMANCE &&
			accessibility >= TARGET_ACCESSIBILITY,
	};
}

/**
 * Of several loads of one page, the one Lighthouse's own `computeMedianRun` picks: nearest the median
 * FCP and the median time to interactive, the two ends of the load (Lighthouse avoids the median of
 * the score itself, which a single outlying metric moves).
 */
export function medianLoad(loads: readonly Lhr[]): Lhr {
	return computeMedianRun(loads as unknown as Parameters<typeof computeMedianRun>[0]) as unknown as Lhr;
}

/**
 * One drawn page in one language: Lighthouse's figures at the calibrated CPU slowdown (./cpu-calibration.ts,
 * a mid-tier phone whatever the host) and at Lighthouse's fixed 4x, from the same page load.
 */
export interface LighthouseRun {
	name: string;
	/** The drawn path (apps/web/src/ssr/drawn-paths.ts). */
	path: string;
	/** What was opened: the path with seeded data. */
	address: string;
	/** The language asked for (Accept-Language). */
	language: string;
	/** `<html lang>` of the page the server drew for that request, null when it had none. */
	drawnLanguage: string | null;
	calibrated: LighthousePage;
	atDefault: LighthousePage;
	/** The performance score of every load at each slowdown (calibrated and atDefault are the median load's). */
	loads: { calibrated: (number | null)[]; atDefault: (number | null)[] };
	/** Targets met at the calibrated slowdown, drawn in the language asked for. */
	meetsTarget: boolean;
	/** Why not, one short reason each. */
	misses: string[];
}

/**
 * The targets, judged at the calibrated slowdown (the throttling guide's mid-tier phone, whatever the
 * host), and the language the page came in. Lighthouse's fixed 4x is reported beside it, not judged:
 * it simulates a phone as fast as the host allows, slower than that phone on a slow host and faster
 * on a fast one (docs/decisions.md, "Lighthouse judged at the calibrated slowdown").
 */
export function judgeRun(
	run: Omit<LighthouseRun, 'meetsTarget' | 'misses'>,
	calibratedMultiplier: number,
): LighthouseRun {
	const misses: string[] = [];
	const performance = run.calibrated.performance;
	if (performance === null || performance < TARGET_PERFORMANCE)
		misses.push(`performance ${performance ?? '-'} at ${calibratedMultiplier}x`);
	const accessibility = run.calibrated.accessibility;
	if (accessibility === null || accessibility < TARGET_ACCESSIBILITY)
		misses.push(`accessibility ${accessibility ?? '-'}`);
	if (run.drawnLanguage !== run.language) misses.push(`drawn in ${run.drawnLanguage ?? 'no language'}`);
	return { ...run, meetsTarget: misses.length === 0, misses };
}

const cell = (value: number | null, width: number, digits = 0) =>
	(value === null ? '-' : value.toFixed(digits)).padStart(width);

/** The lowest and highest performance of a page's loads at one slowdown ("84-97"), or the one score. */
export function scoreRange(scores: readonly (number | null)[]): string {
	const known = scores.filter((score): score is number => score !== null);
	if (known.length === 0) return '-';
	const low = Math.min(...known);
	const high = Math.max(...known);
	return low === high ? String(low) : `${low}-${high}`;
}

/** `id (~savings)`, or the id alone. */
const auditLabel = (audit: FailingAudit) =>
	audit.savingsMs > 0 ? `${audit.id} (~${Math.round(audit.savingsMs)} ms)` : audit.id;

/**
 * The table, in the bench's style: one line per page and language against the targets (performance
 * at the calibrated slowdown and at 4x, of the median load; the range of the loads' performance at
 * the calibrated slowdown; the other figures at the calibrated one), then what holds
 * each missed page down, by category (performance: the `topAudits` with the largest savings).
 */
export function formatLighthouseTable(
	runs: LighthouseRun[],
	heading: string[],
	multipliers: { calibrated: number; atDefault: number },
	topAudits = 5,
): string[] {
	const cal = `${multipliers.calibrated}x`;
	const def = `${multipliers.atDefault}x`;
	const lines = [
		'',
		...heading,
		`${'page'.padEnd(34)}${'lang'.padEnd(7)}${`perf ${cal}`.padStart(10)}${`perf ${def}`.padStart(9)}${'loads'.padStart(9)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}${'LCP ms'.padStart(9)}${'CLS'.padStart(7)}${`TBT ${cal}/${def}`.padStart(16)}  target perf >= ${TARGET_PERFORMANCE} at ${cal}, a11y ${TARGET_ACCESSIBILITY}`,
	];
	for (const run of runs) {
		const { calibrated: c, atDefault: d } = run;
		const lang = run.drawnLanguage === run.language ? run.language : `${run.language}>${run.drawnLanguage ?? '?'}`;
		const tbt = `${cell(c.tbtMs, 0)} / ${cell(d.tbtMs, 0)}`;
		lines.push(
			`${run.address.slice(0, 33).padEnd(34)}${lang.padEnd(7)}${cell(c.performance, 10)}${cell(d.performance, 9)}${scoreRange(run.loads.calibrated).padStart(9)}${cell(c.accessibility, 6)}${cell(c.bestPractices, 6)}${cell(c.seo, 6)}${cell(c.lcpMs, 9)}${cell(c.cls, 7, 3)}${tbt.padStart(16)}  ${run.meetsTarget ? 'OK' : `BELOW: ${run.misses.join(', ')}`}`,
		);
	}
	for (const run of runs) {
		if (run.meetsTarget || run.calibrated.failing.length === 0) continue;
		lines.push(`  ${run.address} (${run.language}, at ${cal}), held down by:`);
		for (const category of CATEGORIES) {
			const audits = run.calibrated.failing.filter((audit) => audit.category === category);
			if (audits.length === 0) continue;
			const shown = category === 'performance' ? audits.slice(0, topAudits) : audits;
			const more = audits.length - shown.length;
			lines.push(`    ${category.padEnd(15)}${shown.map(auditLabel).join(', ')}${more > 0 ? ` (+${more} more)` : ''}`);
		}
	}
	const missed = runs.filter((run) => !run.meetsTarget);
	const fastEnoughAtDefault = runs.filter(
		(run) => run.atDefault.performance !== null && run.atDefault.performance >= TARGET_PERFORMANCE,
	);
	lines.push(
		missed.length === 0
			? `lighthouse targets: met by all ${runs.length} page-language runs at ${cal}`
			: `lighthouse targets: MISSED by ${missed.length} of ${runs.length} page-language runs at ${cal} (${missed.map((run) => `${run.address} ${run.language}`).join('; ')})`,
		`at Lighthouse's fixed ${def} (reported, not judged): performance >= ${TARGET_PERFORMANCE} on ${fastEnoughAtDefault.length} of ${runs.length}`,
	);
	return lines;
}
