import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const contactMessages = sqliteTable('contact_messages', {
	id: integer().primaryKey({ autoIncrement: true }),
	name: text().notNull(),
	email: text().notNull(),
	phone: text().notNull(),
	country: text().notNull(),
	issue: text().notNull(),
	createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
});
