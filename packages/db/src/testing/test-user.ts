import { randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { type UserRow, users } from '../schema/user/user.table';

type UserValues = typeof users.$inferInsert;

/**
 * A user row written straight into a test database, for tests of what happens after sign-up (the
 * sign-up itself is tested over HTTP). Its id, e-mail and referral code are unique; `values`
 * overrides anything else (kind, signup date…).
 */
export function insertTestUser(db: Db, values: Partial<UserValues> = {}): UserRow {
	const unique = randomUUID().replaceAll('-', '').slice(0, 16);
	return db
		.insert(users)
		.values({
			id: `user-${unique}`,
			firstName: 'Ana',
			lastName: 'Pérez',
			email: `${unique}@example.com`,
			phone: '+18095551234',
			passwordHash: 'not-used-here',
			dateOfBirth: '1990-05-17',
			accountKind: 'customer',
			userType: 'Customer',
			referralCode: `T${unique.toUpperCase()}`,
			...values,
		})
		.returning()
		.get();
}
