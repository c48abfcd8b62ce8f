import type { ApiMeta } from './procedure-meta';
import { appRouter } from './root';

// At runtime tRPC keeps every procedure under its full dotted path; see batch-policy.ts.
const procedures = appRouter._def.procedures as unknown as Record<
	string,
	{ _def: { type: string; meta?: ApiMeta } } | undefined
>;

/**
 * Queries marked `publicCache`, read from the router itself: a new procedure is private until
 * someone marks it, and the service worker's allow-list is tested against this set.
 */
export const PUBLIC_CACHE_PATHS: ReadonlySet<string> = new Set(
	Object.entries(procedures)
		.filter(([, procedure]) => procedure?._def.type === 'query' && procedure._def.meta?.publicCache === true)
		.map(([path]) => path),
);

/** Every cache may keep it, and must ask us again before using it (no ETag yet: a full answer). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Nobody keeps it: not the browser's HTTP cache, not the service worker, not a proxy. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * What a public answer varies by: the language (calendar.range and error texts are translated),
 * and the credentials, so a cache between us and the browser never hands it to a signed-in request.
 */
export const PUBLIC_CACHE_VARY = 'Accept-Language, Authorization, Cookie';

export interface AnswerFacts {
	/** The request carried a credential (an Authorization header or the session cookie), valid or not. */
	credentials: boolean;
	/** The procedures of the request (one, or the calls of a batch); null when tRPC could not tell. */
	paths: readonly string[] | null | undefined;
	/** Every call succeeded. */
	ok: boolean;
}

/**
 * Whether an answer may be shared: only when it was computed for nobody (no credential at all, so
 * no call could read a viewer), every call is a query marked public, and none failed (an error is
 * never kept to be shown later as if it were the answer). Everything else is private: the simplest
 * rule that cannot leak, since an answer computed without a viewer holds nothing of one.
 */
export function answerIsPublic({ credentials, paths, ok }: AnswerFacts): boolean {
	return !credentials && ok && !!paths && paths.length > 0 && paths.every((path) => PUBLIC_CACHE_PATHS.has(path));
}
