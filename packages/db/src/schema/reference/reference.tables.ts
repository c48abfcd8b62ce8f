import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The three bilingual reference lists share one shape: a stable slug and a name per language. */
const referenceColumns = () => ({
	slug: text().primaryKey(),
	nameEs: text().notNull(),
	nameEn: text().notNull(),
	sortOrder: integer().notNull(),
});

export const businessCategories = sqliteTable('business_categories', referenceColumns());
export const jobTypes = sqliteTable('job_types', referenceColumns());
export const restaurantTypes = sqliteTable('restaurant_types', referenceColumns());

export type ReferenceRow = typeof businessCategories.$inferSelect;
