import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from '../user/user.table';
import { profiles } from './profile.tables';
import { uploads } from './upload.table';

export const menus = sqliteTable(
	'menus',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		profileId: integer()
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		title: text().notNull(),
		/** JSON array of upload ids. */
		imageIds: text({ mode: 'json' }).$type<string[]>().notNull(),
		position: integer().notNull().default(0),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('menus_profile_idx').on(t.profileId)],
);

export const menuItems = sqliteTable(
	'menu_items',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		menuId: integer()
			.notNull()
			.references(() => menus.id, { onDelete: 'cascade' }),
		name: text().notNull(),
		/** DOP centavos. */
		priceCents: integer().notNull(),
		description: text().notNull().default(''),
		position: integer().notNull().default(0),
	},
	(t) => [index('menu_items_menu_idx').on(t.menuId)],
);

/**
 * A restaurant's offer: availed at most `maxRedemptions` times, once per customer, between two
 * calendar dates of Santo Domingo (inclusive). `redeemedCount` moves only with a redemption row,
 * in the same transaction.
 */
export const offers = sqliteTable(
	'offers',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		profileId: integer()
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		title: text().notNull(),
		description: text().notNull().default(''),
		imageId: text().references(() => uploads.id, { onDelete: 'set null' }),
		maxRedemptions: integer().notNull(),
		redeemedCount: integer().notNull().default(0),
		/** YYYY-MM-DD, inclusive. */
		startsOn: text().notNull(),
		endsOn: text().notNull(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('offers_profile_idx').on(t.profileId), index('offers_dates_idx').on(t.startsOn, t.endsOn)],
);

export const offerRedemptions = sqliteTable(
	'offer_redemptions',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		offerId: integer()
			.notNull()
			.references(() => offers.id, { onDelete: 'cascade' }),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [uniqueIndex('offer_redemptions_offer_user_idx').on(t.offerId, t.userId)],
);

export const highlights = sqliteTable(
	'highlights',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		profileId: integer()
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		title: text().notNull(),
		imageId: text().references(() => uploads.id, { onDelete: 'set null' }),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('highlights_profile_idx').on(t.profileId)],
);

export const slides = sqliteTable(
	'slides',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		profileId: integer()
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		title: text().notNull(),
		/** 1 to 5 stars. */
		rating: integer().notNull(),
		imageId: text().references(() => uploads.id, { onDelete: 'set null' }),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('slides_profile_idx').on(t.profileId)],
);
