import type { Db } from '@edge/db';
import type { ApiDeps } from '../../context';
import { DISTANCE_SQL } from './geo';
import { matchExpression } from './match-expression';
import { loadSummaries, type ProfileSummary } from './profile-summary';
import { promotedOwnerIds } from './promoted-owners';
import type { SearchInput } from './search.schema';
import { decodeCursor, encodeCursor, type SearchCursor } from './search-cursor';
import { type Filters, searchFilters } from './search-filters';
import { statement } from './statement-cache';

export interface SearchPage {
	items: ProfileSummary[];
	/** Pass back as `cursor` for the next page; null on the last page. */
	nextCursor: string | null;
}

type SearchDeps = Pick<ApiDeps, 'db' | 'clock'>;

const and = (conditions: string[]) => (conditions.length > 0 ? conditions.join(' AND ') : '1');

// The FTS subquery computes bm25 once per match and the join comes after it: measured twice as fast
// as ranking a join (STACK.md).
const MATCHES = '(SELECT rowid, rank FROM profile_search WHERE profile_search MATCH @match)';
const PROMOTED = '(p.owner_id IN (SELECT value FROM json_each(@promoted)))';

/**
 * directory.search (docs/directory.md, "Search"). Three orderings, each with its keyset cursor
 * (search-cursor.ts): "near me" by distance; text by promotion, then bm25; otherwise newest first.
 */
export function searchProfiles(deps: SearchDeps, input: SearchInput): SearchPage {
	const now = deps.clock.now();
	const promoted = promotedOwnerIds(deps.db, now);
	const filters = searchFilters(deps.db, input, now);
	const match = matchExpression(input.q);
	if (!filters.possible) return { items: [], nextCursor: null };
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
	return { items, nextCursor: page.next ? encodeCursor(page.next) : null };
}

/** One page of ids in order, the cursor of the page after it (null when there is none). */
interface Found {
	ids: number[];
	next: SearchCursor | null;
	distances?: Map<number, number>;
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

interface RankedRow {
	id: number;
	rank: number;
	promoted: 0 | 1;
}

function rankedPage(db: Db, input: SearchInput, filters: Filters, match: string, promoted: string[]): Found {
	const cursor = decodeCursor(input.cursor, 'rank');
	const params = { ...filters.params, match, promoted: JSON.stringify(promoted), limit: input.limit + 1 };
	let after = '';
	if (cursor) {
		const anchor = rankAnchor(db, match, promoted, cursor);
		after =
			'WHERE promoted < @anchorPromoted OR (promoted = @anchorPromoted AND (rank > @anchorRank OR (rank = @anchorRank AND id < @anchorId)))';
		Object.assign(params, { anchorPromoted: anchor.promoted, anchorRank: anchor.rank, anchorId: cursor.id });
	}
	const sql = `SELECT id, rank, promoted FROM (
		SELECT p.id AS id, s.rank AS rank, ${PROMOTED} AS promoted
		FROM ${MATCHES} s JOIN profiles p ON p.id = s.rowid
		WHERE ${and(filters.where)}
	) ${after} ORDER BY promoted DESC, rank, id DESC LIMIT @limit`;
	const rows = statement(db, sql).all(params) as RankedRow[];
	const { page, next } = paged(rows, input.limit, (row) => ({ k: 'rank', id: row.id, r: row.rank, p: row.promoted }));
	return { ids: page.map((row) => row.id), next };
}

/** The anchor row's rank and promotion as they are now; the cursor's copies if it is gone. */
function rankAnchor(
	db: Db,
	match: string,
	promoted: string[],
	cursor: Extract<SearchCursor, { k: 'rank' }>,
): { rank: number; promoted: 0 | 1 } {
	const row = statement(
		db,
		// better-sqlite3 binds numbers as REAL, and FTS5 ignores a rowid constraint that is not an integer.
		`SELECT s.rank AS rank, p.owner_id AS ownerId FROM ${MATCHES} s JOIN profiles p ON p.id = s.rowid
		WHERE s.rowid = CAST(@id AS INTEGER)`,
	).get({ match, id: cursor.id }) as { rank: number; ownerId: string } | undefined;
	if (!row) return { rank: cursor.r, promoted: cursor.p };
	return { rank: row.rank, promoted: promoted.includes(row.ownerId) ? 1 : 0 };
}

interface NearRow {
	id: number;
	distance: number;
}

function nearPage(db: Db, input: SearchInput, filters: Filters, match: string | null): Found {
	const cursor = decodeCursor(input.cursor, 'near');
	const params: Record<string, string | number> = { ...filters.params, limit: input.limit + 1 };
	const from = match ? `${MATCHES} s JOIN profiles p ON p.id = s.rowid` : 'profiles p';
	if (match) params.match = match;
	let after = '';
	if (cursor) {
		after = 'AND (distance > @afterDistance OR (distance = @afterDistance AND id > @afterId))';
		Object.assign(params, { afterDistance: cursor.d, afterId: cursor.id });
	}
	const sql = `SELECT id, distance FROM (
		SELECT p.id AS id, ${DISTANCE_SQL} AS distance FROM ${from} WHERE ${and(filters.where)}
	) WHERE distance <= @radiusKm ${after} ORDER BY distance, id LIMIT @limit`;
	const rows = statement(db, sql).all(params) as NearRow[];
	const { page, next } = paged(rows, input.limit, (row) => ({ k: 'near', id: row.id, d: row.distance }));
	return { ids: page.map((row) => row.id), next, distances: new Map(page.map((row) => [row.id, row.distance])) };
}
