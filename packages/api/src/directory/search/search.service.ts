import type { Db } from '@edge/db';
import type { ApiDeps } from '../../context';
import { statement } from '../../shared/statement-cache';
import { DISTANCE_SQL } from './geo';
import { matchExpression } from './match-expression';
import { loadSummaries, type ProfileSummary } from './profile-summary';
import { promotedOwnerIds } from './promoted-owners';
import { and, type Found, MATCH_FILTER, rankedPage } from './ranked-search';
import type { SearchInput } from './search.schema';
import { decodeCursor, encodeCursor, type SearchCursor } from './search-cursor';
import { type Filters, searchFilters } from './search-filters';
import { countMatches, type SearchTotal } from './search-total';

export interface SearchPage {
	items: ProfileSummary[];
	/** Pass back as `cursor` for the next page; null on the last page. */
	nextCursor: string | null;
	/** How many profiles the search finds, on the first page only (null on the pages after it). */
	total: SearchTotal | null;
}

type SearchDeps = Pick<ApiDeps, 'db' | 'clock'>;

/**
 * directory.search (docs/directory.md, "Search"). Three orderings, each with its keyset cursor
 * (search-cursor.ts): "near me" by distance; text by promotion, then bm25; otherwise newest first.
 */
export function searchProfiles(deps: SearchDeps, input: SearchInput): SearchPage {
	const now = deps.clock.now();
	const promoted = promotedOwnerIds(deps.db, now);
	const filters = searchFilters(deps.db, input, now);
	const match = matchExpression(input.q);
	if (!filters.possible) return { items: [], nextCursor: null, total: input.cursor ? null : { count: 0, more: false } };
	const page = input.near
		? nearPage(deps.db, input, filters, match)
		: match
			? rankedPage(deps.db, input, filters, match, promoted)
			: newestPage(deps.db, input, filters);
	const items = loadSummaries(deps.db, page.ids, {
		now,
		promotedOwners: new Set(promoted),
		distances: page.distances,
	});
	const total = input.cursor
		? null
		: page.next
			? countMatches(deps.db, input, filters, match)
			: { count: page.ids.length, more: false };
	return { items, nextCursor: page.next ? encodeCursor(page.next) : null, total };
}

/** Queries fetch one row more than the page: its presence says whether a next page exists. */
function paged<Row extends { id: number }>(rows: Row[], limit: number, cursorOf: (row: Row) => SearchCursor) {
	const page = rows.slice(0, limit);
	const last = page.at(-1);
	return { page, next: rows.length > limit && last ? cursorOf(last) : null };
}

function newestPage(db: Db, input: SearchInput, filters: Filters): Found {
	const cursor = decodeCursor(input.cursor, 'newest');
	const where = [...filters.where];
	const params = { ...filters.params, limit: input.limit + 1 };
	if (cursor) {
		where.push('p.id < @afterId');
		Object.assign(params, { afterId: cursor.id });
	}
	const sql = `SELECT p.id FROM profiles p WHERE ${and(where)} ORDER BY p.id DESC LIMIT @limit`;
	const rows = statement(db, sql).all(params) as Array<{ id: number }>;
	const { page, next } = paged(rows, input.limit, (row) => ({ k: 'newest', id: row.id }));
	return { ids: page.map((row) => row.id), next };
}

interface NearRow {
	id: number;
	distance: number;
}

function nearPage(db: Db, input: SearchInput, filters: Filters, match: string | null): Found {
	const cursor = decodeCursor(input.cursor, 'near');
	const params: Record<string, string | number> = { ...filters.params, limit: input.limit + 1 };
	const where = match ? [...filters.where, MATCH_FILTER] : filters.where;
	if (match) params.match = match;
	let after = '';
	if (cursor) {
		after = 'AND (distance > @afterDistance OR (distance = @afterDistance AND id > @afterId))';
		Object.assign(params, { afterDistance: cursor.d, afterId: cursor.id });
	}
	const sql = `SELECT id, distance FROM (
		SELECT p.id AS id, ${DISTANCE_SQL} AS distance FROM profiles p WHERE ${and(where)}
	) WHERE distance <= @radiusKm ${after} ORDER BY distance, id LIMIT @limit`;
	const rows = statement(db, sql).all(params) as NearRow[];
	const { page, next } = paged(rows, input.limit, (row) => ({ k: 'near', id: row.id, d: row.distance }));
	return { ids: page.map((row) => row.id), next, distances: new Map(page.map((row) => [row.id, row.distance])) };
}
