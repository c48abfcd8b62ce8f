export { createChangeGeneration } from './change-generation';
export { closeDb, createDb, type Db } from './client';
export { MIGRATIONS_FOLDER, migrateDb } from './migrate';
export { FIRST_PURCHASE_DISCOUNT_PERCENT } from './reference-data/plans';
export * from './schema/index';
export { type SeedSummary, seedReferenceData } from './seed/seed-reference-data';
