/**
 * The address a drawn page is drawn for and kept under (first-view.ts, docs/ssr.md): its path and
 * only the search parameters its route reads. Anything else in the query (utm_source, fbclid, a
 * random string) changes nothing on the page, so it must not make a new draw: with the whole query
 * as the key, `/?utm_source=<random>` was drawn anew on every request and a handful of them made a
 * real visit wait seconds behind the worker.
 *
 * Each list is what the route's `validateSearch` reads (apps/web/src/routes). A route the server
 * draws that is missing here keeps its whole query (correct, only not shared).
 */
/** What a listing's search reads: readListingSearch (apps/web/src/features/search/listing-search.ts). */
const LISTING_PARAMS = ['q', 'kind', 'category', 'city', 'province', 'open', 'rating', 'lat', 'lng', 'radius'] as const;

export const FIRST_VIEW_SEARCH_PARAMS: Readonly<Record<string, readonly string[]>> = {
	// routes/index.tsx: no validateSearch.
	'/': [],
	// routes/_shared/categories.index.tsx: readListingSearch.
	'/categories': LISTING_PARAMS,
	// routes/_shared/businessProfile.tsx: businessSearch (features/business/business-search.ts).
	'/businessProfile': ['id', 'new', 'edit', 'verify'],
	// routes/_shared/businessWall.index.tsx: no validateSearch.
	'/businessWall': [],
	// routes/_shared/restaurant-profile.tsx: restaurantSearch (features/restaurant/restaurant-search.ts).
	'/restaurant-profile': ['id', 'new', 'edit'],
	// routes/_shared/professionalProfile.tsx: id only.
	'/professionalProfile': ['id'],
	// routes/_shared/employeeProfile.tsx: id, new, edit.
	'/employeeProfile': ['id', 'new', 'edit'],
	// routes/restaurants.tsx, employees.tsx, _shared/user-profiles.all.tsx: readListingSearch.
	'/restaurants': LISTING_PARAMS,
	'/employees': LISTING_PARAMS,
	'/user-profiles/all': LISTING_PARAMS,
	// routes/_shared/calendar.tsx: calendarSearch (features/calendar/calendar-search.ts).
	'/calendar': ['month', 'view'],
	// routes/UpcomingEvents.tsx: no validateSearch.
	'/UpcomingEvents': [],
};

/** The parameters a path's route reads; a category's page (/categories/<slug>) reads a listing's. */
function paramsOfPath(path: string): readonly string[] | undefined {
	return FIRST_VIEW_SEARCH_PARAMS[path] ?? (/^\/categories\/[^/]+$/.test(path) ? LISTING_PARAMS : undefined);
}

/** The name of one `name=value` piece of a query, decoded; null when it cannot be decoded. */
function paramName(piece: string): string | null {
	const name = piece.split('=', 1)[0] ?? '';
	try {
		return decodeURIComponent(name.replace(/\+/g, ' '));
	} catch {
		return null;
	}
}

/**
 * `target` (a request's path and query, as sent) with only the search parameters its path's route
 * reads, each piece kept as it was written and in its order, so the page drawn for the address reads
 * the same values the visitor's browser will.
 */
export function firstViewAddress(target: string): string {
	const queryStart = target.indexOf('?');
	if (queryStart < 0) return target;
	const path = target.slice(0, queryStart);
	const read = paramsOfPath(path);
	if (!read) return target;
	const kept = target
		.slice(queryStart + 1)
		.split('&')
		.filter((piece) => {
			const name = paramName(piece);
			return name !== null && read.includes(name);
		});
	return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
