import type { QueryClient } from '@tanstack/react-query';
import { type FeatureCatalog, loadCatalogs } from '../lib/i18n';
import { sessionQueryOptions } from '../lib/session';

/** What a drawn page's loader is given (the route's context and its loaderDeps). */
export interface PageLoaderContext<Deps> {
	context: { queryClient: QueryClient };
	deps: Deps;
}

/**
 * The route loader of a page the server draws (docs/ssr.md): its feature catalogs, the session (a
 * draw is signed out: the header shows "Iniciar sesión") and `data`, the page's queries through
 * `queryClient.ensureQueryData`, so the server renders the page once, with everything it shows.
 *
 * `data` comes from a module imported when the loader runs (ssr/page-data.ts): the API client and the
 * queries' options stay out of the first load of `/`. The server's draw waits for it; the browser,
 * navigating, leaves the page's reads to its components (below), which show their own placeholders:
 * a slow answer never holds a navigation. The catalogs are waited for on both sides: the page's texts need them.
 *
 * `catalogs` is kept on the loader (as catalogLoader does) for the router's dehydration (router.tsx).
 */
export function pageLoader<Deps = unknown>(
	catalogs: readonly FeatureCatalog[],
	data: (queryClient: QueryClient, deps: Deps) => Promise<unknown> = async () => undefined,
) {
	return Object.assign(
		async ({ context: { queryClient }, deps }: PageLoaderContext<Deps>): Promise<void> => {
			if (typeof document === 'undefined') {
				await Promise.all([
					loadCatalogs(catalogs),
					queryClient.ensureQueryData(sessionQueryOptions),
					data(queryClient, deps),
				]);
				return;
			}
			// In the browser the page's own components ask for its data, in the same tick and so in one
			// batched request, as before loaders. The service worker keeps public reads under the batch's
			// address for offline use (features/pwa/sw.ts); started from here, a tick apart (after this
			// module's import), the same reads went out in other batches whose addresses an offline
			// reload then did not find (e2e/pwa.e2e.ts).
			await loadCatalogs(catalogs);
		},
		{ catalogs },
	);
}
