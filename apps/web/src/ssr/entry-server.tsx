/**
 * The server's render of a page's first view (docs/ssr.md). Built by Vite as its own bundle
 * (dist/ssr) and loaded in a worker thread of the server (first-view-worker.mjs), which calls
 * renderFirstView for the public pages it lists.
 *
 * A first visit is signed out and in Spanish, so the render is too: the same HTML for every such
 * visitor. The browser hydrates it when its own state agrees (main.tsx).
 */
import { dehydrate, type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { AppRoot } from '../app-root';
import type { ApiFetch } from '../lib/api-fetch';
import { DocumentTitleSink } from '../lib/document-title';
import { catalogsOfLoader, initServerI18n } from '../lib/i18n';
import { ApiQueryClient, createApiClient } from '../lib/trpc';
import { createAppRouter } from '../router';
import { isDrawnPath } from './drawn-paths';
import type { FirstViewData } from './first-view-data';

export { firstViewPaths } from './drawn-paths';
export { firstViewDataScript } from './first-view-data';

/**
 * A page's queries can depend on the answers of others (a profile, then its reviews), and its lazily
 * loaded parts arrive during a round: a few rounds.
 */
const MAX_ROUNDS = 5;

export interface FirstView {
	/** The markup inside #root. */
	html: string;
	data: FirstViewData;
	/** The page's document title ('Categorías · Edge'), as useDocumentTitle would set it; null when it sets none. */
	title: string | null;
}

function isWaiting(query: Query): boolean {
	if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
	if (query.options.queryFn === skipToken) return false;
	const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
	return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The element's HTML once everything in it has loaded. A part that fails on the server fails the
 * whole render: React would leave it to the browser with an inline script, which the CSP refuses.
 */
async function renderToHtml(element: React.ReactElement): Promise<string> {
	const errors: unknown[] = [];
	const { prelude } = await prerender(element, {
		onError: (error) => void errors.push(error),
		// React writes a large Suspense boundary's content after the rest, with an inline script to move
		// it in place (for streaming), which the CSP refuses: the whole page is written in order.
		progressiveChunkSize: Number.POSITIVE_INFINITY,
	});
	const html = await new Response(prelude).text();
	if (errors.length > 0) throw new AggregateError(errors, `The server could not draw the page: ${String(errors[0])}`);
	return html;
}

/**
 * Draws `url` (path and query) as a signed-out Spanish visitor, with `apiFetch` answering this draw's
 * API calls (the worker runs two draws at once, each with its own). Null when the page is not one the
 * server draws (drawn-paths.ts), redirects, or any of its reads failed: the visitor then gets the plain
 * shell and the browser draws the page, as without this.
 */
export async function renderFirstView(url: string, apiFetch: ApiFetch): Promise<FirstView | null> {
	// This draw's own i18next (a clone sharing the catalogs): no other draw changes its language.
	const i18n = await initServerI18n();
	// The draw's own cache, tRPC client and fetch: a draw at the same time as this one sends its
	// requests through its own, never through this one's (no module-level state, lib/trpc.ts).
	const queryClient = new ApiQueryClient(createApiClient(apiFetch), {
		defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
	});
	const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
	await router.load();
	const { location, matches } = router.state;
	const listed = isDrawnPath(location.pathname);
	// A redirect, a page not found or a failed loader: the browser handles those as it always has.
	const loaded = matches.length > 0 && matches.every((match) => match.status === 'success');
	if (!listed || !loaded) return null;
	// The last title the page's parts asked for in a round: the page's own, set below the layout's.
	let title: string | null = null;
	const app = (
		<I18nextProvider i18n={i18n}>
			<DocumentTitleSink.Provider
				value={(next) => {
					title = next;
				}}
			>
				<AppRoot queryClient={queryClient} router={router} />
			</DocumentTitleSink.Provider>
		</I18nextProvider>
	);
	for (let round = 0; round < MAX_ROUNDS; round++) {
		title = null;
		const html = await renderToHtml(app);
		const cache = queryClient.getQueryCache();
		if (cache.getAll().some((query) => query.state.status === 'error')) return null;
		const waiting = cache.getAll().filter(isWaiting);
		if (waiting.length > 0) {
			await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
			continue;
		}
		// A lazily loaded part that arrived during this round is written after the rest, with an inline
		// script to move it in place, which the CSP refuses. It has loaded now: the next round has it inline.
		if (html.includes('<script')) continue;
		return { html, data: firstViewData(router, queryClient), title };
	}
	return null;
}

/** What the browser needs to take the page over: the answers, the router's state, the catalogs. */
function firstViewData(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient): FirstViewData {
	const matches = router.state.matches;
	return {
		queries: dehydrate(queryClient),
		matches: matches.map((match) => ({
			i: match.id.replaceAll('/', '#'),
			u: match.updatedAt,
			s: 'success',
			...(match.ssr !== undefined && { ssr: match.ssr }),
		})),
		catalogs: [
			...new Set(
				matches.flatMap((match) =>
					catalogsOfLoader((router.routesById as unknown as Record<string, AnyRoute>)[match.routeId]?.options.loader),
				),
			),
		],
	};
}
