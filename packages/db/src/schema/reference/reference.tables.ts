import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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

/**
 * The Dominican Republic's provinces (and the Distrito Nacional) and their municipalities
 * (reference-data/dominican-places.ts), seeded like the lists above; profiles keep the slugs.
 */
export const provinces = sqliteTable('provinces', {
	slug: text().primaryKey(),
	name: text().notNull(),
	sortOrder: integer().notNull(),
});

export const municipalities = sqliteTable(
	'municipalities',
	{
		slug: text().primaryKey(),
		name: text().notNull(),
		provinceSlug: text()
			.notNull()
			.references(() => provinces.slug),
		sortOrder: integer().notNull(),
	},
	(t) => [index('municipalities_province_idx').on(t.provinceSlug, t.sortOrder)],
);

export type ReferenceRow = typeof businessCategories.$inferSelect;
