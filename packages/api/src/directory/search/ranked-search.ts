import type { Db } from '@edge/db';
import { statement } from '../../shared/statement-cache';
import { decodeCursor, type SearchCursor } from './search-cursor';
import type { Filters } from './search-filters';

/** One page of ids in order, the cursor of the page after it (null when there is none). */
export interface Found {
	ids: number[];
	next: SearchCursor | null;
	distances?: Map<number, number>;
}

interface Anchor {
	id: number;
	rank: number;
	promoted: 0 | 1;
}

export const and = (conditions: string[]) => (conditions.length > 0 ? conditions.join(' AND ') : '1');

/**
 * Near me with text: the box on the (lat, lng) index drives, and the matches are a filter (the
 * unary + stops SQLite from turning the list into per-id lookups). Measured at 100,000 profiles,
 * 5 km around Santo Domingo with a common term: 6 ms, against 18 ms joining every match.
 */
export const MATCH_FILTER = '+p.id IN (SELECT rowid FROM profile_search WHERE profile_search MATCH @match)';

// better-sqlite3 binds every number as REAL, and FTS5 ignores a rowid constraint that is not an
// integer: ids compared with the FTS rowid are cast.
const PROMOTED = '(s.rowid IN (SELECT value FROM json_each(@promotedIds)))';
/** Strictly after the anchor in the order (promoted first, rank, id descending). */
const AFTER_ANCHOR = `(${PROMOTED} < @anchorPromoted OR (${PROMOTED} = @anchorPromoted AND (s.rank > @anchorRank
	OR (s.rank = @anchorRank AND s.rowid < CAST(@anchorId AS INTEGER)))))`;

/**
 * A text search, ranked: profiles of promoted owners first, then everyone else, each by bm25 and
 * then id (descending) so ties have one order. One pass over the matches: promotion is a lookup of
 * the match's rowid in the few promoted profile ids (found through the owner index), so the sort
 * costs what the raw ranked search costs, and profiles are joined only when a filter needs their
 * columns. (Two passes, promoted then the rest, read every match twice: about 2x the raw search
 * with filters at 100,000 profiles, docs/bench.md.)
 */
export function rankedPage(
	db: Db,
	input: { cursor?: string; limit: number },
	filters: Filters,
	match: string,
	promotedOwners: string[],
): Found {
	const cursor = decodeCursor(input.cursor, 'rank');
	const promotedIds = promotedOwners.length > 0 ? promotedProfileIds(db, filters, promotedOwners) : [];
	const anchor = cursor ? rankAnchor(db, match, new Set(promotedIds), cursor) : null;
	const where = ['profile_search MATCH @match', ...filters.where];
	if (anchor) where.push(AFTER_ANCHOR);
	const from = filters.where.length > 0 ? 'profile_search s JOIN profiles p ON p.id = s.rowid' : 'profile_search s';
	const sql = `SELECT s.rowid AS id, s.rank AS rank, ${PROMOTED} AS promoted FROM ${from} WHERE ${and(where)}
		ORDER BY promoted DESC, s.rank, s.rowid DESC LIMIT @limit`;
	const rows = statement(db, sql).all({
		...filters.params,
		match,
		promotedIds: JSON.stringify(promotedIds),
		limit: input.limit + 1,
		...(anchor && { anchorPromoted: anchor.promoted, anchorRank: anchor.rank, anchorId: anchor.id }),
	}) as Anchor[];
	const page = rows.slice(0, input.limit);
	const last = page.at(-1);
	return {
		ids: page.map((row) => row.id),
		next: rows.length > input.limit && last ? { k: 'rank', id: last.id, r: last.rank, p: last.promoted ? 1 : 0 } : null,
	};
}

/** Profiles of promoted owners that pass the filters: few, found through the owner index. */
function promotedProfileIds(db: Db, filters: Filters, owners: string[]): number[] {
	const sql = `SELECT p.id FROM profiles p
		WHERE p.owner_id IN (SELECT value FROM json_each(@owners)) AND ${and(filters.where)}`;
	const rows = statement(db, sql).all({ ...filters.params, owners: JSON.stringify(owners) }) as Array<{ id: number }>;
	return rows.map((row) => row.id);
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
