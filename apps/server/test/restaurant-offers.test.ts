import { todayInSantoDomingo } from '@edge/api/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithRestaurant, type RestaurantClient, restaurantClient, shiftDate } from './restaurant-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call, type RouterInputs, type RouterOutputs, unchecked } from './typed-client';

let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server?.stop();
});
afterEach(() => {
	server.clock.set(new Date());
});

const today = () => todayInSantoDomingo(server.clock.now());

async function offerOf(overrides: Partial<RouterInputs['restaurant']['offers']['create']> = {}) {
	const { owner, profileId } = await ownerWithRestaurant(server);
	const created = await call(() =>
		owner.api.restaurant.offers.create.mutate({
			profileId,
			title: '2x1 en mofongo',
			description: 'Los martes',
			maxRedemptions: 2,
			startsOn: today(),
			endsOn: shiftDate(today(), 7),
			...overrides,
		}),
	);
	if (!created.data) throw new Error(`offer failed: ${JSON.stringify(created.error)}`);
	return { owner, profileId, offerId: created.data.id };
}

async function offerCard(client: RestaurantClient, profileId: number, offerId: number) {
	const view = (await call(() => client.api.restaurant.get.query({ id: profileId }))).data;
	return view?.offers.find((offer) => offer.id === offerId);
}

describe('offer validation', () => {
	it('requires a cap of at least 1 and an end not before the start', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const base = { profileId, title: 'Oferta', maxRedemptions: 1, startsOn: '2026-05-10', endsOn: '2026-05-12' };
		for (const maxRedemptions of [0, -1, 1.5, undefined]) {
			const answer = await call(() =>
				owner.api.restaurant.offers.create.mutate({ ...base, maxRedemptions: unchecked(maxRedemptions) }),
			);
			expect(answer.status).toBe(400);
			expect(answer.error?.data.fieldErrors.maxRedemptions).toEqual(['restaurant.validation.maxRedemptions']);
		}
		const reversed = await call(() => owner.api.restaurant.offers.create.mutate({ ...base, endsOn: '2026-05-09' }));
		expect(reversed.error?.data.fieldErrors.endsOn).toEqual(['restaurant.validation.endBeforeStart']);
		const badDate = await call(() => owner.api.restaurant.offers.create.mutate({ ...base, startsOn: '2026-02-30' }));
		expect(badDate.error?.data.fieldErrors.startsOn).toEqual(['restaurant.validation.date']);
		const noTitle = await call(() => owner.api.restaurant.offers.create.mutate({ ...base, title: '' }));
		expect(noTitle.error?.data.fieldErrors.title).toEqual(['validation.required']);
		expect(
			(await call(() => owner.api.restaurant.offers.create.mutate({ ...base, endsOn: base.startsOn }))).status,
		).toBe(200);
	});

	it('refuses lowering the cap under what was already redeemed', async () => {
		const { owner, offerId } = await offerOf({ maxRedemptions: 3 });
		const customer = await restaurantClient(server);
		const second = await restaurantClient(server);
		await call(() => customer.api.restaurant.offers.redeem.mutate({ id: offerId }));
		await call(() => second.api.restaurant.offers.redeem.mutate({ id: offerId }));
		const input = { id: offerId, title: 'X', maxRedemptions: 1, startsOn: today(), endsOn: today() };
		const lowered = await call(() => owner.api.restaurant.offers.update.mutate(input));
		expect(lowered.status).toBe(400);
		expect(lowered.error?.data.fieldErrors.maxRedemptions).toEqual(['restaurant.validation.maxBelowRedeemed']);
		expect((await call(() => owner.api.restaurant.offers.update.mutate({ ...input, maxRedemptions: 2 }))).status).toBe(
			200,
		);
	});
});

