import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy (Node 21+) when it prints failures; on Node 20 the crash
// would hide the real error. This config runs in the main process, where the reporter lives.
if (!('groupBy' in Map)) {
	Object.defineProperty(Map, 'groupBy', {
		value<T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
			const groups = new Map<K, T[]>();
			let index = 0;
			for (const item of items) {
				const key = keyOf(item, index++);
				const group = groups.get(key);
				if (group) group.push(item);
				else groups.set(key, [item]);
			}
			return groups;
		},
	});
}

/**
 * One `npm test` runs every suite: pure units, integration through the real Hono app on a fresh
 * SQLite file per test file, web components in happy-dom, and browser journeys in real Chromium.
 */
export default defineConfig({
	test: {
		// Vitest's default is one worker on this 2-core machine, which runs every file in turn. Most
		// integration files wait on HTTP and SQLite, so three share two cores well; the browser files
		// run two at a time in a group of their own, after the others (their project's settings).
		maxWorkers: 3,
		projects: [
			{
				test: {
					name: 'unit',
					environment: 'node',
					include: [
						'packages/*/src/**/*.test.ts',
						'apps/server/src/**/*.test.ts',
						'apps/server/bench/**/*.test.ts',
						'apps/cli/src/**/*.test.ts',
					],
				},
			},
			{
				test: {
					name: 'integration',
					environment: 'node',
					include: ['apps/server/test/**/*.test.ts', 'apps/cli/test/**/*.test.ts'],
					// The compiled server, which two files run as `npm start` does (npm run build, issue 22).
					globalSetup: ['apps/server/test/global-setup.ts'],
					// Each file imports the whole server; isolated, every file imported it anew (39% of the
					// files' time). Shared per worker, it is imported once: no file relies on a module's state
					// (each starts its own server on its own data folder, and none mocks a module).
					isolate: false,
					testTimeout: 30_000,
					hookTimeout: 30_000,
				},
			},
			{
				test: {
					name: 'web',
					environment: 'happy-dom',
					include: ['apps/web/src/**/*.test.{ts,tsx}'],
					// A form test types every field with user-event: 2-4 s on a quiet machine, and it went past
					// the 5 s default at a load average of 15 (the browser files of other runs on two cores).
					testTimeout: 20_000,
				},
			},
			{
				test: {
					name: 'e2e',
					environment: 'node',
					include: ['e2e/**/*.e2e.ts'],
					globalSetup: ['e2e/global-setup.ts'],
					// The server imported once per worker, not once per file (as for the integration files).
					isolate: false,
					testTimeout: 60_000,
					hookTimeout: 180_000,
					// A real browser on a busy 2-core machine: a condition polled for 1 s (the default) can
					// lose to a slow paint; 10 s, like the journeys' visible(), still fails fast when it never holds.
					expect: { poll: { timeout: 10_000 } },
					// Two files at a time, each with its own app and one Chromium: most of a journey is
					// waiting on the network, paints and timers, so two share the two cores well, and one at
					// a time had the browser files alone take six of the suite's ten minutes.
					maxWorkers: 2,
					// A pool of its own, after the others: Vitest runs projects with other worker counts apart.
					sequence: { groupOrder: 1 },
				},
			},
		],
	},
});
