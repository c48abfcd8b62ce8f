import { MAX_BATCH_CALLS } from '@edge/api/batch-limit';
import type { AppRouter } from '@edge/api/client';
import {
	createTRPCClient,
	httpBatchLink,
	httpLink,
	httpSubscriptionLink,
	splitLink,
	type TRPCClient,
} from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { apiFetch } from './api-fetch';
import { apiHeaders } from './auth-token';
import { currentLanguage } from './i18n';
import { queryClient } from './query-client';

const url = '/api/trpc';
const http = {
	url,
	headers: () => apiHeaders(currentLanguage()),
	fetch: apiFetch,
};

/**
 * Typed explicitly: an inferred type would have to name every view type of every procedure, and
 * `tsc -b` refuses declarations that reach into another package's private files.
 */
export const trpcClient: TRPCClient<AppRouter> = createTRPCClient<AppRouter>({
	links: [
		splitLink({
			condition: (op) => op.type === 'subscription',
			// EventSource cannot send headers: SSE authenticates with the same-origin session cookie.
			true: httpSubscriptionLink({ url, eventSourceOptions: () => ({ withCredentials: true }) }),
			false: splitLink({
				// The server refuses a request with two password checks (login, sign-up…) or more than
				// MAX_BATCH_CALLS calls: mutations go one per request, queries in batches of at most that.
				condition: (op) => op.type === 'mutation',
				true: httpLink(http),
				false: httpBatchLink({ ...http, maxItems: MAX_BATCH_CALLS }),
			}),
		}),
	],
});

/**
 * Typed query/mutation options (`trpc.auth.login.mutationOptions()`), shared by loaders and components. Imported by the
 * pages that call the API, so the first page of a visitor who only browses does not load it.
 */
export const trpc: TRPCOptionsProxy<AppRouter> = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;