describe('redeeming an offer', () => {
	it('lets a customer redeem once and shows N of M left', async () => {
		const { profileId, offerId } = await offerOf({ maxRedemptions: 2 });
		const customer = await restaurantClient(server);
		expect(await offerCard(customer, profileId, offerId)).toMatchObject({
			left: 2,
			maxRedemptions: 2,
			availability: 'available',
			redeemedByMe: false,
		});
		const first = await call(() => customer.api.restaurant.offers.redeem.mutate({ id: offerId }));
		expect(first.data).toMatchObject({ left: 1, redeemedByMe: true });
		const again = await call(() => customer.api.restaurant.offers.redeem.mutate({ id: offerId }));
		expect(again.status).toBe(409);
		expect(again.error?.data.i18nKey).toBe('restaurant.redeem.already');
		expect(await offerCard(customer, profileId, offerId)).toMatchObject({ left: 1, redeemedByMe: true });
		const rows = server.db.$client
			.prepare('SELECT COUNT(*) AS n FROM offer_redemptions WHERE offer_id = ?')
			.get(offerId);
		expect(rows).toEqual({ n: 1 });
	});

	it('needs a session and refuses the owner', async () => {
		const { owner, offerId } = await offerOf();
		expect((await call(() => visitor().restaurant.offers.redeem.mutate({ id: offerId }))).status).toBe(401);
		const own = await call(() => owner.api.restaurant.offers.redeem.mutate({ id: offerId }));
		expect(own.status).toBe(403);
		expect(own.error?.data.i18nKey).toBe('restaurant.redeem.ownOffer');
		const unknown = await call(() => owner.api.restaurant.offers.redeem.mutate({ id: 987_654 }));
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('restaurant.offerNotFound');
	});

	it('gives the last redemption to exactly one of two concurrent customers', async () => {
		const { profileId, offerId } = await offerOf({ maxRedemptions: 1 });
		const [ana, luis] = await Promise.all([restaurantClient(server), restaurantClient(server)]);
		const answers = await Promise.all([
			call(() => ana.api.restaurant.offers.redeem.mutate({ id: offerId })),
			call(() => luis.api.restaurant.offers.redeem.mutate({ id: offerId })),
		]);
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
		const refused = answers.find((answer) => answer.status === 409);
		expect(refused?.error?.data.i18nKey).toBe('restaurant.redeem.soldOut');
		const row = server.db.$client
			.prepare(
				'SELECT redeemed_count AS count, (SELECT COUNT(*) FROM offer_redemptions WHERE offer_id = ?) AS rows FROM offers WHERE id = ?',
			)
			.get(offerId, offerId);
		expect(row).toEqual({ count: 1, rows: 1 });
		expect(await offerCard(ana, profileId, offerId)).toMatchObject({ left: 0, availability: 'soldOut' });
	});

	it('refuses before the start date and after the end date, in Santo Domingo time', async () => {
		// 2026-11-23 02:00 UTC is still 22 November in Santo Domingo (UTC-4).
		server.clock.set(new Date('2026-11-23T02:00:00Z'));
		const { profileId, offerId } = await offerOf({ startsOn: '2026-11-23', endsOn: '2026-11-24', maxRedemptions: 5 });
		const customer = await restaurantClient(server);
		const early = await call(() => customer.api.restaurant.offers.redeem.mutate({ id: offerId }));
		expect(early.status).toBe(409);
		expect(early.error?.data.i18nKey).toBe('restaurant.redeem.notStarted');
		expect(await offerCard(customer, profileId, offerId)).toMatchObject({ availability: 'upcoming', left: 5 });

		server.clock.set(new Date('2026-11-25T05:00:00Z'));
		const late = await call(() => customer.api.restaurant.offers.redeem.mutate({ id: offerId }));
		expect(late.status).toBe(409);
		expect(late.error?.data.i18nKey).toBe('restaurant.redeem.ended');

		server.clock.set(new Date('2026-11-25T03:59:00Z'));
		expect((await call(() => customer.api.restaurant.offers.redeem.mutate({ id: offerId }))).status).toBe(200);
	});

	it('lets only the owner change or delete an offer', async () => {
		const { owner, offerId } = await offerOf();
		const stranger = await restaurantClient(server);
		const input = { id: offerId, title: 'Mía', maxRedemptions: 9, startsOn: today(), endsOn: today() };
		expect((await call(() => stranger.api.restaurant.offers.update.mutate(input))).status).toBe(403);
		expect((await call(() => stranger.api.restaurant.offers.delete.mutate({ id: offerId }))).status).toBe(403);
		expect((await call(() => owner.api.restaurant.offers.delete.mutate({ id: offerId }))).status).toBe(200);
	});
});

