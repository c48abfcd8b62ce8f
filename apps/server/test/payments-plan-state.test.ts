import { randomUUID } from 'node:crypto';
import type { SubscriptionView } from '@edge/api/client';
import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payingUser } from './payments-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call, type RouterOutputs } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer({ PAYPAL_TIMEOUT_MS: '5000' });
});
afterAll(async () => {
	await server?.stop();
});

type Buyer = Awaited<ReturnType<typeof payingUser>>;

async function lookup(buyer: Buyer, id: string): Promise<SubscriptionView> {
	const response = await fetch(`${server.url}/api/v1/payment/subscription/${id}`, { headers: buyer.auth });
	return (await response.json()) as SubscriptionView;
}

/** Every reading of one subscription a page can get: the list, the REST lookup (the plan card), confirm. */
async function readings(buyer: Buyer, id: string) {
	const listed = (await buyer.mine()).data?.subscriptions.find((item) => item.subscriptionId === id);
	const { id: _id, name: _name, ...looked } = await lookup(buyer, id);
	return { listed, looked };
}

const firstPurchasePrices = (catalog: RouterOutputs['payments']['catalog'] | undefined) =>
	Object.fromEntries(catalog?.plans.map((plan) => [plan.id, plan.firstPurchase?.priceDop ?? null]) ?? []);

describe('one reading of a subscription for every page (docs/payments.md, "One view of a subscription")', () => {
	it('active: the next charge at the full price; cancelled: valid until its date, never a next charge', async () => {
		const buyer = await payingUser(server);
		const started = await buyer.subscribe('business-profile');
		const id = started.data?.subscriptionId ?? '';
		const pending = await readings(buyer, id);
		expect(pending.listed).toMatchObject({ state: 'pendingApproval', nextCharge: null, isValid: false });
		expect(pending.looked).toEqual(pending.listed);

		await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
		const active = (await buyer.confirm(id)).data as RouterOutputs['payments']['confirm'];
		expect(active).toMatchObject({
			state: 'active',
			planName: { es: 'Perfil de Negocio', en: 'Business Profile' },
			validUntil: null,
			// The first period was the 50% first purchase; the next one is the full price.
			lastPayment: { charged: { amount: '81.36', currency: 'USD' } },
			nextCharge: {
				amountDop: '9600.00',
				date: active.nextBillingDate,
				planId: 'business-profile',
				// Charged in US dollars at the rate the scratch server starts with (DOP$ 59.00 per US$).
				charge: { charged: { amount: '162.71', currency: 'USD' }, dop: '9600.00', rate: '59.00' },
			},
		});
		const activeReadings = await readings(buyer, id);
		expect(activeReadings.listed).toEqual(active);
		expect(activeReadings.looked).toEqual(active);

		const cancelled = (await buyer.act('cancel', id)).data;
		expect(cancelled).toMatchObject({
			status: 'CANCELED',
			state: 'cancelled',
			isValid: true,
			nextCharge: null,
			validUntil: active.nextBillingDate,
		});
		const after = await readings(buyer, id);
		expect(after.listed).toEqual(cancelled);
		expect(after.looked).toEqual(cancelled);
	});

	it('suspended: no charge while suspended, valid until its date, in the list and the lookup alike', async () => {
		const buyer = await payingUser(server);
		const started = await buyer.subscribe('search-bar-visibility');
		const id = started.data?.subscriptionId ?? '';
		await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
		const date = (await buyer.confirm(id)).data?.nextBillingDate;
		const suspended = (await buyer.act('suspend', id)).data;
		expect(suspended).toMatchObject({ state: 'suspended', nextCharge: null, validUntil: date });
		const { listed, looked } = await readings(buyer, id);
		expect(listed).toEqual(suspended);
		expect(looked).toEqual(suspended);
	});
});

