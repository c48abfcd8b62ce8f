import { chargeRates, paypalPlans, plans, seedReferenceData } from '@edge/db';
import { createTestDb, type TestDb } from '@edge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCaller } from '../testing/service-caller';
import { parseRate, toChargedCents } from './charge';
import { chargeReadiness } from './charge-readiness';

describe('toChargedCents: a DOP$ price in US cents at the rate, to the nearest cent', () => {
	it.each([
		// [DOP centavos, DOP centavos per US$, US cents]
		[960_000, 5_900, 16_271], // DOP$ 9,600.00 -> US$ 162.71
		[480_000, 5_900, 8_136], // the first purchase: US$ 81.36, not half of 162.71
		[59_000, 5_900, 1_000],
		[29_500, 5_900, 500],
		[5_000, 5_900, 85], // a DOP$ 50 top-up: 84.75 rounds up
		[250_050, 5_900, 4_238],
		[960_000, 6_000, 16_000],
		[1, 5_900, 0],
	])('%i at %i is %i', (dop, rate, usd) => {
		expect(toChargedCents(dop, rate)).toBe(usd);
	});
});

describe('parseRate: what payments:rate takes', () => {
	it.each([
		['59.00', 5_900],
		['59', 5_900],
		['59.5', 5_950],
		[' 60.25 ', 6_025],
		['0', null],
		['0.00', null],
		['-59', null],
		['59.001', null],
		['abc', null],
		['', null],
	])('%j is %j', (text, cents) => {
		expect(parseRate(text)).toBe(cents);
	});
});

describe('what the pages are told PayPal charges (a migrated database, through the router)', () => {
	let testDb: TestDb;
	beforeAll(() => {
		testDb = createTestDb();
		seedReferenceData(testDb.db);
	});
	afterAll(() => testDb.cleanup());

	const price = (id: string) => testDb.db.select().from(plans).where(eq(plans.id, id)).get()?.priceCents ?? 0;
	const atPaypal = (planId: string, values: Partial<typeof paypalPlans.$inferInsert>) =>
		testDb.db
			.insert(paypalPlans)
			.values({
				planId,
				paypalProductId: 'EDGE-PLANS',
				paypalPlanId: `P-${planId}`,
				paypalFirstPurchasePlanId: `P-${planId}-first`,
				priceCents: price(planId),
				syncedAt: new Date(),
				...values,
			})
			.run();

	it('without a rate: no quote, and a live server would not start', async () => {
		expect(await serviceCaller(testDb).payments.chargeRate()).toBeNull();
		expect(chargeReadiness(testDb.db)).toMatchObject({ ok: false, reason: expect.stringContaining('payments:rate') });
	});

	it('offers a plan only through PayPal plans in a currency PayPal takes, made for its current price', async () => {
		testDb.db.insert(chargeRates).values({ currency: 'USD', dopPerUnitCents: 5_900, setAt: new Date() }).run();
		atPaypal('business-profile', { currency: 'USD', chargeCents: 16_271, firstChargeCents: 8_136, rateCents: 5_900 });
		// From before charging in US dollars: PayPal would refuse to bill it.
		atPaypal('search-bar-visibility', { currency: 'DOP', chargeCents: 450_000, firstChargeCents: 225_000 });
		// Made for an older DOP$ price: not what the card shows.
		atPaypal('premium-restaurant', {
			currency: 'USD',
			priceCents: 1_000_000,
			chargeCents: 16_949,
			firstChargeCents: 8_475,
			rateCents: 5_900,
		});

		const catalog = await serviceCaller(testDb).payments.catalog();
		const plan = (id: string) => catalog.plans.find((offer) => offer.id === id);
		expect(plan('business-profile')).toMatchObject({
			priceDop: '9600.00',
			charge: { charged: { amount: '162.71', currency: 'USD' }, dop: '9600.00', rate: '59.00' },
			firstPurchase: {
				priceDop: '4800.00',
				charge: { charged: { amount: '81.36', currency: 'USD' }, dop: '4800.00', rate: '59.00' },
			},
		});
		expect(plan('search-bar-visibility')?.charge).toBeNull();
		expect(plan('search-bar-visibility')?.firstPurchase?.charge).toBeNull();
		expect(plan('premium-restaurant')?.charge).toBeNull();
		expect(plan('free')?.charge).toBeNull();
		expect(await serviceCaller(testDb).payments.chargeRate()).toEqual({
			currency: 'USD',
			rate: '59.00',
			dopPerUnitCents: 5_900,
		});
		// The DOP plan keeps a live server from starting until paypal:sync has made it anew.
		expect(chargeReadiness(testDb.db)).toMatchObject({
			ok: false,
			reason: expect.stringContaining('search-bar-visibility (DOP)'),
		});
		testDb.db.delete(paypalPlans).where(eq(paypalPlans.planId, 'search-bar-visibility')).run();
		expect(chargeReadiness(testDb.db)).toEqual({ ok: true, currency: 'USD', rate: '59.00' });
	});
});
