import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, trpcMutation, trpcQuery } from './http-helpers';
import { ownerWithRestaurant, restaurantClient, restaurantInput } from './restaurant-helpers';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server?.stop();
});

interface View {
	id: number;
	isOwner: boolean;
	title: string;
	description: string;
	cuisine: { slug: string; es: string; en: string } | null;
	ratingCount: number;
	ratingAverage: number | null;
	hours: Array<{ weekday: number; opens: string; closes: string }>;
	openingStatus: { state: string };
	menus: Array<{ id: number; title: string; items: Array<{ name: string; priceCents: number; description: string }> }>;
	highlights: Array<{ id: number; title: string }>;
	slides: Array<{ id: number; title: string; rating: number }>;
}

describe('restaurant profile validation', () => {
	const cases: Array<[string, Record<string, unknown>, string, string]> = [
		['an empty name', { title: '  ' }, 'title', 'validation.required'],
		['no description', { description: '' }, 'description', 'validation.required'],
		['no address', { address: '' }, 'address', 'validation.required'],
		['no cuisine', { cuisineSlug: '' }, 'cuisineSlug', 'validation.required'],
		['no job type', { jobTypeSlug: '' }, 'jobTypeSlug', 'validation.required'],
		['a phone that is not a number', { phone: 'llámame' }, 'phone', 'validation.phone.invalid'],
		['a latitude without longitude', { lat: 18.47 }, 'lat', 'restaurant.validation.locationPair'],
		[
			'overlapping hours',
			{
				hours: [
					{ weekday: 1, opens: '08:00', closes: '14:00' },
					{ weekday: 1, opens: '13:00', closes: '18:00' },
				],
			},
			'hours',
			'directory.hours.overlap',
		],
	];
	for (const [name, overrides, field, key] of cases) {
		it(`refuses ${name}`, async () => {
			const client = await restaurantClient(server);
			const answer = await client.mutate('create', restaurantInput(overrides));
			expect(answer.status).toBe(400);
			expect(answer.error?.data.fieldErrors[field]).toContain(key);
			expect((await client.query<unknown[]>('mine')).data).toEqual([]);
		});
	}

	it('refuses a cuisine or job type outside the reference lists, under the field', async () => {
		const client = await restaurantClient(server);
		const answer = await client.mutate('create', restaurantInput({ cuisineSlug: 'martian', jobTypeSlug: 'astronaut' }));
		expect(answer.status).toBe(400);
		expect(answer.error?.data.fieldErrors).toEqual({
			cuisineSlug: ['restaurant.validation.unknownCuisine'],
			jobTypeSlug: ['restaurant.validation.unknownJobType'],
		});
	});

	it('refuses an image id the caller did not upload', async () => {
		const client = await restaurantClient(server);
		const answer = await client.mutate('create', restaurantInput({ imageId: 'someone-elses-image' }));
		expect(answer.status).toBe(400);
		expect(answer.error?.data.i18nKey).toBe('images.notFound');
	});

	it('accepts an empty phone and stores the restaurant category', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server, { phone: '' });
		const view = await owner.query<View & { phone: string | null }>('get', { id: profileId });
		expect(view.data?.phone).toBeNull();
		const [row] = server.db.$client
			.prepare('SELECT category_slug, kind FROM profiles WHERE id = ?')
			.all(profileId) as Array<{
			category_slug: string;
			kind: string;
		}>;
		expect(row).toEqual({ category_slug: 'restaurants-and-food', kind: 'restaurant' });
	});
});

