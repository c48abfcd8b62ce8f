import { type Db, MUNICIPALITIES, matchPlace, PROVINCES } from '@edge/db';
import { statement } from '../../shared/statement-cache';
import { minuteOfWeek } from '../opening-hours';
import { boundingBox } from './geo';
import type { SearchInput } from './search.schema';

export type Params = Record<string, string | number>;

export interface Filters {
	/** SQL conditions over the alias `p` (profiles), ANDed. */
	where: string[];
	params: Params;
	/** False when a filter cannot match anything (an unknown category slug): skip the query. */
	possible: boolean;
}

const CATEGORY_LISTS = [
	{ table: 'business_categories', column: 'category_slug' },
	{ table: 'job_types', column: 'job_type_slug' },
	{ table: 'restaurant_types', column: 'cuisine_slug' },
] as const;

/** The profile columns a slug can be found in: its reference lists decide, so each filter uses its own index. */
export function categoryColumns(db: Db, slug: string): string[] {
	return CATEGORY_LISTS.filter(({ table }) => statement(db, `SELECT 1 FROM ${table} WHERE slug = ?`).get(slug)).map(
		({ column }) => column,
	);
}

/**
 * Open at this minute, the same rule as openingStatus: a range of weekday d runs from its opening
 * minute for less than a day (closes <= opens means past midnight), so only today's ranges and
 * yesterday's that run past midnight can cover now. Naming both weekdays lets each test seek the
 * (profile_id, weekday) index instead of reading every range of the profile.
 */
const OPEN_NOW_SQL = `(EXISTS (SELECT 1 FROM profile_hours h WHERE h.profile_id = p.id AND h.weekday = @today
		AND h.opens_at <= @minuteOfDay AND @minuteOfDay < h.closes_at)
	OR EXISTS (SELECT 1 FROM profile_hours h WHERE h.profile_id = p.id AND h.weekday = @yesterday
		AND h.opens_at <= @minuteOfDay + 1440 AND @minuteOfDay + 1440 < h.closes_at))`;

/**
 * The listed place a filter names: its slug, or its name as people write it (an API client, a link
 * from before the lists). Undefined for text that names no listed place.
 */
function listedPlace<T extends { slug: string; name: string; aliases: readonly string[] }>(
	items: readonly T[],
	value: string,
): T | undefined {
	return items.find((item) => item.slug === value) ?? matchPlace(items, value);
}

/** The WHERE conditions of every filter except the text and the cursor. */
export function searchFilters(db: Db, input: SearchInput, now: Date): Filters {
	// A suspended owner's profiles are out of every listing (docs/admin.md) until staff restore them.
	const where: string[] = ['p.owner_suspended_at IS NULL'];
	const params: Params = {};
	let possible = true;
	if (input.kind) {
		where.push('p.kind = @kind');
		params.kind = input.kind;
	}
	if (input.category) {
		const columns = categoryColumns(db, input.category);
		if (columns.length === 0) possible = false;
		else where.push(`(${columns.map((column) => `p.${column} = @category`).join(' OR ')})`);
		params.category = input.category;
	}
	// A listed place filters on its slug; a profile without one (written before the lists, or
	// straight into the database since the last start linked them: linkProfilePlaces) on the typed
	// text, as before the lists (docs/decisions.md).
	if (input.city) {
		const municipality = listedPlace(MUNICIPALITIES, input.city);
		where.push(
			municipality
				? '(p.municipality_slug = @city OR (p.municipality_slug IS NULL AND p.city = @cityText COLLATE NOCASE))'
				: 'p.city = @cityText COLLATE NOCASE',
		);
		if (municipality) params.city = municipality.slug;
		params.cityText = input.city;
	}
	if (input.province) {
		const province = listedPlace(PROVINCES, input.province);
		where.push(
			province
				? '(p.province_slug = @province OR (p.province_slug IS NULL AND p.province = @provinceText COLLATE NOCASE))'
				: 'p.province = @provinceText COLLATE NOCASE',
		);
		if (province) params.province = province.slug;
		params.provinceText = input.province;
	}
	if (input.minRating !== undefined) {
		where.push('p.rating_count > 0 AND p.rating_sum >= @minRating * p.rating_count');
		params.minRating = input.minRating;
	}
	// Each method chosen, among the JSON list the business stores.
	for (const [index, method] of (input.paymentMethods ?? []).entries()) {
		where.push(`EXISTS (SELECT 1 FROM json_each(p.payment_methods) WHERE json_each.value = @paymentMethod${index})`);
		params[`paymentMethod${index}`] = method;
	}
	if (input.openNow) {
		const minute = minuteOfWeek(now);
		const today = Math.floor(minute / 1440);
		where.push(OPEN_NOW_SQL);
		Object.assign(params, { today, yesterday: (today + 6) % 7, minuteOfDay: minute % 1440 });
	}
	if (input.near) {
		const box = boundingBox(input.near.lat, input.near.lng, input.near.radiusKm);
		where.push('p.lat BETWEEN @latMin AND @latMax AND p.lng BETWEEN @lngMin AND @lngMax');
		Object.assign(params, box, { lat: input.near.lat, lng: input.near.lng, radiusKm: input.near.radiusKm });
	}
	return { where, params, possible };
}
