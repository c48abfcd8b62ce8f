import type { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createRouter, Scripts } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ReactNode } from 'react';
import { RouteError } from './features/pwa/route-error';
import { NotFoundPage } from './features/shell/not-found';
import { catalogsOfLoader, type FeatureCatalog, loadCatalogs } from './lib/i18n';
import { routeTree } from './routeTree.gen';

/** What the server's draw hands the browser besides the router's matches and React Query's cache. */
interface DrawnState {
	/** The feature catalogs the page's routes load: in the browser before it takes the page over. */
	catalogs: FeatureCatalog[];
}

/**
 * The app's router: one for the browser (main.tsx), one per draw of a page on the server
 * (ssr/entry-server.tsx, `server: true`), each with its own React Query cache.
 *
 * Both sides go through TanStack Router's own SSR (docs/ssr.md): on the server the request handler
 * loads the route, dehydrates the router (`dehydrate` below, and React Query's cache through
 * @tanstack/react-router-ssr-query) and `<Scripts />` writes it into the page as the router's own
 * scripts; in the browser `RouterClient` hydrates the router from them (`hydrate` below loads the
 * catalogs first) before React takes the page over.
 */
export function createAppRouter(queryClient: QueryClient, { server = false }: { server?: boolean } = {}) {
	const router = createRouter({
		routeTree,
		context: { queryClient },
		defaultPreload: 'intent',
		// Loaders read through React Query, which already caches.
		defaultPreloadStaleTime: 0,
		// Offline and missing-chunk failures get their own pages (docs/pwa.md); the rest the shell's.
		defaultErrorComponent: RouteError,
		defaultNotFoundComponent: NotFoundPage,
		// In the browser only: a first visit has no scroll to restore.
		scrollRestoration: !server,
		// After the page: on the server, the router's scripts (its state, the answers, the catalogs);
		// in the browser nothing (those scripts remove themselves as they run, before the take-over).
		InnerWrap: RouterScripts,
		dehydrate: (): DrawnState => ({ catalogs: drawnCatalogs(router) }),
		hydrate: (drawn: DrawnState) => loadCatalogs(drawn.catalogs),
	});
	// React Query's cache travels with the router's state: dehydrated after the draw's loaders, hydrated
	// into the browser's cache by RouterClient. AppRoot provides the cache to the tree itself.
	setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
	return router;
}

function RouterScripts({ children }: { children: ReactNode }) {
	return (
		<>
			{children}
			<Scripts />
		</>
	);
}

/** The feature catalogs the matched routes' loaders load (catalogLoader). */
function drawnCatalogs(router: { state: { matches: { routeId: string }[] }; routesById: unknown }): FeatureCatalog[] {
	const routes = router.routesById as Record<string, AnyRoute>;
	return [...new Set(router.state.matches.flatMap((match) => catalogsOfLoader(routes[match.routeId]?.options.loader)))];
}

declare module '@tanstack/react-router' {
	interface Register {
		router: ReturnType<typeof createAppRouter>;
	}
}
