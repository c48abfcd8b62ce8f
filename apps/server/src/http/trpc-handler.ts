import {
	type ApiDeps,
	answerIsPublic,
	appRouter,
	MAX_BATCH_CALLS,
	PRIVATE_CACHE_CONTROL,
	PUBLIC_CACHE_CONTROL,
	PUBLIC_CACHE_VARY,
	SESSION_ENDED_HEADER,
	type SessionResolver,
} from '@edge/api';
import { languageFromAcceptLanguage } from '@edge/i18n/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context } from 'hono';
import { clientIp } from './client-ip';
import { noteUser } from './request-log';
import { refuseForbiddenBatch } from './trpc-batch-guard';

export const TRPC_ENDPOINT = '/api/trpc';

/** Queries, mutations and SSE subscriptions, all through tRPC's fetch adapter. */
export function trpcHandler(deps: ApiDeps, resolveSession: SessionResolver, options: { trustProxy: boolean }) {
	// A credential is one the browser sent, valid or not: a page that believes it is signed in must
	// never have an answer kept as if it were anyone's (docs/api.md "Caching").
	const carriesCredentials = (c: Context) =>
		!!c.req.header('authorization') || deps.auth.readSessionCookie(c.req.header('cookie')) !== null;
	return (c: Context) =>
		refuseForbiddenBatch(c.req.raw, TRPC_ENDPOINT) ??
		fetchRequestHandler({
			endpoint: TRPC_ENDPOINT,
			req: c.req.raw,
			router: appRouter,
			// A backstop only: the guard above already refused larger batches with a translated error.
			maxBatchSize: MAX_BATCH_CALLS,
			createContext: async ({ resHeaders }) => {
				const session = noteUser(c, resolveSession(c.req.raw.headers));
				if (session.refreshedCookie) resHeaders.append('Set-Cookie', session.refreshedCookie);
				// The session this request carried has ended: the answer says why, whatever the procedures
				// answer (a public read is served as anonymous; a protected one is UNAUTHORIZED with the
				// same reason in its data), so the page signs out at once (docs/api.md "Sessions that end").
				if (session.ended) resHeaders.set(SESSION_ENDED_HEADER, session.ended);
				return {
					...deps,
					user: session.user,
					sessionToken: session.token,
					sessionEnded: session.ended,
					ip: clientIp(c, options.trustProxy),
					language: languageFromAcceptLanguage(c.req.header('accept-language')),
					resHeaders,
				};
			},
			// Who may keep the answer. SSE subscriptions get their own headers from tRPC (no-cache), and
			// a streamed answer is not used here (httpBatchLink, not the streaming link).
			responseMeta: ({ info, errors }) => {
				const shared = answerIsPublic({
					credentials: carriesCredentials(c),
					paths: info?.calls.map((call) => call.path),
					ok: errors.length === 0,
				});
				return {
					headers: shared
						? { 'cache-control': PUBLIC_CACHE_CONTROL, vary: PUBLIC_CACHE_VARY }
						: { 'cache-control': PRIVATE_CACHE_CONTROL },
				};
			},
			onError: ({ error, path }) => {
				if (error.code === 'INTERNAL_SERVER_ERROR') deps.logError(error.cause ?? error, { via: 'trpc', path });
			},
		});
}
