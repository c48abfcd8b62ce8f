/**
 * What the service worker may keep for offline use (docs/pwa.md). Shared by the worker (sw.ts) and
 * the page (sign-out clears these caches), and small: the page imports it with the shell.
 */

/** Answers of public API reads (stale while revalidate). Bump the suffix to drop old entries. */
export const API_CACHE = 'edge-api-v1';
/** Uploaded images (cache first). */
export const IMAGE_CACHE = 'edge-images-v1';
/** Runtime caches that may hold something seen while signed in: sign-out deletes them. */
export const USER_VISIBLE_CACHES = [API_CACHE, IMAGE_CACHE] as const;

export const API_CACHE_LIMITS = { maxEntries: 150, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
export const IMAGE_CACHE_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/**
 * An allow-list, not a deny-list: a procedure added later is never cached until someone decides it
 * is public. Only reads that anyone may make (directory, wall, calendar, reference lists) are here;
 * nothing of chat, auth, payments, subscriptions, account or any `mine`/`access` query.
 */
export const PUBLIC_READ_PROCEDURES: ReadonlySet<string> = new Set([
	'directory.home',
	'directory.search',
	'directory.suggest',
	'directory.categories',
	'directory.category',
	'directory.categoryOptions',
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

const TRPC_PREFIX = '/api/trpc/';

/**
 * A GET of /api/trpc/<procedures> where every procedure of the (possibly batched, comma-separated)
 * call is a public read. A batch that mixes in one private procedure is not cached at all.
 */
export function isPublicApiRead(url: URL, method: string): boolean {
	if (method !== 'GET' || !url.pathname.startsWith(TRPC_PREFIX)) return false;
	const procedures = url.pathname.slice(TRPC_PREFIX.length).split(',');
	return procedures.every((name) => {
		try {
			return PUBLIC_READ_PROCEDURES.has(decodeURIComponent(name));
		} catch {
			return false;
		}
	});
}

/** Uploaded images, by their public URL. */
export function isUploadedImage(url: URL, method: string): boolean {
	return method === 'GET' && url.pathname.startsWith('/uploads/');
}

/** Paths the app shell must not answer: the server owns them. */
export const NOT_APP_ROUTES: readonly RegExp[] = [/^\/api\//, /^\/uploads\//];
