/**
 * The pages the server draws (docs/ssr.md, "Which pages are drawn, in which language"): the public
 * ones a first visit lands on from a search engine or a shared link, each the same for every visitor
 * without a session, in Spanish or English. Pages behind sign-in, forms, chat, the staff side and
 * anything that depends on who is asking are drawn by the browser alone. Each page listed has a
 * route loader that loads what it shows (ssr/page-data.ts, ssr/public-pages-data.ts) and a browser
 * test in both languages (e2e/drawn-pages-bilingual.e2e.ts).
 *
 * Paths as the routes write them: `$name` is one path segment (a category's slug). The server asks
 * `isDrawnPath`; the Lighthouse bench reads `firstViewPaths` and opens each, and the drawn pages'
 * browser test (e2e/drawn-pages-bilingual.e2e.ts) checks it covers every one.
 * The profile pages are drawn with an `?id=` only (apps/server/src/static/spa.ts): without one they
 * are the signed-in user's own.
 */
export const firstViewPaths: readonly string[] = [
	'/',
	'/categories',
	'/categories/$categoryName',
	'/businessProfile',
	'/restaurant-profile',
	'/professionalProfile',
	'/employeeProfile',
	'/restaurants',
	'/employees',
	'/user-profiles/all',
	'/businessWall',
	'/calendar',
	'/UpcomingEvents',
];

/** A listed path as a pattern: `$name` matches one non-empty segment. */
function pattern(path: string): RegExp {
	const source = path
		.split('/')
		.map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
		.join('/');
	return new RegExp(`^${source}$`);
}

const fixed = new Set(firstViewPaths.filter((path) => !path.includes('$')));
const withParams = firstViewPaths.filter((path) => path.includes('$')).map(pattern);

/** Whether the server draws the page at `pathname` (a trailing slash is the same page). */
export function isDrawnPath(pathname: string): boolean {
	const path = pathname.replace(/(.)\/$/, '$1');
	return fixed.has(path) || withParams.some((re) => re.test(path));
}
