import { chatLedger, seedReferenceData, subscriptions } from '@edge/db';
import { createTestDb, insertTestUser, type TestDb } from '@edge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { balanceOf } from './chat-balance';
import { chargeForMessage } from './message-charge';

const DAY = 24 * 60 * 60 * 1000;
const signedUpAt = new Date('2026-01-01T12:00:00Z');
const day = (n: number) => new Date(signedUpAt.getTime() + n * DAY);

let testDb: TestDb;
beforeAll(() => {
	testDb = createTestDb();
	seedReferenceData(testDb.db);
});
afterAll(() => testDb.cleanup());

function insertUser(): string {
	return insertTestUser(testDb.db, { createdAt: signedUpAt }).id;
}

function credit(userId: string, cents: number) {
	testDb.db
		.insert(chatLedger)
		.values({ userId, deltaCents: cents, reason: 'topup', orderId: `order-${userId}-${cents}`, createdAt: signedUpAt })
		.run();
}

function subscribe(userId: string, status: string, nextBillingAt: Date | null) {
	testDb.db
		.insert(subscriptions)
		.values({ id: `I-${userId}`, userId, planId: 'freelancer-unlimited-messaging', status, nextBillingAt })
		.run();
}

const charge = (senderId: string, now: Date, senderRole: 'customer' | 'freelancer' = 'customer') =>
	testDb.db.transaction((tx) => chargeForMessage(tx, { senderId, senderRole, now }));

function refusal(run: () => unknown): AppError | undefined {
	try {
		run();
	} catch (error) {
		if (error instanceof AppError) return error;
		throw error;
	}
	return undefined;
}

describe('chargeForMessage against a real database', () => {
	it('charges nothing during the trial (day 59) and refuses a customer on day 61 without plan or balance', () => {
		const id = insertUser();
		expect(charge(id, day(59))).toBe(0);
		const error = refusal(() => charge(id, day(61)));
		expect(error).toMatchObject({ code: 'FORBIDDEN', messageKey: 'chat.billing.trialOver' });
		expect(balanceOf(testDb.db, id)).toBe(0);
	});

	it('decides day 60 exactly as over: the trial is 60 whole days', () => {
		const id = insertUser();
		expect(charge(id, new Date(day(60).getTime() - 1))).toBe(0);
		expect(refusal(() => charge(id, day(60)))?.messageKey).toBe('chat.billing.trialOver');
	});

	it('lets freelancers send free after any trial', () => {
		const id = insertUser();
		expect(charge(id, day(400), 'freelancer')).toBe(0);
	});

	it('charges nothing under a valid plan, and the balance again once the plan has lapsed', () => {
		const id = insertUser();
		credit(id, 100);
		subscribe(id, 'CANCELED', day(70));
		expect(charge(id, day(61))).toBe(0);
		expect(balanceOf(testDb.db, id)).toBe(100);
		expect(charge(id, day(71))).toBe(69);
		expect(balanceOf(testDb.db, id)).toBe(31);
	});

	it('debits 69 per message as a ledger row and stops before the balance would go negative', () => {
		const id = insertUser();
		credit(id, 69 * 3 + 10);
		const results = Array.from({ length: 5 }, () => refusal(() => charge(id, day(61))) ?? 'charged');
		expect(results.filter((result) => result === 'charged')).toHaveLength(3);
		expect(balanceOf(testDb.db, id)).toBe(10);
		const debits = testDb.db.select().from(chatLedger).where(eq(chatLedger.userId, id)).all();
		expect(debits.filter((row) => row.reason === 'message').map((row) => row.deltaCents)).toEqual([-69, -69, -69]);
	});

	it('rolls the debit back when the send fails after the charge', () => {
		const id = insertUser();
		credit(id, 100);
		expect(() =>
			testDb.db.transaction((tx) => {
				chargeForMessage(tx, { senderId: id, senderRole: 'customer', now: day(61) });
				throw new Error('the message insert failed');
			}),
		).toThrow('the message insert failed');
		expect(balanceOf(testDb.db, id)).toBe(100);
	});

	it('answers NOT_FOUND for an unknown sender', () => {
		expect(refusal(() => charge('nobody', day(1)))?.code).toBe('NOT_FOUND');
	});
});
