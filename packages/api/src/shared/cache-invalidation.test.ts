import { users } from '@edge/db';
import { createTestDb, insertTestUser, type TestDb } from '@edge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshMainPlan } from '../payments/subscription-store';
import { bindInvalidation, boundInvalidation, createLocalInvalidation } from './cache-invalidation';
import { writeTransaction } from './write-transaction';

let testDb: TestDb;
beforeAll(() => {
	testDb = createTestDb();
});
afterAll(() => testDb.cleanup());

describe('the invalidation bound to a database', () => {
	it('is found from the database and from its transactions; an unbound database has none', () => {
		const other = createTestDb();
		try {
			const invalidation = createLocalInvalidation();
			bindInvalidation(testDb.db, invalidation);
			expect(boundInvalidation(testDb.db)).toBe(invalidation);
			writeTransaction(testDb.db, (tx) => {
				expect(boundInvalidation(tx)).toBe(invalidation);
			});
			expect(boundInvalidation(other.db)).toBeUndefined();
		} finally {
			other.cleanup();
		}
	});

	it("tells of a user's plan change once the transaction that made it has committed", () => {
		const { db } = testDb;
		const invalidation = createLocalInvalidation();
		bindInvalidation(db, invalidation);
		const told: (string | undefined)[] = [];
		invalidation.subscribe('user', (key) => told.push(key));
		const user = insertTestUser(db);
		const now = new Date();
		writeTransaction(db, (tx) => {
			// Its last subscription ended (the row as a webhook leaves it): no main plan now.
			tx.update(users).set({ planSubscriptionId: null }).where(eq(users.id, user.id)).run();
			refreshMainPlan(tx, user.id, now);
			// Not before the commit: a process told now would read the old row again and keep it.
			expect(told).toEqual([]);
		});
		expect(told).toEqual([user.id]);
	});
});
