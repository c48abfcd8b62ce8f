/**
 * The server's draw of a public page (docs/ssr.md), through TanStack Router's own SSR: its request
 * handler loads the route (the loaders fetch what the page shows), dehydrates the router and React
 * Query's cache (@tanstack/react-router-ssr-query), and the page is rendered once. Built by Vite as
 * its own bundle (dist/ssr) and loaded in a worker thread of the server (first-view-worker.mjs).
 *
 * A draw is signed out (the server draws only for visits without a session), in the language it is
 * given, and shares nothing with another draw: its own router, QueryClient, tRPC client, fetch and
 * i18next clone.
 */
import { type Query, skipToken } from '@tanstack/react-query';
import { createRequestHandler, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { AppRoot } from '../app-root';
import type { ApiFetch } from '../lib/api-fetch';
import { DocumentTitleSink } from '../lib/document-title';
import { createDrawI18n } from '../lib/i18n';
import { ApiQueryClient, createApiClient } from '../lib/trpc';
import { createAppRouter } from '../router';
import { isDrawnPath } from './drawn-paths';

export { isDrawnPath } from './drawn-paths';

export type DrawLanguage = 'es' | 'en';

export interface DrawOptions {
	/** Answers this draw's API calls (the worker runs two draws at once, each with its own). */
	apiFetch: ApiFetch;
	/** The language the page is drawn in (the server's choice for the visit, draw-language.ts). */
	language: DrawLanguage;
}

export interface FirstView {
	/**
	 * The markup inside #root: the page, then the router's scripts (its state, React Query's answers,
	 * the catalogs), which run as the page is read and remove themselves.
	 */
	html: string;
	/** The page's document title ('Categorías · Edge'), as useDocumentTitle would set it; null when it sets none. */
	title: string | null;
	/** The page's language, for `<html lang>`. */
	lang: DrawLanguage;
	/**
	 * Queries the page rendered without their data (keys): its route's loader does not load them, so
	 * the drawn page shows their placeholders and the browser fetches them. Empty for a page whose
	 * loader loads all it shows (tested).
	 */
	unloaded: string[];
	/**
	 * The address (path and query) the page was drawn at: the router's own form of the visited one,
	 * without the parameters its route does not read (utm_source, fbclid) and in its order. The
	 * browser's router starts there (first-view-boot.js), so it takes over the page at the address it
	 * was drawn for instead of rewriting the address, and loading the route again, while React is
	 * still taking the page over.
	 */
	address: string;
}

/** The origin of the draw's requests: the router needs one; nothing is fetched from it. */
const DRAW_ORIGIN = 'http://edge.draw';

/** A query the render asked for and nobody fetched (React Query does not fetch on the server). */
function isUnloaded(query: Query): boolean {
	if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
	if (query.options.queryFn === skipToken) return false;
	const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
	return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The element's HTML once everything in it has loaded (`prerender` waits for lazily loaded parts,
 * where renderToString would leave them to the browser). A part that fails on the server fails the
 * whole draw: the visitor gets the plain shell.
 */
async function renderToHtml(element: React.ReactElement): Promise<string> {
	const errors: unknown[] = [];
	const { prelude } = await prerender(element, {
		onError: (error) => void errors.push(error),
		// The whole page in order, without React's scripts that move late parts into place.
		progressiveChunkSize: Number.POSITIVE_INFINITY,
	});
	const html = await new Response(prelude).text();
	if (errors.length > 0) throw new AggregateError(errors, `The server could not draw the page: ${String(errors[0])}`);
	return html;
}

/** What the handler answers when the page is not drawn: the visitor gets the plain shell. */
const DECLINED = 204;

/**
 * Draws `url` (path and query) in `language`, signed out. Null when the page is not one the server
 * draws (drawn-paths.ts), redirects elsewhere, is not found, or a loader failed: the visitor then
 * gets the plain shell and the browser draws the page, as without this.
 *
 * An address whose search is not written as the router writes it (`open=1` for `open=true`, another
 * order of the parameters) is redirected by the router to its canonical form before any loader runs:
 * the page is drawn at that form instead, for this address. The browser's router takes it over and
 * writes the canonical form into the address bar, as it does for a page it draws itself.
 */
export async function renderFirstView(url: string, options: DrawOptions): Promise<FirstView | null> {
	if (!isDrawnPath(new URL(url, DRAW_ORIGIN).pathname)) return null;
	const drawn = await drawOnce(url, options);
	if (typeof drawn !== 'string') return drawn;
	const canonical = new URL(drawn, DRAW_ORIGIN);
	if (canonical.origin !== DRAW_ORIGIN || canonical.pathname !== new URL(url, DRAW_ORIGIN).pathname) return null;
	const again = await drawOnce(`${canonical.pathname}${canonical.search}`, options);
	return typeof again === 'string' ? null : again;
}

/** One draw of `url`: the page, null (declined), or where the router redirected (a string). */
async function drawOnce(url: string, { apiFetch, language }: DrawOptions): Promise<FirstView | string | null> {
	// This draw's own i18next (a clone sharing the catalogs): no other draw changes its language.
	const i18n = await createDrawI18n(language);
	// The draw's own cache, tRPC client and fetch: a draw at the same time as this one sends its
	// requests through its own, never through this one's (no module-level state, lib/trpc.ts).
	const queryClient = new ApiQueryClient(
		createApiClient(apiFetch, () => language, { publicReadsApart: false }),
		{ defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } } },
	);
	let title: string | null = null;
	let unloaded: string[] = [];
	let address = url;
	const handle = createRequestHandler({
		request: new Request(new URL(url, DRAW_ORIGIN)),
		createRouter: () => createAppRouter(queryClient, { server: true }),
	});
	const response = await handle(async ({ router, responseHeaders }) => {
		const { matches } = router.state;
		// A page not found or a failed loader: the browser handles those as it always has.
		const loaded = matches.length > 0 && matches.every((match) => match.status === 'success');
		if (!loaded || !isDrawnPath(router.state.location.pathname)) return new Response(null, { status: DECLINED });
		const app = (
			<I18nextProvider i18n={i18n}>
				<DocumentTitleSink.Provider
					value={(next) => {
						// The last title asked for: the page's own, set below the layout's.
						title = next;
					}}
				>
					<AppRoot queryClient={queryClient}>
						<RouterServer router={router} />
					</AppRoot>
				</DocumentTitleSink.Provider>
			</I18nextProvider>
		);
		address = router.state.location.href;
		const page = await renderToHtml(app);
		unloaded = queryClient
			.getQueryCache()
			.getAll()
			.filter(isUnloaded)
			.map((query) => query.queryHash);
		// The router's scripts go in after the page; its document prefix is index.html's own.
		const html = (await transformHtmlStringWithRouter(router, page)).replace(/^<!DOCTYPE html>/, '');
		return new Response(html, { status: 200, headers: responseHeaders });
	});
	if (response.status >= 300 && response.status < 400) return response.headers.get('Location');
	if (response.status !== 200) return null;
	return { html: await response.text(), title, lang: language, unloaded, address };
}
