import { createLocalInvalidation } from '@edge/api';
import { closeDb, contactMessages, createDb, profiles } from '@edge/db';
import { createTestDb, insertTestUser, type TestDb } from '@edge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicDataVersion } from './public-data-version';

let testDb: TestDb;
beforeAll(() => {
	testDb = createTestDb();
});
afterAll(() => testDb.cleanup());

describe('publicDataVersion', () => {
	it('tells the other processes of its own public writes only, once each, and moves on their messages', () => {
		const { db } = testDb;
		const invalidation = createLocalInvalidation();
		const told: unknown[] = [];
		invalidation.subscribe('publicData', (key) => told.push(key));
		const data = publicDataVersion(db.$client, invalidation);
		const owner = insertTestUser(db);
		data.noticeWrites();
		expect(told).toHaveLength(1);
		const before = data.version();

		// Nothing written since: nothing to tell.
		data.noticeWrites();
		expect(told).toHaveLength(1);
		// A write no visitor sees (contact messages have no trigger) is not told either, and leaves
		// the version.
		db.insert(contactMessages)
			.values({ name: 'Ana', email: 'ana@example.com', phone: '', country: 'DO', issue: 'x', createdAt: new Date() })
			.run();
		data.noticeWrites();
		expect(told).toHaveLength(1);
		expect(data.version()).toBe(before);

		// A public one is, once.
		db.insert(profiles).values({ ownerId: owner.id, kind: 'business', title: 'Cacao Criollo' }).run();
		const moved = data.version();
		expect(moved).not.toBe(before);
		data.noticeWrites();
		data.noticeWrites();
		expect(told).toHaveLength(2);

		// Another process's message moves the version with no write here.
		const current = data.version();
		invalidation.publish('publicData');
		expect(data.version()).not.toBe(current);
	});

	it("with several processes leaves another connection's writes no visitor sees out, and still sees its public ones", () => {
		const { db } = testDb;
		const owner = insertTestUser(db);
		// Another process on the same file.
		const other = createDb(testDb.file);
		try {
			const alone = publicDataVersion(db.$client, createLocalInvalidation());
			const shared = publicDataVersion(db.$client, { ...createLocalInvalidation(), shared: true });
			const before = { alone: alone.version(), shared: shared.version() };
			other
				.insert(contactMessages)
				.values({ name: 'Ana', email: 'ana@example.com', phone: '', country: 'DO', issue: 'x', createdAt: new Date() })
				.run();
			// One process: any commit by another connection counts (the CLI's, say).
			expect(alone.version()).not.toBe(before.alone);
			// Several: the other processes say what they change; a contact message changes no page.
			expect(shared.version()).toBe(before.shared);
			other.insert(profiles).values({ ownerId: owner.id, kind: 'business', title: 'Otra' }).run();
			expect(shared.version()).not.toBe(before.shared);
		} finally {
			closeDb(other);
		}
	});
});