describe('the price shown is the price charged (the 50% first purchase)', () => {
	it('is offered to a visitor on every paid plan, with the amount PayPal will be asked for', async () => {
		const visitor = await call(() => apiClient(server.url).payments.catalog.query());
		expect(firstPurchasePrices(visitor.data)).toEqual({
			free: null,
			'premium-restaurant': '7200.00',
			'business-profile': '4800.00',
			'business-multi-profile-premium': '12000.00',
			'search-bar-visibility': '2250.00',
			'freelancer-unlimited-messaging': '295.00',
		});
	});

	it('an approval cancelled at PayPal does not use it up: every card still offers it, and it is charged', async () => {
		const buyer = await payingUser(server);
		const offered = firstPurchasePrices((await buyer.catalog()).data);
		const started = await buyer.subscribe('business-profile');
		const back = await decideOnApprovalPage(started.data?.approvalUrl, 'cancel');
		// PayPal returns the buyer to our cancel page, which gives the discount back.
		expect(back.pathname).toBe('/payment-failed');
		expect(back.searchParams.get('cancelled')).toBe('1');
		const abandoned = await call(() =>
			buyer.api.payments.abandon.mutate({ subscriptionId: back.searchParams.get('subscription_id') ?? '' }),
		);
		expect(abandoned.data?.state).toBe('abandoned');
		// A new read of the catalog (a reload) offers the same prices on every card.
		expect(firstPurchasePrices((await buyer.catalog()).data)).toEqual(offered);
		// And PayPal is asked for exactly that on another plan.
		const other = await buyer.subscribe('search-bar-visibility');
		await decideOnApprovalPage(other.data?.approvalUrl, 'approve');
		const paid = (await buyer.confirm(other.data?.subscriptionId ?? '')).data;
		// DOP$ 2,250.00 at DOP$ 59.00 per US$.
		expect(offered['search-bar-visibility']).toBe('2250.00');
		expect(paid?.lastPayment?.charged).toEqual({ amount: '38.14', currency: 'USD' });
		// Used now: no card offers it any more, and the next purchase is at the full price.
		expect(Object.values(firstPurchasePrices((await buyer.catalog()).data)).every((price) => price === null)).toBe(
			true,
		);
	});

	it('an unapproved attempt keeps it for its own plan only, and the cards say exactly that', async () => {
		const buyer = await payingUser(server);
		await buyer.subscribe('business-profile');
		const prices = firstPurchasePrices((await buyer.catalog()).data);
		expect(prices['business-profile']).toBe('4800.00');
		expect(prices['search-bar-visibility']).toBeNull();
		const addOn = await buyer.subscribe('search-bar-visibility');
		await decideOnApprovalPage(addOn.data?.approvalUrl, 'approve');
		expect((await buyer.confirm(addOn.data?.subscriptionId ?? '')).data?.lastPayment?.charged).toEqual({
			amount: '76.27',
			currency: 'USD',
		});
	});

	it('refuses an amount the buyer was not shown, and creates nothing', async () => {
		const buyer = await payingUser(server);
		const refused = await call(() =>
			buyer.api.payments.subscribe.mutate({
				planId: 'business-profile',
				operationId: randomUUID(),
				expectedCharge: { amount: '162.71', currency: 'USD' },
			}),
		);
		expect(refused.status).toBe(409);
		expect(refused.error?.data?.i18nKey).toBe('payments.errors.priceChanged');
		// Written as the pages write amounts, in the request's language.
		expect(refused.error?.data?.params).toEqual({ amount: 'US$ 81.36' });
		expect((await buyer.mine()).data?.subscriptions).toEqual([]);
		// The discount was not spent by the refusal.
		expect(firstPurchasePrices((await buyer.catalog()).data)['business-profile']).toBe('4800.00');
		const accepted = await call(() =>
			buyer.api.payments.subscribe.mutate({
				planId: 'business-profile',
				operationId: randomUUID(),
				expectedCharge: { amount: '81.36', currency: 'USD' },
			}),
		);
		expect(accepted.error).toBeUndefined();
	});

	it("PayPal's approval page states the plan and the amounts in the buyer's language", async () => {
		for (const [language, expected] of [
			['es', 'Suscripción a Perfil de Negocio (primera compra): pagas USD 81.36 hoy y luego USD 162.71 cada año.'],
			['en', 'Subscription to Business Profile (first purchase): you pay USD 81.36 today, then USD 162.71 every year.'],
		] as const) {
			const buyer = await payingUser(server);
			const inLanguage = apiClient(server.url, { ...buyer.auth, 'accept-language': language });
			const started = await call(() =>
				inLanguage.payments.subscribe.mutate({ planId: 'business-profile', operationId: randomUUID() }),
			);
			const html = await (await fetch(started.data?.approvalUrl ?? '')).text();
			expect(html).toContain(`<html lang="${language}">`);
			expect(html).toContain(expected);
		}
	});
});
