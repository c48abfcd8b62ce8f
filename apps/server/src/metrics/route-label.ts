import { appRouter } from '@edge/api';
import { TrieRouter } from 'hono/router/trie-router';

/** The app's routes as Hono lists them (`app.routes`). */
export interface RouteEntry {
	method: string;
	path: string;
}

const TRPC_PREFIX = '/api/trpc/';
/** A batch of several procedures: one label for all of them (edge_trpc_calls_total counts each). */
export const TRPC_BATCH_LABEL = '/api/trpc/(batch)';
/** A procedure path no router defines: one label, so made-up paths cannot add series. */
export const TRPC_UNKNOWN_LABEL = '/api/trpc/(unknown)';
/** A path no route matched (the page fallback, a 404). */
export const UNMATCHED_LABEL = '(unmatched)';

/** Every tRPC procedure path the router defines (`wall.list`, `chat.stream`, ...). */
export const TRPC_PROCEDURES: ReadonlySet<string> = new Set(
	Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures),
);

/**
 * Names a request for the metrics by the route that answered it, never by its raw URL: an id in a
 * path (a profile, an upload) would add a series per id and grow the registry without end. A tRPC
 * call is named by its procedure path when the router defines it; a REST or page request by the
 * pattern it matched (`/api/v1/payment/subscription/:subscriptionId`).
 *
 * Exact paths (health, auth/me, `/`) are found in a Map; others go through a router of their own
 * built from the app's route list, at a microsecond or so, once per request.
 */
export function createRouteLabeler(routes: readonly RouteEntry[]) {
	const exact = new Map<string, string>();
	const router = new TrieRouter<string>();
	const seen = new Set<string>();
	for (const { method, path } of routes) {
		const key = `${method} ${path}`;
		if (seen.has(key) || path.startsWith(TRPC_PREFIX)) continue;
		seen.add(key);
		if (!/[:*{]/.test(path)) exact.set(key, path);
		router.add(method, path, path);
	}

	return (method: string, path: string): string => {
		if (path.startsWith(TRPC_PREFIX)) return trpcLabel(path.slice(TRPC_PREFIX.length));
		const found = exact.get(`${method} ${path}`) ?? exact.get(`ALL ${path}`);
		if (found) return found;
		const [matches] = router.match(method, path) as unknown as [[string, unknown][]];
		// Middleware mounted on wide patterns ('/api/*') matches too: the last, most specific
		// registration is the route that answered.
		let label: string | undefined;
		for (const [pattern] of matches) if (!label || !pattern.endsWith('*') || label.endsWith('*')) label = pattern;
		return label ?? UNMATCHED_LABEL;
	};
}

function trpcLabel(procedures: string): string {
	if (procedures.includes(',')) return TRPC_BATCH_LABEL;
	return TRPC_PROCEDURES.has(procedures) ? TRPC_PREFIX + procedures : TRPC_UNKNOWN_LABEL;
}

/** The known procedures of a tRPC path (`a.b,c.d`), for counting each call of a batch. */
export function trpcProceduresOf(path: string): string[] {
	if (!path.startsWith(TRPC_PREFIX)) return [];
	return path
		.slice(TRPC_PREFIX.length)
		.split(',')
		.filter((name) => TRPC_PROCEDURES.has(name));
}
