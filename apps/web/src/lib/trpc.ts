import type { AppRouter } from '@edge/api/client';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { apiHeaders } from './auth-token';
import { currentLanguage } from './i18n';
import { queryClient } from './query-client';

const url = '/api/trpc';

export const trpcClient = createTRPCClient<AppRouter>({
	links: [
		splitLink({
			condition: (op) => op.type === 'subscription',
			// EventSource cannot send headers: SSE authenticates with the same-origin session cookie.
			true: httpSubscriptionLink({ url, eventSourceOptions: () => ({ withCredentials: true }) }),
			false: httpBatchLink({
				url,
				headers: () => apiHeaders(currentLanguage()),
				fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
			}),
		}),
	],
});

/**
 * Typed query/mutation options (`trpc.auth.login.mutationOptions()`), shared by loaders and components. Imported by the
 * pages that call the API, so the first page of a visitor who only browses does not load it.
 */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;
