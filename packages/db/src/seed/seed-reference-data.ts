import type { Db } from '../client';
import { BUSINESS_CATEGORIES } from '../reference-data/business-categories';
import { JOB_TYPES } from '../reference-data/job-types';
import type { ReferenceItem } from '../reference-data/reference-item';
import { RESTAURANT_TYPES } from '../reference-data/restaurant-types';
import { businessCategories, jobTypes, restaurantTypes } from '../schema/reference/reference.tables';
import { seedPlans } from './seed-plans';

export interface SeedSummary {
	businessCategories: number;
	jobTypes: number;
	restaurantTypes: number;
	plans: number;
}

const toRows = (items: readonly ReferenceItem[]) =>
	items.map((item, index) => ({ slug: item.slug, nameEs: item.es, nameEn: item.en, sortOrder: index }));

/**
 * Inserts the reference lists and plans that are missing, keyed by slug; rows already present are
 * left untouched, so a second run inserts nothing. Returns how many rows each list gained.
 */
export function seedReferenceData(db: Db): SeedSummary {
	return db.transaction((tx) => {
		const count = (result: { changes: number }) => result.changes;
		return {
			businessCategories: count(
				tx.insert(businessCategories).values(toRows(BUSINESS_CATEGORIES)).onConflictDoNothing().run(),
			),
			jobTypes: count(tx.insert(jobTypes).values(toRows(JOB_TYPES)).onConflictDoNothing().run()),
			restaurantTypes: count(tx.insert(restaurantTypes).values(toRows(RESTAURANT_TYPES)).onConflictDoNothing().run()),
			plans: seedPlans(tx),
		};
	});
}
