export { createChangeGeneration } from './change-generation';
export { closeDb, createDb, type Db } from './client';
export { MIGRATIONS_FOLDER, migrateDb } from './migrate';
export * from './schema/index';
export { type SeedSummary, seedReferenceData } from './seed/seed-reference-data';
