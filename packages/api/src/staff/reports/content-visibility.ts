import type { UserRow } from '@edge/db';
import { isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * Who reads content that staff may have hidden (docs/admin.md, "Hidden content"): a hidden review,
 * wall post, comment or chat message is gone for everyone but its author and staff. The reads of
 * reviews, the wall and the chat take a viewer and filter with `visibleTo`.
 */
export interface ContentViewer {
	/** The signed-in user's id; null for a visitor. */
	id: string | null;
	/** The user has a staff role (moderator or admin): they see hidden content, marked. */
	staff: boolean;
}

export const ANONYMOUS_VIEWER: ContentViewer = { id: null, staff: false };

export function viewerOf(user: Pick<UserRow, 'id' | 'staffRole'> | null | undefined): ContentViewer {
	return user ? { id: user.id, staff: user.staffRole != null } : ANONYMOUS_VIEWER;
}

/** The rows the viewer may see: visible ones, their own hidden ones, all of them for staff. */
export function visibleTo(hiddenAt: SQLiteColumn, authorId: SQLiteColumn, viewer: ContentViewer): SQL | undefined {
	if (viewer.staff) return undefined;
	if (viewer.id === null) return isNull(hiddenAt);
	return or(isNull(hiddenAt), sql`${authorId} = ${viewer.id}`);
}

/** What a hidden item tells the viewers allowed to see it (its author, staff): when and why. */
export interface HiddenMark {
	hiddenAt: string;
	reason: string | null;
}

export function hiddenMark(row: { hiddenAt: Date | null; hiddenReason: string | null }): HiddenMark | null {
	return row.hiddenAt ? { hiddenAt: row.hiddenAt.toISOString(), reason: row.hiddenReason } : null;
}
