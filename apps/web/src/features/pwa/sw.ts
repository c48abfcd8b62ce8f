/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa injectManifest; docs/pwa.md). Precaches the app shell,
 * answers app navigations with it, keeps public API reads (only answers the server marked public)
 * and uploaded images for offline use, and waits for the page's SKIP_WAITING before a new version
 * takes over (no surprise reloads).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { PerCallNetworkFirst } from './api-read-strategy';
import {
	API_CACHE,
	API_CACHE_LIMITS,
	IMAGE_CACHE,
	IMAGE_CACHE_LIMITS,
	isPublicApiRead,
	isUploadedImage,
	LEGACY_CACHES,
	NOT_APP_ROUTES,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The static page (es and en) for a navigation neither the shell nor the network can answer. */
const OFFLINE_PAGE = 'offline.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker controls the open page at once, so the first visit's API reads are kept too.
// An update still waits: skipWaiting only runs when the user accepts it (message below).
clientsClaim();

self.addEventListener('message', (event) => {
	if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Caches an earlier worker filled under older rules go (edge-api-v1 kept signed-in answers,
// edge-api-v2 kept whole batches by their address).
self.addEventListener('activate', (event) => {
	event.waitUntil(Promise.all(LEGACY_CACHES.map((name) => caches.delete(name))));
});

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...NOT_APP_ROUTES] }));
// Navigations to the server's own paths go to the network; offline, the catch handler answers them.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// Network first, with no time-out: online, every read (a refetch after the user's own write
// included) is the server's current answer; the cache only answers when the network fails. Only an
// answer the server marked public, to a request without the page's bearer token, is written, one
// entry per call (procedure + input), not per batch: offline, a read is answered from those entries
// however the page batched its calls this time (api-read-strategy.ts).
registerRoute(
	({ url, request }) => url.origin === self.location.origin && isPublicApiRead(url, request.method),
	new PerCallNetworkFirst({
		cacheName: API_CACHE,
		plugins: [new ExpirationPlugin({ ...API_CACHE_LIMITS, purgeOnQuotaError: true })],
	}),
);

registerRoute(
	({ url, request }) => url.origin === self.location.origin && isUploadedImage(url, request.method),
	new CacheFirst({
		cacheName: IMAGE_CACHE,
		plugins: [
			new CacheableResponsePlugin({ statuses: [200] }),
			new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true }),
		],
	}),
);

// Only documents get the offline page; a failed API read or image stays a failure the page shows.
setCatchHandler(async ({ request }) => {
	if (request.destination === 'document') {
		const page = await matchPrecache(OFFLINE_PAGE);
		if (page) return page;
	}
	return Response.error();
});
