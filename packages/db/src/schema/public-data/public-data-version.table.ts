import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

/**
 * One row whose `version` goes up with every row written to a table that public pages show
 * (profiles, reviews, menus, the wall, events…), by triggers the migration creates on each of
 * them. Writes only a signed-in user sees (chat, sessions, mail, payments) leave it alone, so the
 * pages the server draws for visitors (apps/server/src/ssr/first-view.ts) are kept while chat is
 * busy. The tables on either side are listed in ../../public-data.ts, checked by its test.
 */
export const publicDataVersion = sqliteTable('public_data_version', {
	id: integer().primaryKey(),
	version: integer().notNull().default(0),
});
