import { AppError } from '../../shared/app-error';

/**
 * Opaque page cursors (base64url JSON). Each ordering has its own keyset:
 * - `newest`: listings and searches without text, `id` descending. Ids only grow, so rows added
 *   between pages sort before the cursor and never show up on a later page: no duplicates, no skips.
 * - `rank`: text searches, ordered by (promoted first, bm25 rank, id descending). The cursor names
 *   the last row shown; the next page re-reads that row's current rank and promotion and continues
 *   strictly after it. bm25 depends on table-wide statistics that move when rows are added, so a
 *   stored number would drift; re-reading the anchor keeps the comparison in today's units. Rows
 *   added meanwhile land before or after the anchor by their own rank and are never repeated.
 *   If the anchor row itself is gone, its stored rank and promotion are used.
 * - `near`: "near me", ordered by (distance, id); distances do not change, so this is a plain keyset.
 * - `updated`: the services activity, (updated_at, id) descending.
 */
export type SearchCursor =
	| { k: 'newest'; id: number }
	| { k: 'rank'; id: number; r: number; p: 0 | 1 }
	| { k: 'near'; id: number; d: number }
	| { k: 'updated'; id: number; u: number };

export function encodeCursor(cursor: SearchCursor): string {
	return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const badCursor = () => new AppError('BAD_REQUEST', 'search.badCursor');

/** The cursor of the ordering `kind`; a forged, stale or foreign cursor is a client error, never a 500. */
export function decodeCursor<K extends SearchCursor['k']>(
	value: string | undefined,
	kind: K,
): Extract<SearchCursor, { k: K }> | null {
	if (value === undefined || value === '') return null;
	let parsed: unknown;
	try {
		parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
	} catch {
		throw badCursor();
	}
	if (!isCursor(parsed) || parsed.k !== kind) throw badCursor();
	return parsed as Extract<SearchCursor, { k: K }>;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isCursor(value: unknown): value is SearchCursor {
	if (typeof value !== 'object' || value === null) return false;
	const c = value as Record<string, unknown>;
	if (!Number.isSafeInteger(c.id)) return false;
	switch (c.k) {
		case 'newest':
			return true;
		case 'rank':
			return finite(c.r) && (c.p === 0 || c.p === 1);
		case 'near':
			return finite(c.d) && (c.d as number) >= 0;
		case 'updated':
			return finite(c.u);
		default:
			return false;
	}
}
