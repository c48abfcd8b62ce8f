import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from './features/pwa/route-error';
import { NotFoundPage } from './features/shell/not-found';
import { routeTree } from './routeTree.gen';

/**
 * The app's router: one for the browser (main.tsx), one per request when the server renders a first
 * view (ssr/entry-server.tsx, with a memory history and its own query cache). A history is given
 * only there.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
	return createRouter({
		routeTree,
		history,
		context: { queryClient },
		defaultPreload: 'intent',
		// Loaders read through React Query, which already caches.
		defaultPreloadStaleTime: 0,
		// Offline and missing-chunk failures get their own pages (docs/pwa.md); the rest the shell's.
		defaultErrorComponent: RouteError,
		defaultNotFoundComponent: NotFoundPage,
		// In the browser only: on the server the router would write its restoring script into the page,
		// inline, which the page's CSP refuses (and a first visit has no scroll to restore).
		scrollRestoration: history === undefined,
	});
}

declare module '@tanstack/react-router' {
	interface Register {
		router: ReturnType<typeof createAppRouter>;
	}
}
