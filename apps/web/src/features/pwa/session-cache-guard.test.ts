import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { API_CACHE, IMAGE_CACHE, SIGNED_IN_MARK } from './cache-rules';
import { type CacheStorageLike, userCaches } from './private-caches';
import { watchSessionForCaches } from './session-cache-guard';

/**
 * Cache Storage as the browser keeps it for an origin, by name (happy-dom has none). What a page
 * leaves in it is what the next page finds: the tests hand one storage from "page" to "page".
 */
function browserCacheStorage(names: string[] = []) {
	const kept = new Set(names);
	const storage: CacheStorageLike = {
		has: async (name) => kept.has(name),
		open: async (name) => {
			kept.add(name);
			return {} as Cache;
		},
		delete: async (name) => kept.delete(name),
	};
	return { storage, kept };
}

/** A page of the app: its own query client, the guard watching it, the session's answer when given. */
function openPage(storage: CacheStorageLike, user?: { id: string } | null) {
	const queryClient = new QueryClient();
	if (user !== undefined) queryClient.setQueryData(SESSION_QUERY_KEY, user);
	const stop = watchSessionForCaches(
		queryClient,
		userCaches(storage, async () => undefined),
	);
	pages.push(stop);
	return {
		settled: stop.settled,
		signIn: (id: string) => queryClient.setQueryData(SESSION_QUERY_KEY, { id }),
		signOut: () => queryClient.setQueryData(SESSION_QUERY_KEY, null),
	};
}
const pages: Array<() => void> = [];
afterEach(() => {
	for (const stop of pages.splice(0)) stop();
});

const OFFLINE_DATA = [API_CACHE, IMAGE_CACHE, 'workbox-precache-v2-x'];

describe('the caches and the session', () => {
	it('empties the caches when a page starts without a session after a signed-in one (no logout dialog)', async () => {
		const { storage, kept } = browserCacheStorage(OFFLINE_DATA);
		openPage(storage, { id: 'owner' });
		await expect.poll(() => kept.has(SIGNED_IN_MARK)).toBe(true);

		// The cookie expired or was cleared: the next page's session check answers nobody.
		const next = openPage(storage);
		next.signOut();
		await expect.poll(() => [...kept]).toEqual(['workbox-precache-v2-x']);
	});

	it('keeps what an anonymous visitor kept for offline use when no signed-in user came before', async () => {
		const { storage, kept } = browserCacheStorage(OFFLINE_DATA);
		openPage(storage, null);
		const later = openPage(storage);
		later.signOut();
		await later.settled();
		expect([...kept]).toEqual(OFFLINE_DATA);
	});

	it('within a page: clears on the way to nobody or to another account, and marks the new one', async () => {
		const { storage, kept } = browserCacheStorage(OFFLINE_DATA);
		const page = openPage(storage, { id: 'ana' });
		await expect.poll(() => kept.has(SIGNED_IN_MARK)).toBe(true);

		kept.add(API_CACHE);
		page.signIn('luis');
		await expect.poll(() => kept.has(API_CACHE)).toBe(false);
		await expect.poll(() => kept.has(SIGNED_IN_MARK)).toBe(true);

		kept.add(IMAGE_CACHE);
		page.signOut();
		await expect.poll(() => [...kept].sort()).toEqual(['workbox-precache-v2-x']);
	});
});