describe('food directory', () => {
	type Special = RouterOutputs['restaurant']['foodDirectory']['specials']['items'][number];

	async function allSpecials(): Promise<Special[]> {
		const items: Special[] = [];
		let cursor: string | null = null;
		do {
			const page = await call(() => visitor().restaurant.foodDirectory.specials.query({ cursor, limit: 2 }));
			items.push(...(page.data?.items ?? []));
			cursor = page.data?.nextCursor ?? null;
		} while (cursor);
		return items;
	}

	it("lists only today's valid offers with redemptions left, page by page", async () => {
		server.clock.set(new Date('2031-03-10T15:00:00Z'));
		const day = today();
		const valid = await offerOf({ title: 'Válida', startsOn: day, endsOn: day });
		const validToo = await offerOf({ title: 'También', startsOn: shiftDate(day, -3), endsOn: shiftDate(day, 3) });
		const third = await offerOf({ title: 'Tercera', startsOn: shiftDate(day, -1), endsOn: day });
		await offerOf({ title: 'Mañana', startsOn: shiftDate(day, 1), endsOn: shiftDate(day, 2) });
		await offerOf({ title: 'Ayer', startsOn: shiftDate(day, -2), endsOn: shiftDate(day, -1) });
		const soldOut = await offerOf({ title: 'Agotada', maxRedemptions: 1, startsOn: day, endsOn: day });
		const customer = await restaurantClient(server);
		expect((await call(() => customer.api.restaurant.offers.redeem.mutate({ id: soldOut.offerId }))).status).toBe(200);

		const listed = (await allSpecials()).filter((offer) => offer.id >= valid.offerId);
		expect(listed.map((offer) => offer.title)).toEqual(['Tercera', 'También', 'Válida']);
		expect(listed[0]).toMatchObject({ profileId: third.profileId, profileTitle: 'La Casita Criolla', left: 2 });
		expect(validToo.offerId).toBeGreaterThan(valid.offerId);
	});

	it('shows restaurant reviews newest first and dishes with photos before others', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		await call(() =>
			owner.api.restaurant.menus.create.mutate({
				profileId,
				title: 'Postres',
				items: [{ name: 'Habichuelas con dulce', priceCents: 15_000 }],
			}),
		);
		const reviewer = await restaurantClient(server);
		const now = Date.now();
		server.db.$client
			.prepare(
				'INSERT INTO reviews (profile_id, author_id, rating, comment, created_at, updated_at) VALUES (?, ?, 5, ?, ?, ?)',
			)
			.run(profileId, reviewer.account.user.id, '¡Riquísimo!', now, now);
		const reviews = await call(() => visitor().restaurant.foodDirectory.customerExperience.query({ limit: 5 }));
		expect(reviews.data?.items[0]).toMatchObject({
			profileId,
			rating: 5,
			comment: '¡Riquísimo!',
			authorName: 'Ana P.',
		});

		const dishes = await call(() => visitor().restaurant.foodDirectory.inspiration.query({ limit: 50 }));
		expect(dishes.data?.items).toContainEqual(
			expect.objectContaining({ name: 'Habichuelas con dulce', profileId, ratingAverage: 5 }),
		);
	});
});
