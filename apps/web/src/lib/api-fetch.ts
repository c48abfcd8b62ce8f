/**
 * How the app's API calls reach the server. In the browser: fetch, same origin, with cookies. The
 * server's render of a first view (ssr/entry-server.tsx) swaps in its own: the app answers those
 * calls in-process, as an anonymous visitor, without a round trip over the network.
 */
export type ApiFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

let current: ApiFetch = (input, init) => fetch(input, { ...init, credentials: 'include' });

export const apiFetch: ApiFetch = (input, init) => current(input, init);

export function setApiFetch(next: ApiFetch): void {
	current = next;
}
