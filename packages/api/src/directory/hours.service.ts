import { profileHours } from '@edge/db';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../shared/db-tx';
import { type HoursRangeInput, rangeFromInput } from './hours.schema';
import type { HoursRange } from './opening-hours';

/** Replaces a profile's weekly hours (call inside the transaction that saves the profile). */
export function replaceProfileHours(db: DbOrTx, profileId: number, ranges: readonly HoursRangeInput[]): void {
	db.delete(profileHours).where(eq(profileHours.profileId, profileId)).run();
	if (ranges.length === 0) return;
	db.insert(profileHours)
		.values(ranges.map((range) => ({ profileId, ...rangeFromInput(range) })))
		.run();
}

export function profileHoursOf(db: DbOrTx, profileId: number): HoursRange[] {
	return db
		.select({ weekday: profileHours.weekday, opensAt: profileHours.opensAt, closesAt: profileHours.closesAt })
		.from(profileHours)
		.where(eq(profileHours.profileId, profileId))
		.orderBy(asc(profileHours.weekday), asc(profileHours.opensAt))
		.all();
}
