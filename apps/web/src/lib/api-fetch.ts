/**
 * How the app's API calls reach the server. In the browser: fetch, same origin, with cookies. The
 * server's draw of a first view (ssr/entry-server.tsx) gives each draw a fetch of its own, in its own
 * tRPC client (lib/trpc.ts, ApiQueryClient): the app answers those calls in-process, as an anonymous
 * visitor, without a round trip over the network. Nothing here changes per draw.
 */
export type ApiFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export const browserFetch: ApiFetch = (input, init) => fetch(input, { ...init, credentials: 'include' });
