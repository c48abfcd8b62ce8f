import { matchExpression } from '@edge/api';
import { minuteOfWeek } from '@edge/api/opening-hours';

/** What directory.search takes (its zod schema, packages/api/src/directory/search/search.schema.ts). */
export interface SearchCall {
	q?: string;
	kind?: 'business' | 'restaurant' | 'freelancer' | 'employee';
	category?: string;
	city?: string;
	minRating?: number;
	openNow?: boolean;
	near?: { lat: number; lng: number; radiusKm: number };
}

/** One measured query: the procedure's input, and the same search as one raw SQL statement. */
export interface BenchQuery {
	input: SearchCall;
	sql: string;
	params: Record<string, string | number>;
}

export interface DirectoryScenario {
	name: string;
	what: string;
	/** The queries, used in turn. */
	queries: (now: Date) => BenchQuery[];
	/**
	 * Whether "within 2x of the raw query" applies. Not to the category page: its raw query reads 21
	 * ids from an index in microseconds, so any ratio there measures loading the cards, not search.
	 */
	ratioTarget: boolean;
}

/** The procedure's own expression: each term and its singular or plural forms, the last one a prefix. */
export function matchOf(text: string): string {
	const match = matchExpression(text);
	if (!match) throw new Error(`bench query without words: ${text}`);
	return match;
}

/** The page the procedure asks for: 20 items and one more, which tells whether a next page exists. */
const PAGE = 21;
const FTS =
	'(SELECT rowid, rank FROM profile_search WHERE profile_search MATCH @match) s JOIN profiles p ON p.id = s.rowid';
const OPEN_NOW = `EXISTS (SELECT 1 FROM profile_hours h WHERE h.profile_id = p.id AND (
	(h.weekday * 1440 + h.opens_at <= @minute AND @minute < h.weekday * 1440 + h.closes_at) OR
	(h.weekday * 1440 + h.opens_at <= @minute + 10080 AND @minute + 10080 < h.weekday * 1440 + h.closes_at)))`;
const HAVERSINE = `(12742.0176 * asin(min(1, sqrt(pow(sin(radians(p.lat - @lat) / 2), 2) +
	cos(radians(@lat)) * cos(radians(p.lat)) * pow(sin(radians(p.lng - @lng) / 2), 2)))))`;

/** Two words as visitors type them: a trade or a dish, and a place; in Spanish and in English. */
const TWO_TERMS = [
	'ferreteria santiago',
	'comida criolla',
	'abogado santo',
	'pizza punta',
	'barberia vega',
	'plumber santiago',
	'restaurant romana',
	'cafe puerto',
	'taller mecanico',
	'farmacia domingo',
	'hotel bavaro',
	'dentists santiago',
	'electricista higuey',
	'mariscos samana',
	'supermercado este',
	'gym santiago',
];

const WITH_FILTERS: { q: string; kind: SearchCall['kind']; city: string }[] = [
	{ q: 'comida criolla', kind: 'restaurant', city: 'Santo Domingo' },
	{ q: 'pizza', kind: 'restaurant', city: 'Santiago de los Caballeros' },
	{ q: 'ferreteria', kind: 'business', city: 'Santo Domingo' },
	{ q: 'belleza', kind: 'business', city: 'Santo Domingo Este' },
	{ q: 'mariscos', kind: 'restaurant', city: 'Punta Cana' },
	{ q: 'taller', kind: 'business', city: 'Santiago de los Caballeros' },
];

const NEAR: { q: string; lat: number; lng: number }[] = [
	{ q: 'farmacia', lat: 18.4861, lng: -69.9312 },
	{ q: 'pizza', lat: 19.4517, lng: -70.697 },
	{ q: 'ferreteria', lat: 18.4885, lng: -69.857 },
	{ q: 'restaurante', lat: 18.5601, lng: -68.3725 },
	{ q: 'barberia', lat: 18.4861, lng: -69.9312 },
	{ q: 'colmado', lat: 19.7934, lng: -70.6884 },
];
const NEAR_RADIUS_KM = 5;

/** Category pages: a business category, a cuisine and a job type, each with the column it is kept in. */
const CATEGORIES = [
	['restaurants-and-food', 'category_slug'],
	['hardware-and-building-materials', 'category_slug'],
	['hair-salons-and-barbershops', 'category_slug'],
	['pizzeria', 'cuisine_slug'],
	['dominican-cuisine', 'cuisine_slug'],
	['electrician', 'job_type_slug'],
] as const;

export const DIRECTORY_SCENARIOS: DirectoryScenario[] = [
	{
		name: 'search',
		ratioTarget: true,
		what: 'two terms, ranked (bm25)',
		queries: () =>
			TWO_TERMS.map((q) => ({
				input: { q },
				sql: `SELECT p.id, s.rank FROM ${FTS} ORDER BY s.rank LIMIT ${PAGE}`,
				params: { match: matchOf(q) },
			})),
	},
	{
		name: 'search-filters',
		ratioTarget: true,
		what: 'text + kind, city, rating >= 3, open now',
		queries: (now) =>
			WITH_FILTERS.map(({ q, kind, city }) => ({
				input: { q, kind, city, minRating: 3, openNow: true },
				sql: `SELECT p.id, s.rank FROM ${FTS} WHERE p.kind = @kind AND p.city = @city COLLATE NOCASE
					AND p.rating_count > 0 AND p.rating_sum >= @minRating * p.rating_count AND ${OPEN_NOW}
					ORDER BY s.rank LIMIT ${PAGE}`,
				params: { match: matchOf(q), kind: kind ?? 'business', city, minRating: 3, minute: minuteOfWeek(now) },
			})),
	},
	{
		name: 'search-near',
		ratioTarget: true,
		what: `text + near me (${NEAR_RADIUS_KM} km, by distance)`,
		queries: () =>
			NEAR.map(({ q, lat, lng }) => {
				const dLat = NEAR_RADIUS_KM / 111.32;
				const dLng = NEAR_RADIUS_KM / (111.32 * Math.cos((lat * Math.PI) / 180));
				return {
					input: { q, near: { lat, lng, radiusKm: NEAR_RADIUS_KM } },
					sql: `SELECT id, distance FROM (SELECT p.id AS id, ${HAVERSINE} AS distance FROM ${FTS}
						WHERE p.lat BETWEEN @latMin AND @latMax AND p.lng BETWEEN @lngMin AND @lngMax)
						WHERE distance <= @radiusKm ORDER BY distance, id LIMIT ${PAGE}`,
					params: {
						match: matchOf(q),
						lat,
						lng,
						radiusKm: NEAR_RADIUS_KM,
						latMin: lat - dLat,
						latMax: lat + dLat,
						lngMin: lng - dLng,
						lngMax: lng + dLng,
					},
				};
			}),
	},
	{
		name: 'category-page',
		ratioTarget: false,
		what: 'a category, newest first',
		queries: () =>
			CATEGORIES.map(([slug, column]) => ({
				input: { category: slug },
				sql: `SELECT p.id FROM profiles p WHERE p.${column} = @category ORDER BY p.id DESC LIMIT ${PAGE}`,
				params: { category: slug },
			})),
	},
];
