import { contactMessages, profiles, users } from '@edge/db';
import { createTestDb, insertTestUser, type TestDb } from '@edge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeStoredPhones } from './normalize-stored-phones';

let testDb: TestDb;
beforeAll(() => {
	testDb = createTestDb();
});
afterAll(() => testDb.cleanup());

describe('normalizeStoredPhones', () => {
	it("rewrites each form's old reading in E.164, leaves what it cannot read, and is idempotent", () => {
		const { db } = testDb;
		const account = insertTestUser(db, { phone: '8095551234' });
		const oddAccount = insertTestUser(db, { phone: '809555123' });
		const e164Account = insertTestUser(db, { phone: '+18295551234' });
		const profile = (kind: 'business' | 'employee' | 'freelancer', phone: string | null) =>
			db.insert(profiles).values({ ownerId: account.id, kind, title: kind, phone }).returning({ id: profiles.id }).get()
				.id;
		const employee = profile('employee', '18495551234');
		const business = profile('business', '+18095550000');
		const freelancer = profile('freelancer', null);
		const message = db
			.insert(contactMessages)
			.values({
				name: 'Ana',
				email: 'a@example.com',
				phone: '829-555-1234',
				country: 'RD',
				issue: 'Hola',
				createdAt: new Date(),
			})
			.returning({ id: contactMessages.id })
			.get().id;

		expect(normalizeStoredPhones(db)).toEqual({ normalized: 3, unreadable: 1 });

		const userPhone = (id: string) => db.select().from(users).where(eq(users.id, id)).get()?.phone;
		const profilePhone = (id: number) => db.select().from(profiles).where(eq(profiles.id, id)).get()?.phone;
		expect(userPhone(account.id)).toBe('+18095551234');
		expect(userPhone(oddAccount.id)).toBe('809555123');
		expect(userPhone(e164Account.id)).toBe('+18295551234');
		expect(profilePhone(employee)).toBe('+18495551234');
		expect(profilePhone(business)).toBe('+18095550000');
		expect(profilePhone(freelancer)).toBeNull();
		expect(db.select().from(contactMessages).where(eq(contactMessages.id, message)).get()?.phone).toBe('+18295551234');

		// A second start has nothing left to rewrite; the unreadable row is looked at again, and kept.
		expect(normalizeStoredPhones(db)).toEqual({ normalized: 0, unreadable: 1 });
		expect(userPhone(oddAccount.id)).toBe('809555123');
	});
});
