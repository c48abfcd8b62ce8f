import type { Db } from '../client';
import { BUSINESS_CATEGORIES } from '../reference-data/business-categories';
import { MUNICIPALITIES, PROVINCES } from '../reference-data/dominican-places';
import { JOB_TYPES } from '../reference-data/job-types';
import type { ReferenceItem } from '../reference-data/reference-item';
import { RESTAURANT_TYPES } from '../reference-data/restaurant-types';
import {
	businessCategories,
	jobTypes,
	municipalities,
	provinces,
	restaurantTypes,
} from '../schema/reference/reference.tables';
import { linkProfilePlaces } from './link-profile-places';
import { seedPlans } from './seed-plans';

export interface SeedSummary {
	businessCategories: number;
	jobTypes: number;
	restaurantTypes: number;
	plans: number;
	provinces: number;
	municipalities: number;
	/** Profiles whose free-text province or city was matched to the lists (linkProfilePlaces). */
	profilesPlaced: number;
}

const toRows = (items: readonly ReferenceItem[]) =>
	items.map((item, index) => ({ slug: item.slug, nameEs: item.es, nameEn: item.en, sortOrder: index }));

/**
 * Inserts the reference lists and plans that are missing, keyed by slug; rows already present are
 * left untouched, so a second run inserts nothing. Returns how many rows each list gained. Then
 * links profiles whose place is still free text to the place lists (a no-op once done).
 */
export function seedReferenceData(db: Db): SeedSummary {
	return db.transaction(
		(tx) => {
			const count = (result: { changes: number }) => result.changes;
			return {
				businessCategories: count(
					tx.insert(businessCategories).values(toRows(BUSINESS_CATEGORIES)).onConflictDoNothing().run(),
				),
				jobTypes: count(tx.insert(jobTypes).values(toRows(JOB_TYPES)).onConflictDoNothing().run()),
				restaurantTypes: count(tx.insert(restaurantTypes).values(toRows(RESTAURANT_TYPES)).onConflictDoNothing().run()),
				plans: seedPlans(tx),
				provinces: count(
					tx
						.insert(provinces)
						.values(
							PROVINCES.map((province, index) => ({ slug: province.slug, name: province.name, sortOrder: index })),
						)
						.onConflictDoNothing()
						.run(),
				),
				municipalities: count(
					tx
						.insert(municipalities)
						.values(
							MUNICIPALITIES.map((municipality, index) => ({
								slug: municipality.slug,
								name: municipality.name,
								provinceSlug: municipality.provinceSlug,
								sortOrder: index,
							})),
						)
						.onConflictDoNothing()
						.run(),
				),
				profilesPlaced: linkProfilePlaces(tx),
			};
			// The write lock first: every server process runs this at start, and a transaction that
			// read and then met another process's commit would fail at once (writeTransaction in
			// packages/api says why).
		},
		{ behavior: 'immediate' },
	);
}
