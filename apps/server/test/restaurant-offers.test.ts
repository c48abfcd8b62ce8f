import { todayInSantoDomingo } from '@edge/api/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { trpcMutation, trpcQuery } from './http-helpers';
import { ownerWithRestaurant, restaurantClient, shiftDate } from './restaurant-helpers';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server?.stop();
});
afterEach(() => {
	server.clock.set(new Date());
});

interface OfferCard {
	id: number;
	title: string;
	maxRedemptions: number;
	left: number;
	availability: 'available' | 'upcoming' | 'ended' | 'soldOut';
	redeemedByMe: boolean;
}

const today = () => todayInSantoDomingo(server.clock.now());

async function offerOf(overrides: Record<string, unknown> = {}) {
	const { owner, profileId } = await ownerWithRestaurant(server);
	const created = await owner.mutate<{ id: number }>('offers.create', {
		profileId,
		title: '2x1 en mofongo',
		description: 'Los martes',
		maxRedemptions: 2,
		startsOn: today(),
		endsOn: shiftDate(today(), 7),
		...overrides,
	});
	if (!created.data) throw new Error(`offer failed: ${JSON.stringify(created.error)}`);
	return { owner, profileId, offerId: created.data.id };
}

async function offerCard(
	client: { query: (path: string, input?: unknown) => Promise<{ data?: unknown }> },
	profileId: number,
	offerId: number,
) {
	const view = (await client.query('get', { id: profileId })).data as { offers: OfferCard[] };
	return view.offers.find((offer) => offer.id === offerId);
}