describe('restaurant profile lifecycle', () => {
	it('creates one per account, shows it publicly, and refuses a second', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const again = await owner.mutate('create', restaurantInput({ title: 'Otro' }));
		expect(again.status).toBe(409);
		expect(again.error?.data.i18nKey).toBe('directory.onePerAccount');

		const mine = await owner.query<Array<{ id: number; title: string }>>('mine');
		expect(mine.data).toEqual([{ id: profileId, title: 'La Casita Criolla' }]);

		const asOwner = await owner.query<View>('get', { id: profileId });
		expect(asOwner.data).toMatchObject({
			id: profileId,
			isOwner: true,
			description: 'Comida criolla de la abuela, con patio.',
			cuisine: { slug: 'dominican-cuisine', es: 'Comida criolla', en: 'Dominican cuisine' },
			ratingCount: 0,
			ratingAverage: null,
			hours: [{ weekday: 1, opens: '08:00', closes: '22:00' }],
		});
		const anonymous = await trpcQuery<View>(server.url, 'restaurant.get', { id: profileId });
		expect(anonymous.data?.isOwner).toBe(false);
	});

	it('computes the open status with the server clock', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		// Monday 2026-11-23 10:00 in Santo Domingo (UTC-4).
		server.clock.set(new Date('2026-11-23T14:00:00Z'));
		const open = await owner.query<View>('get', { id: profileId });
		expect(open.data?.openingStatus).toMatchObject({ state: 'open', closesAt: '22:00' });
		server.clock.set(new Date('2026-11-24T14:00:00Z'));
		const closed = await owner.query<View>('get', { id: profileId });
		expect(closed.data?.openingStatus).toMatchObject({ state: 'closed', opensAt: '08:00', opensWeekday: 1 });
		server.clock.set(new Date());
	});

	it('answers NOT_FOUND for an unknown id and for a profile of another kind', async () => {
		const unknown = await trpcQuery(server.url, 'restaurant.get', { id: 999_999 });
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('directory.profileNotFound');
	});

	it('lets only the owner update or delete, and 401 without a session', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const stranger = await restaurantClient(server);
		const update = await stranger.mutate('update', { id: profileId, ...restaurantInput({ title: 'Robado' }) });
		expect(update.status).toBe(403);
		expect(update.error?.data.i18nKey).toBe('errors.forbidden');
		expect((await stranger.mutate('delete', { id: profileId })).status).toBe(403);
		expect((await trpcMutation(server.url, 'restaurant.delete', { id: profileId })).status).toBe(401);

		const renamed = await owner.mutate('update', { id: profileId, ...restaurantInput({ title: 'Casita Nueva' }) });
		expect(renamed.status).toBe(200);
		expect((await owner.query<View>('get', { id: profileId })).data?.title).toBe('Casita Nueva');

		expect((await owner.mutate('delete', { id: profileId })).status).toBe(200);
		const gone = await owner.query('get', { id: profileId });
		expect(gone.status).toBe(404);
		expect(gone.error?.data.i18nKey).toBe('directory.profileNotFound');
		// The account may create a new one once the old one is gone.
		expect((await owner.mutate('create', restaurantInput())).status).toBe(200);
	});
});

