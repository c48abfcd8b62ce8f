import type { Db } from '@edge/db';
import { decodeCursor, type SearchCursor } from './search-cursor';
import type { Filters } from './search-filters';
import { statement } from './statement-cache';

/** One page of ids in order, the cursor of the page after it (null when there is none). */
export interface Found {
	ids: number[];
	next: SearchCursor | null;
	distances?: Map<number, number>;
}

interface Ranked {
	id: number;
	rank: number;
}

interface Anchor {
	id: number;
	rank: number;
	promoted: 0 | 1;
}

export const and = (conditions: string[]) => (conditions.length > 0 ? conditions.join(' AND ') : '1');

// better-sqlite3 binds every number as REAL, and FTS5 ignores a rowid constraint that is not an
// integer: ids compared with the FTS rowid are cast.
const AFTER_ANCHOR = '(s.rank > @anchorRank OR (s.rank = @anchorRank AND s.rowid < CAST(@anchorId AS INTEGER)))';

/**
 * A text search, ranked: profiles of promoted owners first, then everyone else, each by bm25 and
 * then id (descending) so ties have one order. Done as two queries rather than one sort over
 * "promoted, rank": promoted profiles are a handful found through the owner index, and the rest is
 * an FTS5 query sorted on its own rowid and rank, which is as fast as the raw search and joins
 * profiles only when a filter needs its columns (measured: 6 ms against 15 ms at 100,000 profiles).
 */
export function rankedPage(
	db: Db,
	input: { cursor?: string; limit: number },
	filters: Filters,
	match: string,
	promotedOwners: string[],
): Found {
	const cursor = decodeCursor(input.cursor, 'rank');
	const want = input.limit + 1;
	const promotedIds = promotedOwners.length > 0 ? promotedProfileIds(db, filters, promotedOwners) : [];
	const anchor = cursor ? rankAnchor(db, match, new Set(promotedIds), cursor) : null;
	const rows: Anchor[] = [];
	if (promotedIds.length > 0 && (!anchor || anchor.promoted === 1)) {
		for (const row of rankedAmong(db, match, promotedIds, anchor, want)) rows.push({ ...row, promoted: 1 });
	}
	if (rows.length < want) {
		const after = anchor?.promoted === 0 ? anchor : null;
		for (const row of rankedRest(db, filters, match, promotedIds, after, want - rows.length))
			rows.push({ ...row, promoted: 0 });
	}
	const page = rows.slice(0, input.limit);
	const last = page.at(-1);
	return {
		ids: page.map((row) => row.id),
		next: rows.length > input.limit && last ? { k: 'rank', id: last.id, r: last.rank, p: last.promoted } : null,
	};
}

/** Profiles of promoted owners that pass the filters: few, found through the owner index. */
function promotedProfileIds(db: Db, filters: Filters, owners: string[]): number[] {
	const sql = `SELECT p.id FROM profiles p
		WHERE p.owner_id IN (SELECT value FROM json_each(@owners)) AND ${and(filters.where)}`;
	const rows = statement(db, sql).all({ ...filters.params, owners: JSON.stringify(owners) }) as Array<{ id: number }>;
	return rows.map((row) => row.id);
}

function anchorParams(anchor: Anchor | null) {
	return anchor ? { anchorRank: anchor.rank, anchorId: anchor.id } : {};
}

// The unary + keeps the id list a filter on the matches: handed to FTS5 as rowid lookups, each id
// re-runs the whole query (400 ms for 600 promoted profiles at 100,000, against 3 ms as a filter).
function rankedAmong(db: Db, match: string, ids: number[], anchor: Anchor | null, limit: number): Ranked[] {
	const sql = `SELECT s.rowid AS id, s.rank AS rank FROM profile_search s
		WHERE profile_search MATCH @match AND +s.rowid IN (SELECT value FROM json_each(@ids))
		${anchor ? `AND ${AFTER_ANCHOR}` : ''}
		ORDER BY s.rank, s.rowid DESC LIMIT @limit`;
	return statement(db, sql).all({ match, ids: JSON.stringify(ids), limit, ...anchorParams(anchor) }) as Ranked[];
}

function rankedRest(
	db: Db,
	filters: Filters,
	match: string,
	promotedIds: number[],
	anchor: Anchor | null,
	limit: number,
): Ranked[] {
	const where = ['profile_search MATCH @match'];
	if (promotedIds.length > 0) where.push('s.rowid NOT IN (SELECT value FROM json_each(@promotedIds))');
	if (anchor) where.push(AFTER_ANCHOR);
	where.push(...filters.where);
	const from = filters.where.length > 0 ? 'profile_search s JOIN profiles p ON p.id = s.rowid' : 'profile_search s';
	const sql = `SELECT s.rowid AS id, s.rank AS rank FROM ${from} WHERE ${and(where)}
		ORDER BY s.rank, s.rowid DESC LIMIT @limit`;
	return statement(db, sql).all({
		...filters.params,
		match,
		promotedIds: JSON.stringify(promotedIds),
		limit,
		...anchorParams(anchor),
	}) as Ranked[];
}

/**
 * Where the previous page ended, in today's units: the anchor row's current rank and promotion
 * (bm25 moves as rows are added); the cursor's copies if the row is gone.
 */
function rankAnchor(
	db: Db,
	match: string,
	promotedIds: ReadonlySet<number>,
	cursor: Extract<SearchCursor, { k: 'rank' }>,
): Anchor {
	const row = statement(
		db,
		'SELECT rank FROM profile_search WHERE profile_search MATCH @match AND rowid = CAST(@id AS INTEGER)',
	).get({ match, id: cursor.id }) as { rank: number } | undefined;
	if (!row) return { id: cursor.id, rank: cursor.r, promoted: cursor.p };
	return { id: cursor.id, rank: row.rank, promoted: promotedIds.has(cursor.id) ? 1 : 0 };
}
