import { DEFAULT_RADIUS_KM, type FixedFilters, type ListingSearch } from './listing-search';

export const RADIUS_CHOICES_KM = [2, 5, 10, 25, 50] as const;
export const RATING_CHOICES = [1, 2, 3, 4, 5] as const;

/** The input of directory.search for these URL filters (without the cursor). */
export function searchInputOf(search: ListingSearch, fixed: FixedFilters = {}) {
	return {
		q: search.q,
		kind: fixed.kind ?? search.kind,
		category: fixed.category ?? search.category,
		city: search.city,
		province: search.province,
		openNow: search.open,
		minRating: search.rating,
		near:
			search.lat !== undefined && search.lng !== undefined
				? { lat: search.lat, lng: search.lng, radiusKm: search.radius ?? DEFAULT_RADIUS_KM }
				: undefined,
	};
}

/** Whether the URL holds a search or any filter (`except` ignores some keys). */
export function hasFilters(search: ListingSearch, except: readonly (keyof ListingSearch)[] = []): boolean {
	return Object.entries(search).some(
		([key, value]) => value !== undefined && !except.includes(key as keyof ListingSearch),
	);
}
