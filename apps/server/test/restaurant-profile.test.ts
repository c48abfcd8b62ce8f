import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './http-helpers';
import { ownerWithRestaurant, type RestaurantInput, restaurantClient, restaurantInput } from './restaurant-helpers';
import { startTestServer, type TestServer } from './test-server';
import { type ApiClient, apiClient, call, ok, unchecked } from './typed-client';

let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server?.stop();
});

describe('restaurant profile validation', () => {
	const cases: Array<[string, Partial<RestaurantInput>, string, string]> = [
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
			const answer = await call(() => client.api.restaurant.create.mutate(restaurantInput(overrides)));
			expect(answer.status).toBe(400);
			expect(answer.error?.data.fieldErrors[field]).toContain(key);
			expect((await call(() => client.api.restaurant.mine.query())).data).toEqual([]);
		});
	}

	it('refuses a cuisine or job type outside the reference lists, under the field', async () => {
		const client = await restaurantClient(server);
		const answer = await call(() =>
			client.api.restaurant.create.mutate(restaurantInput({ cuisineSlug: 'martian', jobTypeSlug: 'astronaut' })),
		);
		expect(answer.status).toBe(400);
		expect(answer.error?.data.fieldErrors).toEqual({
			cuisineSlug: ['restaurant.validation.unknownCuisine'],
			jobTypeSlug: ['restaurant.validation.unknownJobType'],
		});
	});

	it('refuses an image id the caller did not upload', async () => {
		const client = await restaurantClient(server);
		const answer = await call(() =>
			client.api.restaurant.create.mutate(restaurantInput({ imageId: 'someone-elses-image' })),
		);
		expect(answer.status).toBe(400);
		expect(answer.error?.data.i18nKey).toBe('images.notFound');
	});

	it('accepts an empty phone and stores the restaurant category', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server, { phone: '' });
		const view = await call(() => owner.api.restaurant.get.query({ id: profileId }));
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
		const again = await call(() => owner.api.restaurant.create.mutate(restaurantInput({ title: 'Otro' })));
		expect(again.status).toBe(409);
		expect(again.error?.data.i18nKey).toBe('directory.onePerAccount');

		const mine = await call(() => owner.api.restaurant.mine.query());
		expect(mine.data).toEqual([{ id: profileId, title: 'La Casita Criolla' }]);

		const asOwner = await call(() => owner.api.restaurant.get.query({ id: profileId }));
		expect(asOwner.data).toMatchObject({
			id: profileId,
			isOwner: true,
			description: 'Comida criolla de la abuela, con patio.',
			cuisine: { slug: 'dominican-cuisine', es: 'Comida criolla', en: 'Dominican cuisine' },
			ratingCount: 0,
			ratingAverage: null,
			hours: [{ weekday: 1, opens: '08:00', closes: '22:00' }],
		});
		const anonymous = await call(() => visitor().restaurant.get.query({ id: profileId }));
		expect(anonymous.data?.isOwner).toBe(false);
	});

	it('computes the open status with the server clock', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		// Monday 2026-11-23 10:00 in Santo Domingo (UTC-4).
		server.clock.set(new Date('2026-11-23T14:00:00Z'));
		const open = await call(() => owner.api.restaurant.get.query({ id: profileId }));
		expect(open.data?.openingStatus).toMatchObject({ state: 'open', closesAt: '22:00' });
		server.clock.set(new Date('2026-11-24T14:00:00Z'));
		const closed = await call(() => owner.api.restaurant.get.query({ id: profileId }));
		expect(closed.data?.openingStatus).toMatchObject({ state: 'closed', opensAt: '08:00', opensWeekday: 1 });
		server.clock.set(new Date());
	});

	it('answers NOT_FOUND for an unknown id and for a profile of another kind', async () => {
		const unknown = await call(() => visitor().restaurant.get.query({ id: 999_999 }));
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('directory.profileNotFound');
	});

	it('lets only the owner update or delete, and 401 without a session', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const stranger = await restaurantClient(server);
		const update = await call(() =>
			stranger.api.restaurant.update.mutate({ id: profileId, ...restaurantInput({ title: 'Robado' }) }),
		);
		expect(update.status).toBe(403);
		expect(update.error?.data.i18nKey).toBe('errors.forbidden');
		expect((await call(() => stranger.api.restaurant.delete.mutate({ id: profileId }))).status).toBe(403);
		expect((await call(() => visitor().restaurant.delete.mutate({ id: profileId }))).status).toBe(401);

		const renamed = await call(() =>
			owner.api.restaurant.update.mutate({ id: profileId, ...restaurantInput({ title: 'Casita Nueva' }) }),
		);
		expect(renamed.status).toBe(200);
		expect((await call(() => owner.api.restaurant.get.query({ id: profileId }))).data?.title).toBe('Casita Nueva');

		expect((await call(() => owner.api.restaurant.delete.mutate({ id: profileId }))).status).toBe(200);
		const gone = await call(() => owner.api.restaurant.get.query({ id: profileId }));
		expect(gone.status).toBe(404);
		expect(gone.error?.data.i18nKey).toBe('directory.profileNotFound');
		// The account may create a new one once the old one is gone.
		expect((await call(() => owner.api.restaurant.create.mutate(restaurantInput()))).status).toBe(200);
	});
});

