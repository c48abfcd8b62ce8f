import { createRouter } from '@tanstack/react-router';
import { RouteError } from './features/pwa/route-error';
import { NotFoundPage } from './features/shell/not-found';
import { queryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
	routeTree,
	context: { queryClient },
	defaultPreload: 'intent',
	// Loaders read through React Query, which already caches.
	defaultPreloadStaleTime: 0,
	// Offline and missing-chunk failures get their own pages (docs/pwa.md); the rest the shell's.
	defaultErrorComponent: RouteError,
	defaultNotFoundComponent: NotFoundPage,
	scrollRestoration: true,
});

declare module '@tanstack/react-router' {
	interface Register {
		router: typeof router;
	}
}
