import { describe, expect, it } from 'vitest';
import { BENCH_USAGE, BenchUsageError, PART_NAMES, readBenchOptions } from './options';

/** Every part besides the load scenarios left out. */
const NOTHING_ELSE = {
	measureJs: false,
	measureDirectory: false,
	measureChat: false,
	measureChatRedis: false,
	measureLighthouse: false,
	measureWorkers: false,
};

describe("npm run bench's command line", () => {
	it('measures everything by default, five 4 s rounds after 3 s of warm-up', () => {
		const options = readBenchOptions([]);
		expect(options).toMatchObject({
			seconds: 4,
			warmup: 3,
			rounds: 5,
			connections: 16,
			measureJs: true,
			measureDirectory: true,
			measureChat: true,
			measureChatRedis: true,
			measureLighthouse: true,
			measureWorkers: true,
		});
		expect(options.scenarios.map((s) => s.name)).toEqual([
			'health',
			'spa-index',
			'home-drawn',
			'auth-me',
			'auth-me-401',
		]);
	});

	it('runs only the part --only names', () => {
		const health = readBenchOptions(['--only', 'health']);
		expect(health.scenarios.map((s) => s.name)).toEqual(['health']);
		expect(health).toMatchObject(NOTHING_ELSE);
		const lighthouse = readBenchOptions(['--only', 'lighthouse', '--lighthouse-pages', '/categories']);
		expect(lighthouse.scenarios).toEqual([]);
		expect(lighthouse).toMatchObject({ measureLighthouse: true, measureJs: false, lighthousePages: '/categories' });
		// Three loads of each page by default, the median one reported; --lighthouse-runs sets how many.
		expect(lighthouse.lighthouseRuns).toBe(3);
		expect(readBenchOptions(['--lighthouse-runs', '5']).lighthouseRuns).toBe(5);
		// Every name the usage offers is taken.
		for (const name of PART_NAMES) expect(() => readBenchOptions(['--only', name]), name).not.toThrow();
	});

	it('skips what --no-… says, and --no-chat skips both chat parts', () => {
		const options = readBenchOptions(['--no-js', '--no-directory', '--no-chat', '--no-lighthouse', '--no-workers']);
		expect(options).toMatchObject(NOTHING_ELSE);
		expect(options.scenarios).toHaveLength(5);
	});

	it.each([
		['an unknown flag', ['--bogus'], /bogus/],
		['an unknown scenario', ['--only', 'nonsense'], /unknown scenario: nonsense/],
		['an unknown generator', ['--generator', 'ab'], /unknown generator: ab/],
		['a zero duration', ['--seconds', '0'], /--seconds must be an integer >= 1/],
		['a fractional round count', ['--rounds', '1.5'], /--rounds must be an integer >= 1/],
		['no Lighthouse load', ['--lighthouse-runs', '0'], /--lighthouse-runs must be an integer >= 1/],
		['a directory of no profiles', ['--profiles', '0'], /--profiles must be an integer >= 1/],
		['a single chat subscriber', ['--subscribers', '1'], /--subscribers must be an integer >= 2/],
	])('refuses %s', (_, args, message) => {
		expect(() => readBenchOptions(args)).toThrow(BenchUsageError);
		expect(() => readBenchOptions(args)).toThrow(message);
	});

	it('names every part and flag in its usage', () => {
		for (const name of PART_NAMES) expect(BENCH_USAGE).toContain(name);
		expect(BENCH_USAGE).toMatch(/^usage: npm run bench -- /);
	});
});
