import { createRouter } from '@tanstack/react-router';
import { ErrorFallback } from './features/shell/error-fallback';
import { NotFoundPage } from './features/shell/not-found';
import { queryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
	routeTree,
	context: { queryClient },
	defaultPreload: 'intent',
	// Loaders read through React Query, which already caches.
	defaultPreloadStaleTime: 0,
	defaultErrorComponent: ErrorFallback,
	defaultNotFoundComponent: NotFoundPage,
	scrollRestoration: true,
});

declare module '@tanstack/react-router' {
	interface Register {
		router: typeof router;
	}
}
