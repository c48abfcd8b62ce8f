// @vitest-environment node
// The router itself (server code): read in Node, not in the page-like environment of the other web tests.
import { appRouter, PUBLIC_CACHE_PATHS } from '@edge/api';
import { describe, expect, it } from 'vitest';
import { PUBLIC_READ_PROCEDURES } from './cache-rules';

/** tRPC's record of the router's procedures, by dotted path. */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } } | undefined>;

describe("the worker's allow-list of public reads", () => {
	it('names only queries the API has: a renamed or removed procedure fails here, not silently offline', () => {
		const wrong = [...PUBLIC_READ_PROCEDURES].filter((name) => procedures[name]?._def.type !== 'query');
		expect(wrong).toEqual([]);
	});

	it('is exactly what the server marks publicCache: the worker handles no read the server would not share, and misses none', () => {
		expect([...PUBLIC_READ_PROCEDURES].sort()).toEqual([...PUBLIC_CACHE_PATHS].sort());
	});

	it('holds nothing of the private parts of the API', () => {
		const privateParts = /^(auth|account|chat|payments|subscription|contact)\.|\.(mine|access)$/;
		expect([...PUBLIC_READ_PROCEDURES].filter((name) => privateParts.test(name))).toEqual([]);
		// Nor does the server mark any of them public (the mark is on the procedure itself).
		expect([...PUBLIC_CACHE_PATHS].filter((name) => privateParts.test(name))).toEqual([]);
	});
});
