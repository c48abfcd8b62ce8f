import type { highlights, menus, offers, slides } from '@edge/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';

type PartTable = typeof menus | typeof offers | typeof highlights | typeof slides;

/**
 * The restaurant a part (menu, offer, highlight, slide) belongs to, or NOT_FOUND with the part's own
 * message. Callers then check ownership of that profile, so a stranger's edit is FORBIDDEN.
 */
export function profileIdOfPart(db: DbOrTx, table: PartTable, id: number, notFoundKey: string): number {
	const row = db.select({ profileId: table.profileId }).from(table).where(eq(table.id, id)).get();
	if (!row) throw new AppError('NOT_FOUND', notFoundKey);
	return row.profileId;
}

/** The image of an offer, highlight or slide, read before an edit or delete lets it go. */
export function imageOfPart(db: DbOrTx, table: typeof offers | typeof highlights | typeof slides, id: number) {
	return db.select({ imageId: table.imageId }).from(table).where(eq(table.id, id)).get()?.imageId ?? null;
}
