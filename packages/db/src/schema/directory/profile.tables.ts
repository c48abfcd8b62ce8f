import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from '../user/user.table';
import {
	BLOOD_GROUPS,
	FEATURE_TYPES,
	FREELANCER_KINDS,
	type PaymentMethod,
	PROFILE_KINDS,
	SOCIAL_PLATFORMS,
	VERIFICATION_CHANNELS,
} from './profile-kinds';
import { uploads } from './upload.table';

const now = sql`(unixepoch() * 1000)`;

/**
 * Every published profile, whatever its kind (docs/directory.md): one table so search, categories,
 * cards and reviews read one place. Columns a kind does not use stay null. The integer id is the
 * FTS rowid of `profile_search`, which triggers keep in step (migration 0003).
 */
export const profiles = sqliteTable(
	'profiles',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		ownerId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		kind: text({ enum: PROFILE_KINDS }).notNull(),
		title: text().notNull(),
		about: text().notNull().default(''),
		categorySlug: text(),
		jobTypeSlug: text(),
		cuisineSlug: text(),
		/** JSON array of search tags. */
		tags: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
		/** JSON array of the payment methods a business accepts (PAYMENT_METHODS). */
		paymentMethods: text({ mode: 'json' }).$type<PaymentMethod[]>().notNull().default(sql`'[]'`),
		ownerName: text(),
		ownerDescription: text(),
		website: text(),
		phone: text(),
		email: text(),
		address: text(),
		country: text(),
		city: text(),
		province: text(),
		/**
		 * The province and municipality picked from the reference lists (provinces, municipalities);
		 * `province` and `city` then hold their names, for cards and the search index. Null beside a
		 * text written before the lists existed that matched none of them (docs/decisions.md).
		 */
		provinceSlug: text(),
		municipalitySlug: text(),
		postalCode: text(),
		lat: real(),
		lng: real(),
		imageId: text().references(() => uploads.id, { onDelete: 'set null' }),
		bannerId: text().references(() => uploads.id, { onDelete: 'set null' }),
		verifiedAt: integer({ mode: 'timestamp_ms' }),
		/** Set while its owner is suspended (users.suspended_at): out of search and its page gone. */
		ownerSuspendedAt: integer({ mode: 'timestamp_ms' }),
		freelancerKind: text({ enum: FREELANCER_KINDS }),
		/** Independent freelancers' cédula, 11 digits without dashes; shown masked to others. */
		idNumber: text(),
		position: text(),
		bloodGroup: text({ enum: BLOOD_GROUPS }),
		/** ISO calendar date (YYYY-MM-DD). */
		dateOfBirth: text(),
		/** Kept by triggers on `reviews`, so the average stays exact whoever writes a review. */
		ratingCount: integer().notNull().default(0),
		ratingSum: integer().notNull().default(0),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull().default(now),
		updatedAt: integer({ mode: 'timestamp_ms' }).notNull().default(now),
	},
	(t) => [
		index('profiles_owner_idx').on(t.ownerId, t.kind),
		index('profiles_kind_idx').on(t.kind, t.id),
		index('profiles_category_idx').on(t.categorySlug, t.id),
		index('profiles_job_type_idx').on(t.jobTypeSlug, t.id),
		index('profiles_cuisine_idx').on(t.cuisineSlug, t.id),
		index('profiles_city_idx').on(t.city),
		index('profiles_province_idx').on(t.province),
		index('profiles_province_slug_idx').on(t.provinceSlug, t.id),
		index('profiles_municipality_slug_idx').on(t.municipalitySlug, t.id),
		index('profiles_location_idx').on(t.lat, t.lng),
		index('profiles_updated_idx').on(t.updatedAt),
	],
);

/**
 * One opening range of one weekday (0 = Sunday), in minutes from that day's midnight in
 * America/Santo_Domingo; `closesAt` past 1440 ends after midnight. A weekday without rows is closed.
 */
export const profileHours = sqliteTable(
	'profile_hours',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		profileId: integer()
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		weekday: integer().notNull(),
		opensAt: integer().notNull(),
		closesAt: integer().notNull(),
	},
	(t) => [index('profile_hours_profile_idx').on(t.profileId, t.weekday)],
);

export const profileFeatures = sqliteTable(
	'profile_features',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		profileId: integer()
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		title: text().notNull(),
		type: text({ enum: FEATURE_TYPES }).notNull(),
		position: integer().notNull().default(0),
	},
	(t) => [index('profile_features_profile_idx').on(t.profileId)],
);

export const profileSocialLinks = sqliteTable(
	'profile_social_links',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		profileId: integer()
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		platform: text({ enum: SOCIAL_PLATFORMS }).notNull(),
		url: text().notNull(),
		position: integer().notNull().default(0),
	},
	(t) => [index('profile_social_links_profile_idx').on(t.profileId)],
);

/** One-time codes that prove the owner reaches the business phone or e-mail. */
export const profileVerifications = sqliteTable(
	'profile_verifications',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		profileId: integer()
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		channel: text({ enum: VERIFICATION_CHANNELS }).notNull(),
		target: text().notNull(),
		/** SHA-256 of the code, hex. */
		codeHash: text().notNull(),
		attempts: integer().notNull().default(0),
		expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
		usedAt: integer({ mode: 'timestamp_ms' }),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [uniqueIndex('profile_verifications_profile_idx').on(t.profileId, t.id)],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;
export type ProfileHoursRow = typeof profileHours.$inferSelect;
