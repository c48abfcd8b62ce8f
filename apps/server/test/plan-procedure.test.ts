import { planProcedure, router } from '@edge/api';
import { serviceContext } from '@edge/api/testing';
import { createAuth } from '@edge/auth';
import { seedReferenceData, subscriptions, type UserRow, users } from '@edge/db';
import { createTestDb, insertTestUser, type TestDb } from '@edge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallerFactory } from '../../../packages/api/src/trpc';

const ALLOWED_PLAN = 'business-multi-profile-premium';
const DAY_MS = 24 * 60 * 60 * 1000;

const testRouter = router({
	premiumOnly: planProcedure([ALLOWED_PLAN]).query(({ ctx }) => ({ planId: ctx.planId, userId: ctx.user.id })),
});
const createCaller = createCallerFactory(testRouter);

let testDb: TestDb;
let auth: ReturnType<typeof createAuth>;

beforeAll(() => {
	testDb = createTestDb();
	seedReferenceData(testDb.db);
	auth = createAuth({ db: testDb.db, secureCookies: false });
});
afterAll(() => {
	testDb.cleanup();
});

function insertUser(): UserRow {
	return insertTestUser(testDb.db, { accountKind: 'business', userType: 'Seller', profileType: 'business' });
}

/** A user whose plan points at a subscription with the given plan, status and billing date. */
function userWithPlan(planId: string, status: string, nextBillingAt: Date | null): UserRow {
	const user = insertUser();
	const subscriptionId = `I-${user.id}`;
	testDb.db.insert(subscriptions).values({ id: subscriptionId, userId: user.id, planId, status, nextBillingAt }).run();
	return testDb.db
		.update(users)
		.set({ planSubscriptionId: subscriptionId, planNextBillingAt: nextBillingAt })
		.where(eq(users.id, user.id))
		.returning()
		.get();
}

/** The request context the server would build for this user, with a real session. */
async function callAs(user: UserRow | null) {
	const sessionToken = user ? (await auth.createSession(user.id)).token : null;
	const ctx = serviceContext(testDb, { user, deps: { auth, sessionToken } });
	return createCaller(ctx).premiumOnly();
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
const forbidden = { code: 'FORBIDDEN', message: 'errors.actionNotAllowed' };

describe('planProcedure', () => {
	it('refuses a caller without a session as UNAUTHORIZED', async () => {
		await expect(callAs(null)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'errors.unauthorized' });
	});

	it("refuses a user without a plan with 'Action not Allowed'", async () => {
		await expect(callAs(insertUser())).rejects.toMatchObject(forbidden);
	});

	it('refuses an ACTIVE subscription on another plan', async () => {
		await expect(callAs(userWithPlan('business-profile', 'ACTIVE', inDays(30)))).rejects.toMatchObject(forbidden);
	});

	it('admits an ACTIVE subscription on the allowed plan and hands the plan to the procedure', async () => {
		const user = userWithPlan(ALLOWED_PLAN, 'ACTIVE', inDays(30));
		await expect(callAs(user)).resolves.toEqual({ planId: ALLOWED_PLAN, userId: user.id });
	});

	it('refuses a SUSPENDED subscription whose next billing date has passed', async () => {
		await expect(callAs(userWithPlan(ALLOWED_PLAN, 'SUSPENDED', inDays(-1)))).rejects.toMatchObject(forbidden);
	});

	it('admits a SUSPENDED subscription until its next billing date', async () => {
		await expect(callAs(userWithPlan(ALLOWED_PLAN, 'SUSPENDED', inDays(1)))).resolves.toMatchObject({
			planId: ALLOWED_PLAN,
		});
	});

	it('admits a CANCELLED subscription until its next billing date, and refuses it without one', async () => {
		await expect(callAs(userWithPlan(ALLOWED_PLAN, 'CANCELLED', inDays(1)))).resolves.toMatchObject({
			planId: ALLOWED_PLAN,
		});
		await expect(callAs(userWithPlan(ALLOWED_PLAN, 'CANCELED', null))).rejects.toMatchObject(forbidden);
	});

	it('refuses an EXPIRED subscription even before its billing date', async () => {
		await expect(callAs(userWithPlan(ALLOWED_PLAN, 'EXPIRED', inDays(30)))).rejects.toMatchObject(forbidden);
	});

	it("refuses a plan pointing at someone else's subscription", async () => {
		const owner = userWithPlan(ALLOWED_PLAN, 'ACTIVE', inDays(30));
		const borrower = testDb.db
			.update(users)
			.set({ planSubscriptionId: owner.planSubscriptionId })
			.where(eq(users.id, insertUser().id))
			.returning()
			.get();
		await expect(callAs(borrower)).rejects.toMatchObject(forbidden);
	});

	it('refuses a plan pointing at a subscription that does not exist', async () => {
		const user = testDb.db
			.update(users)
			.set({ planSubscriptionId: 'I-NOWHERE' })
			.where(eq(users.id, insertUser().id))
			.returning()
			.get();
		await expect(callAs(user)).rejects.toMatchObject(forbidden);
	});

	it('admits a valid subscription to the allowed plan held beside a main plan on another one', async () => {
		const user = userWithPlan('business-profile', 'ACTIVE', inDays(300));
		testDb.db
			.insert(subscriptions)
			.values({
				id: `I-addon-${user.id}`,
				userId: user.id,
				planId: ALLOWED_PLAN,
				status: 'ACTIVE',
				nextBillingAt: inDays(30),
			})
			.run();
		await expect(callAs(user)).resolves.toEqual({ planId: ALLOWED_PLAN, userId: user.id });
	});

	it('refuses such a side subscription once it is no longer valid', async () => {
		const user = userWithPlan('business-profile', 'ACTIVE', inDays(300));
		testDb.db
			.insert(subscriptions)
			.values({
				id: `I-addon-${user.id}`,
				userId: user.id,
				planId: ALLOWED_PLAN,
				status: 'CANCELED',
				nextBillingAt: inDays(-1),
			})
			.run();
		await expect(callAs(user)).rejects.toMatchObject(forbidden);
	});
});
