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
 * navigating, starts it without waiting (the page shows its own placeholders, as it did before
 * loaders, and its queries find the answers in the cache or already on their way): a slow answer
 * never holds a navigation. The catalogs are waited for on both sides: the page's texts need them.
 *
 * `catalogs` is kept on the loader (as catalogLoader does) for the router's dehydration (router.tsx).
 */
export function pageLoader<Deps = unknown>(
	catalogs: readonly FeatureCatalog[],
	data: (queryClient: QueryClient, deps: Deps) => Promise<unknown> = async () => undefined,
) {
	return Object.assign(
		async ({ context: { queryClient }, deps }: PageLoaderContext<Deps>): Promise<void> => {
			const loading = Promise.all([queryClient.ensureQueryData(sessionQueryOptions), data(queryClient, deps)]);
			if (typeof document === 'undefined') {
				await Promise.all([loadCatalogs(catalogs), loading]);
				return;
			}
			// Started here, the reads go out a tick before the page's components ask, so in other batches
			// than theirs (and than the last visit's): the service worker keeps each call on its own for
			// offline use, not the batch's address, so an offline reload finds them however they are
			// batched (features/pwa/api-read-calls.ts; e2e/pwa.e2e.ts). The page's own queries show a
			// failure; nothing to report here.
			loading.catch(() => undefined);
			await loadCatalogs(catalogs);
		},
		{ catalogs },
	);
}
