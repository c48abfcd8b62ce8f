/**
 * `npm run bench`'s command line (run.ts): what to measure and how long. Read apart from the run, so
 * a wrong command line is refused before any server starts, and the reading is unit-tested
 * (options.test.ts) without starting the harness.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_LATENCY_MESSAGES, DEFAULT_SUBSCRIBERS } from './chat/chat-bench';
import { DEFAULT_PROFILES, DEFAULT_QUERIES } from './directory/directory-bench';
import { DEFAULT_LIGHTHOUSE_RUNS } from './lighthouse/lighthouse-result';
import type { GeneratorName } from './load-generator';
import { SCENARIOS } from './scenarios';
import { WORKERS } from './workers/workers-bench';

/** Name of the JS-size measurement for --only. */
export const FIRST_LOAD_JS = 'first-load-js';
/** Name of the directory search measurement for --only. */
export const DIRECTORY = 'directory';
/** Name of the chat stream measurement for --only. */
export const CHAT = 'chat';
/** Name of the chat stream measurement over two processes sharing Redis (issue 24). */
export const CHAT_REDIS = 'chat-redis';
/** Name of the Lighthouse measurement for --only. */
export const LIGHTHOUSE = 'lighthouse';

/** Every name --only takes. */
export const PART_NAMES: readonly string[] = [
	...SCENARIOS.map((s) => s.name),
	FIRST_LOAD_JS,
	DIRECTORY,
	CHAT,
	CHAT_REDIS,
	LIGHTHOUSE,
	WORKERS,
];

export const BENCH_USAGE = `usage: npm run bench -- [--only ${PART_NAMES.join('|')}] [--json FILE] [--seconds N] [--warmup N] [--rounds N] [--connections N] [--generator wrk|autocannon] [--no-js] [--profiles N] [--queries N] [--no-directory] [--subscribers N] [--chat-messages N] [--no-chat] [--no-lighthouse] [--lighthouse-reports DIR] [--lighthouse-pages PATH,…] [--lighthouse-languages es,en] [--lighthouse-build DIR] [--lighthouse-runs N] [--no-workers]`;

/** A command line the bench refuses: run.ts prints the message and the usage and exits with 2. */
export class BenchUsageError extends Error {}

export type BenchOptions = ReturnType<typeof readBenchOptions>;

/** The run's options from its arguments (without `node run.ts`); throws BenchUsageError when wrong. */
export function readBenchOptions(args: string[]) {
	const { values } = parse(args);
	if (values.only && !PART_NAMES.includes(values.only)) throw new BenchUsageError(`unknown scenario: ${values.only}`);
	if (values.generator && values.generator !== 'wrk' && values.generator !== 'autocannon')
		throw new BenchUsageError(`unknown generator: ${values.generator}`);
	const count = (name: string, value: string, min: number) => {
		const n = Number(value);
		if (!Number.isInteger(n) || n < min) throw new BenchUsageError(`--${name} must be an integer >= ${min}`);
		return n;
	};
	const runs = (name: string, skipped: boolean) => !skipped && (!values.only || values.only === name);
	return {
		only: values.only,
		json: values.json,
		seconds: count('seconds', values.seconds, 1),
		warmup: count('warmup', values.warmup, 0),
		rounds: count('rounds', values.rounds, 1),
		connections: count('connections', values.connections, 1),
		generator: values.generator as GeneratorName | undefined,
		measureJs: runs(FIRST_LOAD_JS, values['no-js']),
		measureDirectory: runs(DIRECTORY, values['no-directory']),
		profiles: count('profiles', values.profiles, 1),
		queries: count('queries', values.queries, 1),
		measureChat: runs(CHAT, values['no-chat']),
		// --no-chat skips it too: both chat parts take minutes (the bench smoke test passes --no-chat).
		measureChatRedis: runs(CHAT_REDIS, values['no-chat']),
		subscribers: count('subscribers', values.subscribers, 2),
		chatMessages: count('chat-messages', values['chat-messages'], 1),
		measureLighthouse: runs(LIGHTHOUSE, values['no-lighthouse']),
		lighthouseReports: values['lighthouse-reports'],
		lighthousePages: values['lighthouse-pages'],
		lighthouseLanguages: values['lighthouse-languages'],
		lighthouseBuild: values['lighthouse-build'],
		lighthouseRuns: count('lighthouse-runs', values['lighthouse-runs'], 1),
		scenarios: SCENARIOS.filter((s) => (values.only ? s.name === values.only : true)),
		measureWorkers: runs(WORKERS, values['no-workers']),
	};
}

function parse(args: string[]) {
	try {
		return parseArgs({
			args,
			options: {
				only: { type: 'string' },
				json: { type: 'string' },
				seconds: { type: 'string', default: '4' },
				warmup: { type: 'string', default: '3' },
				rounds: { type: 'string', default: '5' },
				connections: { type: 'string', default: '16' },
				generator: { type: 'string' },
				'no-js': { type: 'boolean', default: false },
				profiles: { type: 'string', default: String(DEFAULT_PROFILES) },
				queries: { type: 'string', default: String(DEFAULT_QUERIES) },
				'no-directory': { type: 'boolean', default: false },
				subscribers: { type: 'string', default: String(DEFAULT_SUBSCRIBERS) },
				'chat-messages': { type: 'string', default: String(DEFAULT_LATENCY_MESSAGES) },
				'no-chat': { type: 'boolean', default: false },
				'no-lighthouse': { type: 'boolean', default: false },
				'no-workers': { type: 'boolean', default: false },
				'lighthouse-reports': { type: 'string' },
				// Paths as apps/web/src/ssr/drawn-paths.ts writes them, comma-separated: a run of a few pages.
				'lighthouse-pages': { type: 'string' },
				'lighthouse-languages': { type: 'string' },
				// A copy of apps/web/dist kept earlier, measured instead of a fresh build (an A/B of two builds).
				'lighthouse-build': { type: 'string' },
				// Loads of each page and language; the one Lighthouse's computeMedianRun picks is reported.
				'lighthouse-runs': { type: 'string', default: String(DEFAULT_LIGHTHOUSE_RUNS) },
			},
		});
	} catch (error) {
		throw new BenchUsageError((error as Error).message);
	}
}
