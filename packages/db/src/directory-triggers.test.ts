import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles, reviews } from './schema/index';
import { seedReferenceData } from './seed/seed-reference-data';
import { createTestDb } from './testing/test-db';
import { insertTestUser } from './testing/test-user';

const test = createTestDb();
afterAll(() => test.cleanup());
const { db } = test;
seedReferenceData(db);

const addUser = (id: string) => insertTestUser(db, { id, accountKind: 'business', userType: 'Seller' });

const matches = (query: string) =>
	db.all<{ rowid: number }>(sql`select rowid from profile_search where profile_search match ${query} order by rank`);

describe('migration 0003: search index triggers', () => {
	addUser('u1');
	addUser('u2');
	const id = db
		.insert(profiles)
		.values({
			ownerId: 'u1',
			kind: 'restaurant',
			title: 'Café Colonial',
			about: 'Desayunos criollos',
			tags: ['mangú', 'espresso'],
			categorySlug: 'restaurants-and-food',
			cuisineSlug: 'cafe',
			city: 'Santo Domingo',
			province: 'Distrito Nacional',
		})
		.returning({ id: profiles.id })
		.get()?.id as number;

	it('indexes a new profile accent-insensitively, with tags, category names in both languages and place', () => {
		expect(matches('cafe')).toEqual([{ rowid: id }]);
		expect(matches('mangu')).toEqual([{ rowid: id }]);
		expect(matches('"restaurants and food"')).toEqual([{ rowid: id }]);
		expect(matches('restaurantes')).toEqual([{ rowid: id }]);
		expect(matches('domingo')).toEqual([{ rowid: id }]);
		expect(matches('colo*')).toEqual([{ rowid: id }]);
	});

	it('reindexes on update and forgets on delete', () => {
		db.update(profiles).set({ title: 'Panadería Sol', city: 'Santiago' }).where(eq(profiles.id, id)).run();
		expect(matches('colonial')).toEqual([]);
		expect(matches('panaderia santiago')).toEqual([{ rowid: id }]);
		// A rating change does not touch the index (the trigger watches only indexed columns).
		db.update(profiles).set({ ratingCount: 0 }).where(eq(profiles.id, id)).run();
		expect(matches('panaderia')).toEqual([{ rowid: id }]);
	});

	it('keeps the rating count and sum with the reviews', () => {
		const now = new Date();
		db.insert(reviews).values({ profileId: id, authorId: 'u2', rating: 4, createdAt: now, updatedAt: now }).run();
		db.insert(reviews).values({ profileId: id, authorId: 'u1', rating: 2, createdAt: now, updatedAt: now }).run();
		db.update(reviews).set({ rating: 5 }).where(eq(reviews.authorId, 'u2')).run();
		db.delete(reviews).where(eq(reviews.authorId, 'u1')).run();
		const row = db.select().from(profiles).where(eq(profiles.id, id)).get();
		expect([row?.ratingCount, row?.ratingSum]).toEqual([1, 5]);
	});

	it('drops the index row with the profile', () => {
		db.delete(profiles).where(eq(profiles.id, id)).run();
		expect(matches('panaderia')).toEqual([]);
	});
});
