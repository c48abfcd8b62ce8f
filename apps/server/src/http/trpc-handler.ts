import { type ApiDeps, appRouter, MAX_BATCH_CALLS, type SessionResolver } from '@edge/api';
import { languageFromAcceptLanguage } from '@edge/i18n/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context } from 'hono';
import { clientIp } from './client-ip';
import { refuseForbiddenBatch } from './trpc-batch-guard';

export const TRPC_ENDPOINT = '/api/trpc';

/** Queries, mutations and SSE subscriptions, all through tRPC's fetch adapter. */
export function trpcHandler(deps: ApiDeps, resolveSession: SessionResolver, options: { trustProxy: boolean }) {
	return (c: Context) =>
		refuseForbiddenBatch(c.req.raw, TRPC_ENDPOINT) ??
		fetchRequestHandler({
			endpoint: TRPC_ENDPOINT,
			req: c.req.raw,
			router: appRouter,
			// A backstop only: the guard above already refused larger batches with a translated error.
			maxBatchSize: MAX_BATCH_CALLS,
			createContext: async ({ resHeaders }) => {
				const session = resolveSession(c.req.raw.headers);
				if (session.refreshedCookie) resHeaders.append('Set-Cookie', session.refreshedCookie);
				return {
					...deps,
					user: session.user,
					sessionToken: session.token,
					ip: clientIp(c, options.trustProxy),
					language: languageFromAcceptLanguage(c.req.header('accept-language')),
					resHeaders,
				};
			},
			onError: ({ error, path }) => {
				if (error.code === 'INTERNAL_SERVER_ERROR') deps.logError(error.cause ?? error, { via: 'trpc', path });
			},
		});
}
