import { jobTypes, restaurantTypes, type UserRow } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { todayInSantoDomingo } from '../../shared/age';
import type { DbOrTx } from '../../shared/db-tx';
import { rangeToInput } from '../hours.schema';
import { profileHoursOf } from '../hours.service';
import { openingStatus } from '../opening-hours';
import { requireVisibleProfile } from '../profile-access';
import { shownColumns } from '../profile-columns';
import { ratingAverage } from '../rating-average';
import { offersOf } from './offers.service';
import { RESTAURANT_COLUMNS } from './restaurant.schema';
import { highlightsOf, menusOf, slidesOf } from './restaurant-parts.service';

function referenceName(db: DbOrTx, table: typeof jobTypes | typeof restaurantTypes, slug: string | null) {
	if (!slug) return null;
	const row = db.select().from(table).where(eq(table.slug, slug)).get();
	return row ? { slug, es: row.nameEs, en: row.nameEn } : { slug, es: slug, en: slug };
}

/** The public page of a restaurant, with what only its owner may do flagged for the UI. */
export function restaurantView(deps: Pick<ApiDeps, 'db' | 'clock'>, user: UserRow | null, id: number) {
	const profile = requireVisibleProfile(deps.db, id, 'restaurant', user?.id);
	const now = deps.clock.now();
	const hours = profileHoursOf(deps.db, id);
	return {
		id: profile.id,
		ownerId: profile.ownerId,
		isOwner: user?.id === profile.ownerId,
		...shownColumns(RESTAURANT_COLUMNS, profile),
		description: profile.about,
		city: profile.city,
		province: profile.province,
		municipalitySlug: profile.municipalitySlug,
		provinceSlug: profile.provinceSlug,
		cuisine: referenceName(deps.db, restaurantTypes, profile.cuisineSlug),
		jobType: referenceName(deps.db, jobTypes, profile.jobTypeSlug),
		verified: profile.verifiedAt !== null,
		ratingCount: profile.ratingCount,
		ratingAverage: ratingAverage(profile.ratingSum, profile.ratingCount),
		hours: hours.map(rangeToInput),
		openingStatus: openingStatus(hours, now),
		menus: menusOf(deps.db, id),
		offers: offersOf(deps.db, id, todayInSantoDomingo(now), user?.id ?? null),
		highlights: highlightsOf(deps.db, id),
		slides: slidesOf(deps.db, id),
	};
}
export type RestaurantView = ReturnType<typeof restaurantView>;
