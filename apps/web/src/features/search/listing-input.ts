import type { PaymentMethod } from '@edge/api/profile-kinds';
import { DEFAULT_RADIUS_KM, type FixedFilters, type ListingSearch } from './listing-search';

export const RADIUS_CHOICES_KM = [2, 5, 10, 25, 50] as const;
export const RATING_CHOICES = [1, 2, 3, 4, 5] as const;

/** The input of directory.search for these URL filters (without the cursor). */
export function searchInputOf(search: ListingSearch, fixed: FixedFilters = {}) {
	const kind = fixed.kind ?? search.kind;
	return {
		q: search.q,
		kind,
		category: fixed.category ?? search.category,
		city: search.city,
		province: search.province,
		openNow: search.open,
		minRating: search.rating,
		// Only businesses state them: offered, and sent, on a listing of businesses.
		paymentMethods: kind === 'business' && search.pay ? (search.pay.split(',') as PaymentMethod[]) : undefined,
		near:
			search.lat !== undefined && search.lng !== undefined
				? { lat: search.lat, lng: search.lng, radiusKm: search.radius ?? DEFAULT_RADIUS_KM }
				: undefined,
	};
}

/**
 * The keys of a listing's search. The route's search object also carries the URL's other
 * parameters (the root route passes the raw values down): `?lang=en`, `?utm_source=…` are no filter.
 */
export const LISTING_KEYS = [
	'q',
	'kind',
	'category',
	'city',
	'province',
	'open',
	'rating',
	'pay',
	'lat',
	'lng',
	'radius',
] as const satisfies readonly (keyof ListingSearch)[];

/** Whether the URL holds a search or any filter (`except` ignores some keys). */
export function hasFilters(search: ListingSearch, except: readonly (keyof ListingSearch)[] = []): boolean {
	return LISTING_KEYS.some((key) => search[key] !== undefined && !except.includes(key));
}
