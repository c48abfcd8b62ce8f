/**
 * What the service worker may keep for offline use (docs/pwa.md). Shared by the worker (sw.ts) and
 * the page (sign-out clears these caches), and small: the page imports it with the shell.
 */

/**
 * Answers of public API reads (network first; the cache is only the offline fallback), one entry
 * per call (api-read-calls.ts). Bump the suffix to drop old entries: v1 was filled under the old
 * rules (kept by URL, signed in or not), v2 kept whole batches under the batch's URL.
 */
export const API_CACHE = 'edge-api-v3';
/** Uploaded images (cache first). */
export const IMAGE_CACHE = 'edge-images-v1';
/**
 * Runtime caches of earlier versions of the worker. edge-api-v1 could hold a signed-in owner's
 * answers (a whole cédula); edge-api-v2 held public answers by batch URL, which the worker no longer
 * looks up. The new worker deletes them when it activates, and sign-out does too.
 */
export const LEGACY_CACHES = ['edge-api-v1', 'edge-api-v2'] as const;
/**
 * A cache that only exists while the caches may hold something seen by a signed-in user (see
 * session-cache-guard.ts). It lives in the same Cache Storage as the caches it speaks for, so the
 * browser clears both together or neither.
 */
export const SIGNED_IN_MARK = 'edge-signed-in-v1';
/** Runtime caches that may hold something seen while signed in: sign-out deletes them. */
export const USER_VISIBLE_CACHES = [API_CACHE, IMAGE_CACHE, ...LEGACY_CACHES] as const;

/**
 * Counted per call, each entry expiring on its own. A page reads 1 to 4 public calls: 400 calls keep
 * about as many pages readable offline as the 150 whole batches kept before.
 */
export const API_CACHE_LIMITS = { maxEntries: 400, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
export const IMAGE_CACHE_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/**
 * The reads the worker handles at all: an allow-list, not a deny-list, equal to the procedures the
 * server marks `publicCache` (tested against the router, cache-rules-router.test.ts). Whether an
 * answer is kept is then the server's word on that answer (isShareableAnswer): a signed-in
 * owner's professional.freelancer.get comes back private and is never kept.
 */
export const PUBLIC_READ_PROCEDURES: ReadonlySet<string> = new Set([
	'directory.home',
	'directory.search',
	'directory.suggest',
	'directory.categories',
	'directory.category',
	'directory.categoryOptions',
	'directory.places',
	'directory.activity',
	'business.categories',
	'business.get',
	'professional.jobTypes',
	'professional.freelancer.get',
	'professional.employee.get',
	'restaurant.get',
	'restaurant.formOptions',
	'restaurant.highlights.list',
	'restaurant.slides.list',
	'restaurant.foodDirectory.customerExperience',
	'restaurant.foodDirectory.inspiration',
	'restaurant.foodDirectory.specials',
	'reviews.list',
	'reviews.summary',
	'maps.config',
	'wall.posts',
	'wall.post',
	'wall.comments',
	'calendar.range',
	'calendar.upcoming',
	'calendar.event',
	'calendar.best',
]);

export const TRPC_PREFIX = '/api/trpc/';

/**
 * The procedures a tRPC address names (a batch names several, comma-separated), decoded; null for
 * an address outside /api/trpc/ or one that cannot be decoded.
 */
export function trpcProcedures(url: URL): string[] | null {
	if (!url.pathname.startsWith(TRPC_PREFIX)) return null;
	try {
		return url.pathname.slice(TRPC_PREFIX.length).split(',').map(decodeURIComponent);
	} catch {
		return null;
	}
}

/**
 * A GET of /api/trpc/<procedures> where every procedure of the (possibly batched, comma-separated)
 * call is a public read. A batch that mixes in one private procedure is not cached at all.
 */
export function isPublicApiRead(url: URL, method: string): boolean {
	if (method !== 'GET') return false;
	return trpcProcedures(url)?.every((name) => PUBLIC_READ_PROCEDURES.has(name)) ?? false;
}

/** Cache-Control directives, lower-cased, without their values. */
function directives(cacheControl: string | null): Set<string> {
	return new Set((cacheControl ?? '').split(',').map((part) => part.split('=')[0]?.trim().toLowerCase() ?? ''));
}

/**
 * Whether the worker may keep this API answer: the request carried no Authorization header (the
 * page sends its session as a bearer token; the cookie is invisible here, but the server then marks
 * the answer private), it succeeded, and the server said anyone may keep it (`public`, and neither
 * `private` nor `no-store`). Anything else is never written to the cache.
 */
export function isShareableAnswer(request: Request, response: Response): boolean {
	if (request.headers.has('authorization') || response.status !== 200) return false;
	const said = directives(response.headers.get('cache-control'));
	return said.has('public') && !said.has('private') && !said.has('no-store');
}

/** Uploaded images, by their public URL. */
export function isUploadedImage(url: URL, method: string): boolean {
	return method === 'GET' && url.pathname.startsWith('/uploads/');
}

/** Paths the app shell must not answer: the server owns them. */
export const NOT_APP_ROUTES: readonly RegExp[] = [/^\/api\//, /^\/uploads\//];