describe('menus, highlights and slides', () => {
	it('saves a menu with its items in centavos and replaces the items on update', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const created = await owner.mutate<{ id: number }>('menus.create', {
			profileId,
			title: 'Almuerzo',
			items: [
				{ name: 'La bandera', priceCents: 45_000, description: 'Arroz, habichuelas y carne' },
				{ name: 'Mangú', priceCents: 25_050 },
			],
		});
		expect(created.status).toBe(200);
		const menuId = created.data?.id;
		let view = (await owner.query<View>('get', { id: profileId })).data;
		expect(view?.menus).toEqual([
			{
				id: menuId,
				title: 'Almuerzo',
				imageIds: [],
				items: [
					expect.objectContaining({
						name: 'La bandera',
						priceCents: 45_000,
						description: 'Arroz, habichuelas y carne',
					}),
					expect.objectContaining({ name: 'Mangú', priceCents: 25_050, description: '' }),
				],
			},
		]);
		await owner.mutate('menus.update', {
			id: menuId,
			title: 'Cena',
			items: [{ name: 'Sancocho', priceCents: 60_000 }],
		});
		view = (await owner.query<View>('get', { id: profileId })).data;
		expect(view?.menus[0]?.title).toBe('Cena');
		expect(view?.menus[0]?.items.map((item) => item.name)).toEqual(['Sancocho']);

		const stranger = await restaurantClient(server);
		expect((await stranger.mutate('menus.delete', { id: menuId })).status).toBe(403);
		expect((await owner.mutate('menus.delete', { id: menuId })).status).toBe(200);
		expect((await owner.query<View>('get', { id: profileId })).data?.menus).toEqual([]);
		const missing = await owner.mutate('menus.delete', { id: menuId });
		expect(missing.status).toBe(404);
		expect(missing.error?.data.i18nKey).toBe('restaurant.menuNotFound');
	});

	it('refuses a price that is zero, negative or not whole centavos', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		for (const priceCents of [0, -100, 12.5, '100']) {
			const answer = await owner.mutate('menus.create', {
				profileId,
				title: 'X',
				items: [{ name: 'Plato', priceCents }],
			});
			expect(answer.status).toBe(400);
			expect(answer.error?.data.fieldErrors.items).toEqual(['restaurant.validation.price']);
		}
	});

	it('lets only the owner add parts to a restaurant', async () => {
		const { profileId } = await ownerWithRestaurant(server);
		const stranger = await restaurantClient(server);
		for (const [path, input] of [
			['menus.create', { profileId, title: 'Menú' }],
			['offers.create', { profileId, title: 'O', maxRedemptions: 1, startsOn: '2026-01-01', endsOn: '2026-01-02' }],
			['highlights.create', { profileId, title: 'H' }],
			['slides.create', { profileId, title: 'S', rating: 5 }],
		] as const) {
			const answer = await stranger.mutate(path, input);
			expect(answer.status, path).toBe(403);
			expect((await trpcMutation(server.url, `restaurant.${path}`, input)).status, path).toBe(401);
		}
	});

	it('requires a highlight title, a slide title and a 1-5 slide rating', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const noTitle = await owner.mutate('highlights.create', { profileId, title: ' ' });
		expect(noTitle.error?.data.fieldErrors.title).toEqual(['restaurant.validation.enterText']);
		const noRating = await owner.mutate('slides.create', { profileId, title: 'Patio' });
		expect(noRating.error?.data.fieldErrors.rating).toEqual(['restaurant.validation.rating']);
		const tooHigh = await owner.mutate('slides.create', { profileId, title: 'Patio', rating: 6 });
		expect(tooHigh.error?.data.fieldErrors.rating).toEqual(['restaurant.validation.rating']);

		expect((await owner.mutate('highlights.create', { profileId, title: 'Música en vivo' })).status).toBe(200);
		expect((await owner.mutate('slides.create', { profileId, title: 'Patio', rating: 4 })).status).toBe(200);
		const highlights = await trpcQuery<Array<{ title: string }>>(server.url, 'restaurant.highlights.list', {
			profileId,
		});
		expect(highlights.data?.map((row) => row.title)).toEqual(['Música en vivo']);
		const slides = await trpcQuery<Array<{ title: string; rating: number }>>(server.url, 'restaurant.slides.list', {
			profileId,
		});
		expect(slides.data).toEqual([expect.objectContaining({ title: 'Patio', rating: 4 })]);
		const view = (await owner.query<View>('get', { id: profileId })).data;
		expect(view?.highlights.map((row) => row.title)).toEqual(['Música en vivo']);
		expect(view?.slides.map((row) => row.rating)).toEqual([4]);
	});

	it('lets only the owner change or delete a highlight or a slide', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const highlight = await owner.mutate<{ id: number }>('highlights.create', { profileId, title: 'Terraza' });
		const slide = await owner.mutate<{ id: number }>('slides.create', { profileId, title: 'Patio', rating: 3 });
		const highlightId = highlight.data?.id;
		const slideId = slide.data?.id;
		const stranger = await restaurantClient(server);
		expect((await stranger.mutate('highlights.update', { id: highlightId, title: 'Mío' })).status).toBe(403);
		expect((await stranger.mutate('slides.update', { id: slideId, title: 'Mío', rating: 1 })).status).toBe(403);
		expect((await stranger.mutate('highlights.delete', { id: highlightId })).status).toBe(403);
		expect((await stranger.mutate('slides.delete', { id: slideId })).status).toBe(403);

		const badRating = await owner.mutate('slides.update', { id: slideId, title: 'Patio', rating: 0 });
		expect(badRating.error?.data.fieldErrors.rating).toEqual(['restaurant.validation.rating']);
		expect((await owner.mutate('highlights.update', { id: highlightId, title: 'Terraza techada' })).status).toBe(200);
		expect((await owner.mutate('slides.update', { id: slideId, title: 'Patio de noche', rating: 5 })).status).toBe(200);
		let view = (await owner.query<View>('get', { id: profileId })).data;
		expect(view?.highlights.map((row) => row.title)).toEqual(['Terraza techada']);
		expect(view?.slides).toEqual([expect.objectContaining({ title: 'Patio de noche', rating: 5 })]);

		expect((await owner.mutate('highlights.delete', { id: highlightId })).status).toBe(200);
		expect((await owner.mutate('slides.delete', { id: slideId })).status).toBe(200);
		view = (await owner.query<View>('get', { id: profileId })).data;
		expect(view?.highlights).toEqual([]);
		expect(view?.slides).toEqual([]);
		const gone = await owner.mutate('slides.delete', { id: slideId });
		expect(gone.status).toBe(404);
		expect(gone.error?.data.i18nKey).toBe('restaurant.slideNotFound');
	});
});