describe('offer validation', () => {
	it('requires a cap of at least 1 and an end not before the start', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const base = { profileId, title: 'Oferta', maxRedemptions: 1, startsOn: '2026-05-10', endsOn: '2026-05-12' };
		for (const maxRedemptions of [0, -1, 1.5, undefined]) {
			const answer = await owner.mutate('offers.create', { ...base, maxRedemptions });
			expect(answer.status).toBe(400);
			expect(answer.error?.data.fieldErrors.maxRedemptions).toEqual(['restaurant.validation.maxRedemptions']);
		}
		const reversed = await owner.mutate('offers.create', { ...base, endsOn: '2026-05-09' });
		expect(reversed.error?.data.fieldErrors.endsOn).toEqual(['restaurant.validation.endBeforeStart']);
		const badDate = await owner.mutate('offers.create', { ...base, startsOn: '2026-02-30' });
		expect(badDate.error?.data.fieldErrors.startsOn).toEqual(['restaurant.validation.date']);
		const noTitle = await owner.mutate('offers.create', { ...base, title: '' });
		expect(noTitle.error?.data.fieldErrors.title).toEqual(['validation.required']);
		expect((await owner.mutate('offers.create', { ...base, endsOn: base.startsOn })).status).toBe(200);
	});

	it('refuses lowering the cap under what was already redeemed', async () => {
		const { owner, offerId } = await offerOf({ maxRedemptions: 3 });
		const customer = await restaurantClient(server);
		const second = await restaurantClient(server);
		await customer.mutate('offers.redeem', { id: offerId });
		await second.mutate('offers.redeem', { id: offerId });
		const input = { id: offerId, title: 'X', maxRedemptions: 1, startsOn: today(), endsOn: today() };
		const lowered = await owner.mutate('offers.update', input);
		expect(lowered.status).toBe(400);
		expect(lowered.error?.data.fieldErrors.maxRedemptions).toEqual(['restaurant.validation.maxBelowRedeemed']);
		expect((await owner.mutate('offers.update', { ...input, maxRedemptions: 2 })).status).toBe(200);
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
		const first = await customer.mutate<OfferCard>('offers.redeem', { id: offerId });
		expect(first.data).toMatchObject({ left: 1, redeemedByMe: true });
		const again = await customer.mutate('offers.redeem', { id: offerId });
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
		expect((await trpcMutation(server.url, 'restaurant.offers.redeem', { id: offerId })).status).toBe(401);
		const own = await owner.mutate('offers.redeem', { id: offerId });
		expect(own.status).toBe(403);
		expect(own.error?.data.i18nKey).toBe('restaurant.redeem.ownOffer');
		const unknown = await owner.mutate('offers.redeem', { id: 987_654 });
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('restaurant.offerNotFound');
	});

	it('gives the last redemption to exactly one of two concurrent customers', async () => {
		const { profileId, offerId } = await offerOf({ maxRedemptions: 1 });
		const [ana, luis] = await Promise.all([restaurantClient(server), restaurantClient(server)]);
		const answers = await Promise.all([
			ana.mutate('offers.redeem', { id: offerId }),
			luis.mutate('offers.redeem', { id: offerId }),
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
		const early = await customer.mutate('offers.redeem', { id: offerId });
		expect(early.status).toBe(409);
		expect(early.error?.data.i18nKey).toBe('restaurant.redeem.notStarted');
		expect(await offerCard(customer, profileId, offerId)).toMatchObject({ availability: 'upcoming', left: 5 });

		server.clock.set(new Date('2026-11-25T05:00:00Z'));
		const late = await customer.mutate('offers.redeem', { id: offerId });
		expect(late.status).toBe(409);
		expect(late.error?.data.i18nKey).toBe('restaurant.redeem.ended');

		server.clock.set(new Date('2026-11-25T03:59:00Z'));
		expect((await customer.mutate('offers.redeem', { id: offerId })).status).toBe(200);
	});

	it('lets only the owner change or delete an offer', async () => {
		const { owner, offerId } = await offerOf();
		const stranger = await restaurantClient(server);
		const input = { id: offerId, title: 'Mía', maxRedemptions: 9, startsOn: today(), endsOn: today() };
		expect((await stranger.mutate('offers.update', input)).status).toBe(403);
		expect((await stranger.mutate('offers.delete', { id: offerId })).status).toBe(403);
		expect((await owner.mutate('offers.delete', { id: offerId })).status).toBe(200);
	});
});

describe('food directory', () => {
	interface Page<T> {
		items: T[];
		nextCursor: string | null;
	}
	type Special = OfferCard & { profileId: number; profileTitle: string };

	async function allSpecials(): Promise<Special[]> {
		const items: Special[] = [];
		let cursor: string | null = null;
		do {
			const page: { data?: Page<Special> } = await trpcQuery<Page<Special>>(
				server.url,
				'restaurant.foodDirectory.specials',
				{ cursor, limit: 2 },
			);
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
		expect((await customer.mutate('offers.redeem', { id: soldOut.offerId })).status).toBe(200);

		const listed = (await allSpecials()).filter((offer) => offer.id >= valid.offerId);
		expect(listed.map((offer) => offer.title)).toEqual(['Tercera', 'También', 'Válida']);
		expect(listed[0]).toMatchObject({ profileId: third.profileId, profileTitle: 'La Casita Criolla', left: 2 });
		expect(validToo.offerId).toBeGreaterThan(valid.offerId);
	});

	it('shows restaurant reviews newest first and dishes with photos before others', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		await owner.mutate('menus.create', {
			profileId,
			title: 'Postres',
			items: [{ name: 'Habichuelas con dulce', priceCents: 15_000 }],
		});
		const reviewer = await restaurantClient(server);
		const now = Date.now();
		server.db.$client
			.prepare(
				'INSERT INTO reviews (profile_id, author_id, rating, comment, created_at, updated_at) VALUES (?, ?, 5, ?, ?, ?)',
			)
			.run(profileId, reviewer.account.user.id, '¡Riquísimo!', now, now);
		const reviews = await trpcQuery<Page<{ profileId: number; rating: number; comment: string; authorName: string }>>(
			server.url,
			'restaurant.foodDirectory.customerExperience',
			{ limit: 5 },
		);
		expect(reviews.data?.items[0]).toMatchObject({
			profileId,
			rating: 5,
			comment: '¡Riquísimo!',
			authorName: 'Ana P.',
		});

		const dishes = await trpcQuery<Page<{ name: string; profileId: number; ratingAverage: number | null }>>(
			server.url,
			'restaurant.foodDirectory.inspiration',
			{ limit: 50 },
		);
		expect(dishes.data?.items).toContainEqual(
			expect.objectContaining({ name: 'Habichuelas con dulce', profileId, ratingAverage: 5 }),
		);
	});
});
