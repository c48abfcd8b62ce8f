export { createChangeGeneration } from './change-generation';
export { closeDb, createDb, type Db } from './client';
export { MIGRATIONS_FOLDER, migrateDb } from './migrate';
export {
	MUNICIPALITIES,
	type MunicipalityItem,
	matchPlace,
	PROVINCES,
	type ProvinceItem,
	placeKey,
} from './reference-data/dominican-places';
export { FIRST_PURCHASE_DISCOUNT_PERCENT } from './reference-data/plans';
export * from './schema/index';
export { linkProfilePlaces, matchFreeTextPlace } from './seed/link-profile-places';
export { type SeedSummary, seedReferenceData } from './seed/seed-reference-data';