describe('images a restaurant lets go', () => {
	/** A real PNG uploaded through POST /api/v1/uploads; returns its id. */
	async function uploadPng(token: string, shade: number): Promise<string> {
		const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 80, b: 40 } } })
			.png()
			.toBuffer();
		const form = new FormData();
		form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'plato.png');
		const response = await fetch(`${server.url}/api/v1/uploads`, {
			method: 'POST',
			body: form,
			headers: bearer(token),
		});
		const body = (await response.json()) as { id?: string };
		if (!body.id) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
		return body.id;
	}
	const stored = (id: string) => ({
		row: server.db.$client.prepare('SELECT COUNT(*) AS n FROM uploads WHERE id = ?').get(id),
		files: existsSync(join(server.settings.uploadsDir, id)),
	});
	const kept = { row: { n: 1 }, files: true };
	const gone = { row: { n: 0 }, files: false };

	it('deletes a replaced image or a deleted part’s image, and keeps one still shown elsewhere', async () => {
		const owner = await restaurantClient(server);
		const upload = (shade: number) => uploadPng(owner.account.token, shade);
		const [logo, newLogo, menuPhoto, shared] = [
			await upload(10),
			await upload(60),
			await upload(120),
			await upload(200),
		];
		const created = await owner.mutate<{ id: number }>('create', restaurantInput({ imageId: logo }));
		const profileId = created.data?.id ?? 0;
		expect((await owner.mutate('update', { id: profileId, ...restaurantInput({ imageId: newLogo }) })).status).toBe(
			200,
		);
		expect(stored(logo)).toEqual(gone);
		expect(stored(newLogo)).toEqual(kept);

		const menu = await owner.mutate<{ id: number }>('menus.create', {
			profileId,
			title: 'Postres',
			imageIds: [menuPhoto, shared],
		});
		await owner.mutate('highlights.create', { profileId, title: 'Dulces', imageId: shared });
		expect((await owner.mutate('menus.delete', { id: menu.data?.id })).status).toBe(200);
		expect(stored(menuPhoto)).toEqual(gone);
		// The highlight still shows it.
		expect(stored(shared)).toEqual(kept);

		expect((await owner.mutate('delete', { id: profileId })).status).toBe(200);
		expect([stored(newLogo), stored(shared)]).toEqual([gone, gone]);
	});
});
