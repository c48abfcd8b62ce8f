import { MAX_BATCH_CALLS } from '@edge/api/batch-limit';
import type { AppRouter } from '@edge/api/client';
import { QueryClient, type QueryClientConfig, type QueryFunctionContext } from '@tanstack/react-query';
import {
	createTRPCClient,
	httpBatchLink,
	httpLink,
	httpSubscriptionLink,
	splitLink,
	type TRPCClient,
	type TRPCLink,
} from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { PUBLIC_READ_PROCEDURES } from '../features/pwa/cache-rules';
import { type ApiFetch, browserFetch } from './api-fetch';
import { apiHeaders } from './auth-token';
import { currentLanguage } from './i18n';
import { queryClient } from './query-client';
import { noticeSessionEnded } from './session-signal';

const url = '/api/trpc';

/**
 * Passes every operation on, and tells lib/session-signal.ts when an error says the session ended
 * (`data.sessionEnded`). The fetch links' answers carry the Edge-Session-Ended header too, which
 * browserFetch reads; a live stream's (EventSource) headers cannot be read, so a chat stream refused
 * or ended because its session ended is seen here only.
 */
const sessionEndedLink: TRPCLink<AppRouter> =
	() =>
	({ op, next }) =>
		observable((observer) =>
			next(op).subscribe({
				next: (value) => observer.next(value),
				error: (error) => {
					noticeSessionEnded((error.data as { sessionEnded?: unknown } | undefined)?.sessionEnded);
					observer.error(error);
				},
				complete: () => observer.complete(),
			}),
		);

/**
 * A tRPC client whose requests go through `fetch`: the browser's one (below), and one per draw of a
 * first view on the server, each with its draw's own fetch and language (ssr/entry-server.tsx; the
 * app's i18next language is not the draw's). `publicReadsApart` batches public reads only with
 * public reads, for the service worker's offline copy (below); a draw on the server has no service
 * worker and sends its page's reads in one request.
 */
export function createApiClient(
	fetch: ApiFetch,
	language: () => string = currentLanguage,
	{ publicReadsApart = true }: { publicReadsApart?: boolean } = {},
): TRPCClient<AppRouter> {
	const http = { url, headers: () => apiHeaders(language()), fetch };
	const queries = httpBatchLink({ ...http, maxItems: MAX_BATCH_CALLS });
	return createTRPCClient<AppRouter>({
		links: [
			sessionEndedLink,
			splitLink({
				condition: (op) => op.type === 'subscription',
				// EventSource cannot send headers: SSE authenticates with the same-origin session cookie.
				true: httpSubscriptionLink({ url, eventSourceOptions: () => ({ withCredentials: true }) }),
				false: splitLink({
					// The server refuses a request with two password checks (login, sign-up…) or more than
					// MAX_BATCH_CALLS calls: mutations go one per request, queries in batches of at most that.
					condition: (op) => op.type === 'mutation',
					true: httpLink(http),
					// Public reads are batched only with public reads: a batch holding one private read is
					// private as a whole (the server says so), and the service worker keeps nothing of it
					// for offline use (docs/pwa.md).
					false: publicReadsApart
						? splitLink({
								condition: (op) => PUBLIC_READ_PROCEDURES.has(op.path),
								true: httpBatchLink({ ...http, maxItems: MAX_BATCH_CALLS }),
								false: queries,
							})
						: queries,
				}),
			}),
		],
	});
}

/**
 * Typed explicitly: an inferred type would have to name every view type of every procedure, and
 * `tsc -b` refuses declarations that reach into another package's private files.
 */
export const trpcClient: TRPCClient<AppRouter> = createApiClient(browserFetch);

/**
 * A query cache whose tRPC queries call the API through a client of its own: one per draw of a first
 * view on the server, so two draws at once never send each other's requests (docs/ssr.md). The
 * browser's cache (lib/query-client.ts) is a plain QueryClient and uses `trpcClient`.
 */
export class ApiQueryClient extends QueryClient {
	/** The options proxy over this cache's own client. */
	readonly trpc: TRPCOptionsProxy<AppRouter>;

	constructor(api: TRPCClient<AppRouter>, config?: QueryClientConfig) {
		super(config);
		this.trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient: this });
	}
}

type Callable = (...args: unknown[]) => unknown;

/** `proxy.a.b.c(...args)` for path ['a', 'b', 'c']. */
function callAt(proxy: unknown, path: readonly string[], args: unknown[]): unknown {
	let target = proxy as Record<string, unknown>;
	for (const key of path) target = target[key] as Record<string, unknown>;
	return (target as unknown as Callable)(...args);
}

/**
 * The options proxy the pages import (`trpc.x.queryOptions(...)`), written once for every cache: a
 * query's function runs with the cache that runs it (React Query passes it as `client`), and an
 * ApiQueryClient's query goes through that cache's own client. So the pages, their loaders and the
 * server's draw share no per-draw state: each draw's cache carries its own client.
 */
function routedByCache(browser: TRPCOptionsProxy<AppRouter>, path: readonly string[] = []): unknown {
	return new Proxy(() => undefined, {
		get: (_target, key) => (typeof key === 'string' ? routedByCache(browser, [...path, key]) : undefined),
		apply: (_target, _this, args: unknown[]) => {
			const options = callAt(browser, path, args);
			const util = path.at(-1);
			if (util !== 'queryOptions' && util !== 'infiniteQueryOptions') return options;
			const own = (options as { queryFn?: unknown }).queryFn;
			if (typeof own !== 'function') return options; // skipToken: nothing to call
			return {
				...(options as object),
				queryFn: (context: QueryFunctionContext) => {
					if (!(context.client instanceof ApiQueryClient)) return (own as Callable)(context);
					const drawn = callAt(context.client.trpc, path, args) as { queryFn: Callable };
					return drawn.queryFn(context);
				},
			};
		},
	});
}

/**
 * Typed query/mutation options (`trpc.auth.login.mutationOptions()`), shared by loaders and components. Imported by the
 * pages that call the API, so the first page of a visitor who only browses does not load it.
 */
export const trpc = routedByCache(
	createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }),
) as TRPCOptionsProxy<AppRouter>;
export type Trpc = typeof trpc;
