import { PAYMENT_METHODS, PROFILE_KINDS, type ProfileKind } from '@edge/api/profile-kinds';
import { optionalOneOf, optionalString } from '../../lib/search-params';

/**
 * Route files load with the first page of the app, so this file holds only what they need to read
 * the URL; what the listing does with it is in listing-input.ts.
 *
 * A listing's filters as they live in the URL (?q=café&open=true&rating=4&lat=…&lng=…&radius=10),
 * so a search can be shared and survives a reload. Read without zod: route files load with the
 * first page. The server validates again; these readers only drop what cannot be right.
 */
export interface ListingSearch {
	q?: string;
	kind?: ProfileKind;
	category?: string;
	city?: string;
	province?: string;
	open?: boolean;
	rating?: number;
	/** Payment methods a business accepts, all of them: `?pay=card,transfer`, in PAYMENT_METHODS' order. */
	pay?: string;
	lat?: number;
	lng?: number;
	radius?: number;
}

export const DEFAULT_RADIUS_KM = 10;

function optionalNumber(value: unknown, min: number, max: number): number | undefined {
	const number =
		typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
	return Number.isFinite(number) && number >= min && number <= max ? number : undefined;
}

/** The payment methods named (a list, or a comma-separated string), known ones only, each once. */
function paymentMethodsParam(value: unknown): string | undefined {
	const named = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
	const kept = PAYMENT_METHODS.filter((method) => named.includes(method));
	return kept.length > 0 ? kept.join(',') : undefined;
}

/** `validateSearch` of every listing route. */
export function readListingSearch(search: Record<string, unknown>): ListingSearch {
	const lat = optionalNumber(search.lat, -90, 90);
	const lng = optionalNumber(search.lng, -180, 180);
	const near = lat !== undefined && lng !== undefined;
	// Every key is present, even when undefined: a parent route passes the raw URL values down, and
	// only an explicit undefined replaces one that is not valid. Undefined keys stay out of links.
	return {
		q: optionalString(search.q, 120),
		kind: optionalOneOf(search.kind, PROFILE_KINDS),
		category: optionalString(search.category, 80),
		city: optionalString(search.city, 80),
		province: optionalString(search.province, 80),
		open: search.open === true || search.open === 'true' ? true : undefined,
		rating: optionalNumber(search.rating, 1, 5),
		pay: paymentMethodsParam(search.pay),
		lat: near ? lat : undefined,
		lng: near ? lng : undefined,
		radius: near ? (optionalNumber(search.radius, 1, 50) ?? DEFAULT_RADIUS_KM) : undefined,
	};
}

/** What a page fixes for its listing (/restaurants is kind=restaurant); the URL cannot override it. */
export interface FixedFilters {
	kind?: ProfileKind;
	category?: string;
}