describe('menus, highlights and slides', () => {
	it('saves a menu with its items in centavos and replaces the items on update', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const created = await call(() =>
			owner.api.restaurant.menus.create.mutate({
				profileId,
				title: 'Almuerzo',
				items: [
					{ name: 'La bandera', priceCents: 45_000, description: 'Arroz, habichuelas y carne' },
					{ name: 'Mangú', priceCents: 25_050 },
				],
			}),
		);
		expect(created.status).toBe(200);
		const menuId = created.data?.id ?? 0;
		let view = (await call(() => owner.api.restaurant.get.query({ id: profileId }))).data;
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
		await call(() =>
			owner.api.restaurant.menus.update.mutate({
				id: menuId,
				title: 'Cena',
				items: [{ name: 'Sancocho', priceCents: 60_000 }],
			}),
		);
		view = (await call(() => owner.api.restaurant.get.query({ id: profileId }))).data;
		expect(view?.menus[0]?.title).toBe('Cena');
		expect(view?.menus[0]?.items.map((item) => item.name)).toEqual(['Sancocho']);

		const stranger = await restaurantClient(server);
		expect((await call(() => stranger.api.restaurant.menus.delete.mutate({ id: menuId }))).status).toBe(403);
		expect((await call(() => owner.api.restaurant.menus.delete.mutate({ id: menuId }))).status).toBe(200);
		expect((await call(() => owner.api.restaurant.get.query({ id: profileId }))).data?.menus).toEqual([]);
		const missing = await call(() => owner.api.restaurant.menus.delete.mutate({ id: menuId }));
		expect(missing.status).toBe(404);
		expect(missing.error?.data.i18nKey).toBe('restaurant.menuNotFound');
	});

	it('refuses a price that is zero, negative or not whole centavos', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		for (const priceCents of [0, -100, 12.5, '100']) {
			const answer = await call(() =>
				owner.api.restaurant.menus.create.mutate({
					profileId,
					title: 'X',
					items: [{ name: 'Plato', priceCents: unchecked(priceCents) }],
				}),
			);
			expect(answer.status).toBe(400);
			expect(answer.error?.data.fieldErrors.items).toEqual(['restaurant.validation.price']);
		}
	});

	it('lets only the owner add parts to a restaurant', async () => {
		const { profileId } = await ownerWithRestaurant(server);
		const stranger = await restaurantClient(server);
		const attempts: Array<[string, (api: ApiClient) => Promise<unknown>]> = [
			['menus.create', (api) => api.restaurant.menus.create.mutate({ profileId, title: 'Menú' })],
			[
				'offers.create',
				(api) =>
					api.restaurant.offers.create.mutate({
						profileId,
						title: 'O',
						maxRedemptions: 1,
						startsOn: '2026-01-01',
						endsOn: '2026-01-02',
					}),
			],
			['highlights.create', (api) => api.restaurant.highlights.create.mutate({ profileId, title: 'H' })],
			['slides.create', (api) => api.restaurant.slides.create.mutate({ profileId, title: 'S', rating: 5 })],
		];
		for (const [path, attempt] of attempts) {
			const answer = await call(() => attempt(stranger.api));
			expect(answer.status, path).toBe(403);
			expect((await call(() => attempt(visitor()))).status, path).toBe(401);
		}
	});

	it('requires a highlight title, a slide title and a 1-5 slide rating', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const noTitle = await call(() => owner.api.restaurant.highlights.create.mutate({ profileId, title: ' ' }));
		expect(noTitle.error?.data.fieldErrors.title).toEqual(['restaurant.validation.enterText']);
		const noRating = await call(() =>
			owner.api.restaurant.slides.create.mutate(unchecked({ profileId, title: 'Patio' })),
		);
		expect(noRating.error?.data.fieldErrors.rating).toEqual(['restaurant.validation.rating']);
		const tooHigh = await call(() =>
			owner.api.restaurant.slides.create.mutate({ profileId, title: 'Patio', rating: 6 }),
		);
		expect(tooHigh.error?.data.fieldErrors.rating).toEqual(['restaurant.validation.rating']);

		expect(
			(await call(() => owner.api.restaurant.highlights.create.mutate({ profileId, title: 'Música en vivo' }))).status,
		).toBe(200);
		expect(
			(await call(() => owner.api.restaurant.slides.create.mutate({ profileId, title: 'Patio', rating: 4 }))).status,
		).toBe(200);
		const highlights = await call(() =>
			visitor().restaurant.highlights.list.query({
				profileId,
			}),
		);
		expect(highlights.data?.map((row) => row.title)).toEqual(['Música en vivo']);
		const slides = await call(() =>
			visitor().restaurant.slides.list.query({
				profileId,
			}),
		);
		expect(slides.data).toEqual([expect.objectContaining({ title: 'Patio', rating: 4 })]);
		const view = (await call(() => owner.api.restaurant.get.query({ id: profileId }))).data;
		expect(view?.highlights.map((row) => row.title)).toEqual(['Música en vivo']);
		expect(view?.slides.map((row) => row.rating)).toEqual([4]);
	});

	it('lets only the owner change or delete a highlight or a slide', async () => {
		const { owner, profileId } = await ownerWithRestaurant(server);
		const highlight = await ok(() => owner.api.restaurant.highlights.create.mutate({ profileId, title: 'Terraza' }));
		const slide = await ok(() => owner.api.restaurant.slides.create.mutate({ profileId, title: 'Patio', rating: 3 }));
		const highlightId = highlight.id;
		const slideId = slide.id;
		const stranger = await restaurantClient(server);
		expect(
			(await call(() => stranger.api.restaurant.highlights.update.mutate({ id: highlightId, title: 'Mío' }))).status,
		).toBe(403);
		expect(
			(await call(() => stranger.api.restaurant.slides.update.mutate({ id: slideId, title: 'Mío', rating: 1 }))).status,
		).toBe(403);
		expect((await call(() => stranger.api.restaurant.highlights.delete.mutate({ id: highlightId }))).status).toBe(403);
		expect((await call(() => stranger.api.restaurant.slides.delete.mutate({ id: slideId }))).status).toBe(403);

		const badRating = await call(() =>
			owner.api.restaurant.slides.update.mutate({ id: slideId, title: 'Patio', rating: 0 }),
		);
		expect(badRating.error?.data.fieldErrors.rating).toEqual(['restaurant.validation.rating']);
		expect(
			(await call(() => owner.api.restaurant.highlights.update.mutate({ id: highlightId, title: 'Terraza techada' })))
				.status,
		).toBe(200);
		expect(
			(await call(() => owner.api.restaurant.slides.update.mutate({ id: slideId, title: 'Patio de noche', rating: 5 })))
				.status,
		).toBe(200);
		let view = (await call(() => owner.api.restaurant.get.query({ id: profileId }))).data;
		expect(view?.highlights.map((row) => row.title)).toEqual(['Terraza techada']);
		expect(view?.slides).toEqual([expect.objectContaining({ title: 'Patio de noche', rating: 5 })]);

		expect((await call(() => owner.api.restaurant.highlights.delete.mutate({ id: highlightId }))).status).toBe(200);
		expect((await call(() => owner.api.restaurant.slides.delete.mutate({ id: slideId }))).status).toBe(200);
		view = (await call(() => owner.api.restaurant.get.query({ id: profileId }))).data;
		expect(view?.highlights).toEqual([]);
		expect(view?.slides).toEqual([]);
		const gone = await call(() => owner.api.restaurant.slides.delete.mutate({ id: slideId }));
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
		const created = await call(() => owner.api.restaurant.create.mutate(restaurantInput({ imageId: logo })));
		const profileId = created.data?.id ?? 0;
		expect(
			(
				await call(() =>
					owner.api.restaurant.update.mutate({ id: profileId, ...restaurantInput({ imageId: newLogo }) }),
				)
			).status,
		).toBe(200);
		expect(stored(logo)).toEqual(gone);
		expect(stored(newLogo)).toEqual(kept);

		const menu = await call(() =>
			owner.api.restaurant.menus.create.mutate({
				profileId,
				title: 'Postres',
				imageIds: [menuPhoto, shared],
			}),
		);
		await call(() => owner.api.restaurant.highlights.create.mutate({ profileId, title: 'Dulces', imageId: shared }));
		expect((await call(() => owner.api.restaurant.menus.delete.mutate({ id: menu.data?.id ?? 0 }))).status).toBe(200);
		expect(stored(menuPhoto)).toEqual(gone);
		// The highlight still shows it.
		expect(stored(shared)).toEqual(kept);

		expect((await call(() => owner.api.restaurant.delete.mutate({ id: profileId }))).status).toBe(200);
		expect([stored(newLogo), stored(shared)]).toEqual([gone, gone]);
	});
});
