import { noticeSessionEndedIn } from './session-signal';

/**
 * How the app's API calls reach the server. In the browser: fetch, same origin, with cookies. The
 * server's draw of a first view (ssr/entry-server.tsx) gives each draw a fetch of its own, in its own
 * tRPC client (lib/trpc.ts, ApiQueryClient): the app answers those calls in-process, as an anonymous
 * visitor, without a round trip over the network. Nothing here changes per draw.
 */
export type ApiFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * Every API request of the browser's app (tRPC, the REST facade, uploads) goes through here, so the
 * server's word that this tab's session has ended (Edge-Session-Ended) is seen on whichever answer
 * brings it first, before the caller reads it (lib/session-end.ts signs the tab out).
 */
export const browserFetch: ApiFetch = async (input, init) => {
	const response = await fetch(input, { ...init, credentials: 'include' });
	noticeSessionEndedIn(response);
	return response;
};
