import type { Db } from '@edge/db';
import { statement } from '../../shared/statement-cache';
import { DISTANCE_SQL } from './geo';
import { and, MATCH_FILTER } from './ranked-search';
import type { SearchInput } from './search.schema';
import type { Filters } from './search-filters';

/** The count a results heading shows ("12 resultados para «panadería»"). */
export interface SearchTotal {
	count: number;
	/** True when there are more than `count` (the count stops at MAX_COUNTED). */
	more: boolean;
}

/**
 * Counting stops here: a heading says "más de 100 resultados" as well as the exact number would,
 * and a common word in 100,000 profiles would otherwise read every match. Stopping at 1000 made
 * "near me" with text cost twice its page at p50 (docs/bench.md, "Directory").
 */
export const MAX_COUNTED = 100;

/**
 * How many profiles a search finds, read only when its first page is full (a shorter page is its
 * own count). The same conditions as the page's query, without ordering or cursor.
 */
export function countMatches(db: Db, input: SearchInput, filters: Filters, match: string | null): SearchTotal {
	const params: Record<string, string | number> = { ...filters.params, cap: MAX_COUNTED + 1 };
	if (match) params.match = match;
	let sql: string;
	if (input.near) {
		const where = match ? [...filters.where, MATCH_FILTER] : filters.where;
		sql = `SELECT 1 FROM profiles p WHERE ${and(where)} AND ${DISTANCE_SQL} <= @radiusKm`;
	} else if (match) {
		const from = filters.where.length > 0 ? 'profile_search s JOIN profiles p ON p.id = s.rowid' : 'profile_search s';
		sql = `SELECT 1 FROM ${from} WHERE ${and(['profile_search MATCH @match', ...filters.where])}`;
	} else {
		sql = `SELECT 1 FROM profiles p WHERE ${and(filters.where)}`;
	}
	const row = statement(db, `SELECT count(*) AS n FROM (${sql} LIMIT @cap)`).get(params) as { n: number };
	return row.n > MAX_COUNTED ? { count: MAX_COUNTED, more: true } : { count: row.n, more: false };
}
