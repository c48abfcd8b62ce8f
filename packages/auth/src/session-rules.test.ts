import { sessions, users } from '@edge/db';
import { createTestDb, type TestDb } from '@edge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from './auth';

const DAY_S = 24 * 60 * 60;
let testDb: TestDb;
let auth: Auth;

beforeAll(() => {
	testDb = createTestDb();
	testDb.db
		.insert(users)
		.values({
			id: 'u1',
			firstName: 'Ana',
			lastName: 'Báez',
			email: 'ana@example.com',
			phone: '8095550000',
			passwordHash: 'x',
			dateOfBirth: '1990-01-01',
			accountKind: 'customer',
			userType: 'Customer',
			referralCode: 'ANA00001',
		})
		.run();
	auth = createAuth({ db: testDb.db, secureCookies: false });
});
afterAll(() => testDb.cleanup());

/** A session row expiring `days` from now (negative: already expired). */
function sessionExpiringIn(id: string, days: number) {
	const expiresAt = Math.floor(Date.now() / 1000 + days * DAY_S);
	testDb.db.insert(sessions).values({ id, userId: 'u1', expiresAt }).run();
	return expiresAt;
}
const storedExpiry = (id: string) => testDb.db.select().from(sessions).where(eq(sessions.id, id)).get()?.expiresAt;

describe('session rules (30-day sliding expiry)', () => {
	it('accepts a fresh session as it is', () => {
		const expiresAt = sessionExpiringIn('fresh', 29);
		expect(auth.validateToken('fresh')).toMatchObject({ userId: 'u1', refreshedCookie: null });
		expect(storedExpiry('fresh')).toBe(expiresAt);
	});

	it('slides a session past half its life forward to 30 days and re-sends the cookie', () => {
		sessionExpiringIn('half', 10);
		const validated = auth.validateToken('half');
		expect(validated?.refreshedCookie).toMatch(/^edge_session=half;.*HttpOnly/);
		const expected = Date.now() / 1000 + 30 * DAY_S;
		expect(Math.abs((storedExpiry('half') ?? 0) - expected)).toBeLessThan(5);
	});

	it('refuses and deletes an expired session', () => {
		sessionExpiringIn('old', -1);
		expect(auth.validateToken('old')).toBeNull();
		expect(storedExpiry('old')).toBeUndefined();
	});

	it('refuses an unknown token', () => {
		expect(auth.validateToken('nope')).toBeNull();
	});
});
