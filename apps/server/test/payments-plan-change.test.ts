import type { SubscriptionView } from '@edge/api/client';
import { subscriptionAudit } from '@edge/db';
import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payingUser, waitFor } from './payments-helpers';
import { startTestServer, type TestServer } from './test-server';
import { call } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer({ PAYPAL_TIMEOUT_MS: '5000' });
});
afterAll(async () => {
	await server?.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;
type Buyer = Awaited<ReturnType<typeof payingUser>>;

/** A buyer holding an ACTIVE subscription to `planId`, paid through the simulator. */
async function activeOn(planId: string, buyer?: Buyer): Promise<{ buyer: Buyer; id: string; next: string }> {
	const who = buyer ?? (await payingUser(server));
	const started = await who.subscribe(planId);
	await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
	const active = await who.confirm(started.data?.subscriptionId ?? '');
	expect(active.data?.state).toBe('active');
	return { buyer: who, id: active.data?.subscriptionId ?? '', next: active.data?.nextBillingDate ?? '' };
}

const canManageEvents = async (buyer: Buyer) => (await call(() => buyer.api.calendar.access.query())).data?.canManage;

async function lookup(buyer: Buyer, id: string): Promise<SubscriptionView> {
	const response = await fetch(`${server.url}/api/v1/payment/subscription/${id}`, { headers: buyer.auth });
	return (await response.json()) as SubscriptionView;
}

describe('changing business plan applies from the next period (docs/payments.md, "Changing plan")', () => {
	it('charges nothing now, keeps the old gates until PayPal bills the new plan, then switches', async () => {
		const { buyer, id, next } = await activeOn('business-profile');
		const paidBefore = (await buyer.receipts()).data?.length;
		expect(await canManageEvents(buyer)).toBe(false);

		const change = await buyer.changePlan(id, 'business-multi-profile-premium');
		expect(change.error).toBeUndefined();
		await decideOnApprovalPage(change.data?.approvalUrl, 'approve');
		const scheduled = (await buyer.confirm(id)).data;
		expect(scheduled).toMatchObject({
			planId: 'business-profile',
			state: 'active',
			scheduledChange: { planId: 'business-multi-profile-premium', from: next },
			// The next charge is the new plan's price, on the date the period ends.
			nextCharge: {
				date: next,
				amountDop: '24000.00',
				planId: 'business-multi-profile-premium',
				charge: { charged: { amount: '406.78', currency: 'USD' }, dop: '24000.00', rate: '59.00' },
			},
		});
		// Nothing charged now, and the premium features wait for the period PayPal bills them.
		expect((await buyer.receipts()).data).toHaveLength(paidBefore ?? 0);
		expect(await canManageEvents(buyer)).toBe(false);
		// The REST lookup (the plan card on /profile) says the same.
		expect(await lookup(buyer, id)).toMatchObject({
			name: 'Perfil de Negocio',
			scheduledChange: { planId: 'business-multi-profile-premium', from: next },
		});

		// PayPal renews at the end of the period, on the new plan: the change takes effect.
		await server.paypalSimulator?.advanceClock(Date.parse(next) - Date.now() + DAY_MS);
		const switched = await waitFor(async () => {
			const sub = (await buyer.mine()).data?.subscriptions.find((item) => item.subscriptionId === id);
			return sub?.planId === 'business-multi-profile-premium' ? sub : null;
		});
		expect(switched.scheduledChange).toBeNull();
		expect(await canManageEvents(buyer)).toBe(true);
		const receipts = (await buyer.receipts()).data ?? [];
		expect(receipts[0]).toMatchObject({
			planId: 'business-multi-profile-premium',
			charged: { amount: '406.78', currency: 'USD' },
		});
	});

	it('changing back to the current plan before the date undoes the scheduled change', async () => {
		const { buyer, id } = await activeOn('business-profile');
		const change = await buyer.changePlan(id, 'premium-restaurant');
		await decideOnApprovalPage(change.data?.approvalUrl, 'approve');
		expect((await buyer.confirm(id)).data?.scheduledChange?.planId).toBe('premium-restaurant');
		// The scheduled plan again is refused as the same plan.
		expect((await buyer.changePlan(id, 'premium-restaurant')).error?.data?.i18nKey).toBe('payments.errors.samePlan');
		const back = await buyer.changePlan(id, 'business-profile');
		await decideOnApprovalPage(back.data?.approvalUrl, 'approve');
		expect((await buyer.confirm(id)).data).toMatchObject({ planId: 'business-profile', scheduledChange: null });
	});

	it('a cancel drops the scheduled change: a cancelled plan is never billed again', async () => {
		const { buyer, id, next } = await activeOn('business-profile');
		const change = await buyer.changePlan(id, 'business-multi-profile-premium');
		await decideOnApprovalPage(change.data?.approvalUrl, 'approve');
		await buyer.confirm(id);
		const cancelled = (await buyer.act('cancel', id)).data;
		expect(cancelled).toMatchObject({
			planId: 'business-profile',
			state: 'cancelled',
			scheduledChange: null,
			nextCharge: null,
			validUntil: next,
		});
	});

	it('refuses a change to or from an add-on: add-ons stack, only business plans change', async () => {
		const { buyer, id } = await activeOn('search-bar-visibility');
		const refused = await buyer.changePlan(id, 'freelancer-unlimited-messaging');
		expect(refused.error?.data?.i18nKey).toBe('payments.refused.changeOutsideBusinessPlans');
		expect((await buyer.mine()).data?.subscriptions[0]?.allowedActions).not.toContain('changePlan');
		const business = await activeOn('business-profile', buyer);
		const toAddOn = await buyer.changePlan(business.id, 'search-bar-visibility');
		expect(toAddOn.error?.data?.i18nKey).toBe('payments.refused.changeOutsideBusinessPlans');
	});
});

describe('business plans are exclusive, add-ons stack', () => {
	it('refuses a second business plan with a clear message and creates nothing', async () => {
		const { buyer } = await activeOn('business-profile');
		const second = await buyer.subscribe('premium-restaurant');
		expect(second.error?.data?.httpStatus).toBe(409);
		expect(second.error?.data?.i18nKey).toBe('payments.refused.otherBusinessPlan');
		// The message names the plan held, in the language of the request.
		expect(second.error?.data?.params).toEqual({ plan: 'Perfil de Negocio' });
		expect((await buyer.mine()).data?.subscriptions).toHaveLength(1);
		// An add-on stacks beside it.
		const addOn = await buyer.subscribe('search-bar-visibility');
		expect(addOn.error).toBeUndefined();
	});

	it('refuses another business plan while a cancelled one is still running', async () => {
		const { buyer, id } = await activeOn('premium-restaurant');
		await buyer.act('cancel', id);
		const refused = await buyer.subscribe('business-profile');
		expect(refused.error?.data?.i18nKey).toBe('payments.refused.otherBusinessPlanCanceled');
	});

	it('lets a buyer start over with another business plan, and cancels a late approval of the first', async () => {
		const buyer = await payingUser(server);
		const abandoned = await buyer.subscribe('business-profile');
		const { id } = await activeOn('premium-restaurant', buyer);
		await decideOnApprovalPage(abandoned.data?.approvalUrl, 'approve');
		const late = await waitFor(async () => {
			const sub = (await buyer.mine()).data?.subscriptions.find(
				(item) => item.subscriptionId === abandoned.data?.subscriptionId,
			);
			return sub?.status === 'CANCELED' ? sub : null;
		});
		expect(late.nextCharge).toBeNull();
		const live = (await buyer.mine()).data?.subscriptions.filter((item) => item.state === 'active');
		expect(live?.map((item) => item.subscriptionId)).toEqual([id]);
		const audit = server.db
			.select()
			.from(subscriptionAudit)
			.where(eq(subscriptionAudit.subscriptionId, abandoned.data?.subscriptionId ?? ''))
			.all();
		expect(audit.map((row) => row.action)).toContain('cancelSuperseded');
	});
});
