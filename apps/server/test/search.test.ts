import type { AppRouter } from '@edge/api/client';
import { type NewProfileRow, profileHours, profiles, reviews, subscriptions, type UserRow } from '@edge/db';
import { insertTestUser } from '@edge/db/testing';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/** directory.search over real HTTP on profiles inserted with drizzle (triggers index them). */

type Page = inferRouterOutputs<AppRouter>['directory']['search'];
type Summary = Page['items'][number];
type SearchInput = inferRouterInputs<AppRouter>['directory']['search'];

let server: TestServer;
const DAY_MS = 24 * 60 * 60 * 1000;
// Wednesday 18 November 2026, 15:00 in Santo Domingo (UTC-4).
const WEDNESDAY_3PM = new Date('2026-11-18T19:00:00Z');

beforeAll(async () => {
	server = await startTestServer();
	server.clock.set(WEDNESDAY_3PM);
});
afterAll(async () => {
	await server?.stop();
});

function insertUser(): UserRow {
	return insertTestUser(server.db, { accountKind: 'business', userType: 'Seller', profileType: 'business' });
}

const owner = insertUserLazy();
function insertUserLazy() {
	let user: UserRow | undefined;
	return () => {
		user ??= insertUser();
		return user;
	};
}

function insertProfile(values: Partial<NewProfileRow> & { title: string }): number {
	return server.db
		.insert(profiles)
		.values({ ownerId: owner().id, kind: 'business', ...values })
		.returning({ id: profiles.id })
		.get().id;
}

function subscribe(userId: string, status: string, nextBillingAt: Date | null) {
	server.db
		.insert(subscriptions)
		.values({ id: `I-${userId}-${status}`, userId, planId: 'search-bar-visibility', status, nextBillingAt })
		.run();
}

function review(profileId: number, rating: number) {
	const author = insertUser();
	const at = new Date();
	server.db.insert(reviews).values({ profileId, authorId: author.id, rating, createdAt: at, updatedAt: at }).run();
}

const visitor = () => apiClient(server.url);

async function search(input: SearchInput): Promise<Page> {
	const response = await call(() => visitor().directory.search.query(input));
	if (!response.data) throw new Error(`search failed: ${response.status} ${JSON.stringify(response.error)}`);
	return response.data;
}
const titles = (page: Page) => page.items.map((item) => item.title);

/** Every page of a search, following the cursor. */
async function allPages(input: SearchInput): Promise<Summary[]> {
	const items: Summary[] = [];
	let cursor: string | undefined;
	for (let guard = 0; guard < 50; guard += 1) {
		const page = await search({ ...input, cursor });
		items.push(...page.items);
		if (!page.nextCursor) return items;
		cursor = page.nextCursor;
	}
	throw new Error('too many pages');
}

describe('directory.search: text', () => {
	beforeAll(() => {
		insertProfile({
			title: 'Café Colonial',
			about: 'Pan artesanal y café de Jarabacoa',
			categorySlug: 'bakeries-and-pastry-shops',
			city: 'Santo Domingo',
			province: 'Distrito Nacional',
		});
		insertProfile({
			title: 'Taller Mecánico Pérez',
			about: 'Frenos, suspensión y cambio de aceite',
			categorySlug: 'auto-repair',
			city: 'Santiago de los Caballeros',
			province: 'Santiago',
			tags: ['frenos', 'gomas'],
		});
		insertProfile({
			kind: 'restaurant',
			title: 'La Parrilla del Malecón',
			about: 'Carnes a la brasa frente al mar',
			categorySlug: 'restaurants-and-food',
			cuisineSlug: 'steakhouse',
			city: 'Puerto Plata',
			province: 'Puerto Plata',
		});
		insertProfile({
			title: 'Pizzería Napoli',
			about: 'Pizza, pizza al horno de leña y más pizza',
			categorySlug: 'restaurants-and-food',
			city: 'La Romana',
		});
		insertProfile({
			title: 'Librería Central',
			about:
				'Libros escolares, novelas, papelería, regalos, mochilas, cuadernos y, los viernes, una porción de pizza para los clientes que esperan',
			city: 'La Romana',
		});
	});

	it('ignores accents: "cafe" finds "Café", and "mecanico" finds "Mecánico"', async () => {
		expect(titles(await search({ q: 'cafe' }))).toContain('Café Colonial');
		expect(titles(await search({ q: 'mecanico' }))).toEqual(['Taller Mecánico Pérez']);
	});

	it('matches the last term as a prefix', async () => {
		expect(titles(await search({ q: 'parri' }))).toEqual(['La Parrilla del Malecón']);
		expect(titles(await search({ q: 'malecon parr' }))).toEqual(['La Parrilla del Malecón']);
	});

	it('finds a profile by its category name in Spanish and in English', async () => {
		expect(titles(await search({ q: 'talleres mecánicos' }))).toEqual(['Taller Mecánico Pérez']);
		expect(titles(await search({ q: 'auto repair' }))).toEqual(['Taller Mecánico Pérez']);
		expect(titles(await search({ q: 'panaderías' }))).toEqual(['Café Colonial']);
		expect(titles(await search({ q: 'bakeries' }))).toEqual(['Café Colonial']);
		expect(titles(await search({ q: 'steakhouse' }))).toEqual(['La Parrilla del Malecón']);
		expect(titles(await search({ q: 'parrillada' }))).toEqual(['La Parrilla del Malecón']);
	});

	it('finds by tags and by city', async () => {
		expect(titles(await search({ q: 'gomas' }))).toEqual(['Taller Mecánico Pérez']);
		expect(titles(await search({ q: 'santiago' }))).toEqual(['Taller Mecánico Pérez']);
	});

	it('ranks the closer match first (bm25)', async () => {
		expect(titles(await search({ q: 'pizza' }))).toEqual(['Pizzería Napoli', 'Librería Central']);
	});

	it('returns each card with its category in both languages', async () => {
		const [card] = (await search({ q: 'parrilla' })).items;
		expect(card).toMatchObject({
			kind: 'restaurant',
			category: { slug: 'steakhouse', es: 'Parrillada y carnes', en: 'Steakhouse' },
			city: 'Puerto Plata',
			promoted: false,
			ratingCount: 0,
			ratingAverage: null,
			openStatus: { state: 'none' },
			distanceKm: null,
		});
	});

	it('treats FTS5 syntax as plain text and text without words as no text', async () => {
		expect((await search({ q: 'pizza" OR "x' })).items).toEqual([]);
		expect(titles(await search({ q: 'NEAR(pizza' }))).toEqual([]);
		const garbage = await search({ q: '"*():' });
		expect(garbage.items.length).toBeGreaterThan(0);
	});

	it('answers "no matches" with an empty page, not an error', async () => {
		expect(await search({ q: 'zzzzqqq' })).toEqual({ items: [], nextCursor: null, total: { count: 0, more: false } });
	});
});

describe('directory.search: filters', () => {
	const tag = 'filtro';
	let open24: number;
	let closedNow: number;
	let nightOwl: number;
	beforeAll(() => {
		open24 = insertProfile({
			title: 'Farmacia Filtro 24 Horas',
			about: tag,
			city: 'Baní',
			province: 'Peravia',
			paymentMethods: ['cash', 'card'],
		});
		closedNow = insertProfile({
			title: 'Banco Filtro',
			about: tag,
			city: 'baní',
			province: 'Peravia',
			paymentMethods: ['card', 'transfer'],
		});
		nightOwl = insertProfile({
			kind: 'freelancer',
			title: 'Electricista Filtro',
			about: tag,
			jobTypeSlug: 'electrician',
			city: 'Azua',
			province: 'Azua',
		});
		// Open all week round the clock; closed on Wednesday afternoons; open Tuesday 22:00 until
		// Thursday 02:00 (a range past midnight).
		for (let weekday = 0; weekday < 7; weekday += 1)
			server.db.insert(profileHours).values({ profileId: open24, weekday, opensAt: 0, closesAt: 1440 }).run();
		server.db.insert(profileHours).values({ profileId: closedNow, weekday: 3, opensAt: 480, closesAt: 720 }).run();
		server.db.insert(profileHours).values({ profileId: nightOwl, weekday: 2, opensAt: 1320, closesAt: 1440 }).run();
		server.db.insert(profileHours).values({ profileId: nightOwl, weekday: 3, opensAt: 0, closesAt: 1560 }).run();
		review(open24, 5);
		review(open24, 4);
		review(closedNow, 3);
	});

	it('filters by kind', async () => {
		expect(titles(await search({ q: tag, kind: 'freelancer' }))).toEqual(['Electricista Filtro']);
	});

	it('filters by category, job type or cuisine slug', async () => {
		expect(titles(await search({ q: tag, category: 'electrician' }))).toEqual(['Electricista Filtro']);
		expect(titles(await search({ category: 'steakhouse' }))).toEqual(['La Parrilla del Malecón']);
		expect(titles(await search({ category: 'auto-repair' }))).toEqual(['Taller Mecánico Pérez']);
		expect(await search({ category: 'no-such-category' })).toEqual({
			items: [],
			nextCursor: null,
			total: { count: 0, more: false },
		});
	});

	it('filters by city and by province, whatever the case of ASCII letters', async () => {
		expect(titles(await search({ q: tag, city: 'BANí' })).sort()).toEqual(['Banco Filtro', 'Farmacia Filtro 24 Horas']);
		expect(titles(await search({ q: tag, province: 'azua' }))).toEqual(['Electricista Filtro']);
	});

	it("filters by what is open at the clock's time, and shows each status", async () => {
		const open = await search({ q: tag, openNow: true });
		expect(titles(open).sort()).toEqual(['Electricista Filtro', 'Farmacia Filtro 24 Horas']);
		const all = await search({ q: tag });
		const status = Object.fromEntries(all.items.map((item) => [item.title, item.openStatus]));
		expect(status['Banco Filtro']).toMatchObject({ state: 'closed' });
		expect(status['Farmacia Filtro 24 Horas']).toMatchObject({ state: 'open', alwaysOpen: true });
		expect(status['Electricista Filtro']).toMatchObject({ state: 'open', closesAt: '02:00' });
		// Thursday 01:00: only the range past midnight and the 24-hour pharmacy are open.
		server.clock.set(new Date(WEDNESDAY_3PM.getTime() + 10 * 60 * 60 * 1000));
		try {
			expect(titles(await search({ q: tag, openNow: true })).sort()).toEqual([
				'Electricista Filtro',
				'Farmacia Filtro 24 Horas',
			]);
			server.clock.set(new Date(WEDNESDAY_3PM.getTime() + 12 * 60 * 60 * 1000));
			expect(titles(await search({ q: tag, openNow: true }))).toEqual(['Farmacia Filtro 24 Horas']);
		} finally {
			server.clock.set(WEDNESDAY_3PM);
		}
	});

	it('filters by minimum rating and returns the exact average', async () => {
		const rated = await search({ q: tag, minRating: 4 });
		expect(rated.items.map((item) => [item.title, item.ratingCount, item.ratingAverage])).toEqual([
			['Farmacia Filtro 24 Horas', 2, 4.5],
		]);
		expect(titles(await search({ q: tag, minRating: 3 })).sort()).toEqual(['Banco Filtro', 'Farmacia Filtro 24 Horas']);
	});

	it('filters businesses by the payment methods they accept, every one chosen', async () => {
		expect(titles(await search({ q: tag, paymentMethods: ['card'] })).sort()).toEqual([
			'Banco Filtro',
			'Farmacia Filtro 24 Horas',
		]);
		expect(titles(await search({ q: tag, paymentMethods: ['transfer', 'card'] }))).toEqual(['Banco Filtro']);
		expect(titles(await search({ q: tag, paymentMethods: ['cash', 'transfer'] }))).toEqual([]);
		expect((await search({ q: tag, paymentMethods: ['cash'] })).total).toEqual({ count: 1, more: false });
		const unknown = await call(() =>
			visitor().directory.search.query({ paymentMethods: ['cheque'] as unknown as ['cash'] }),
		);
		expect(unknown.status).toBe(400);
	});

	it('refuses an invalid filter with a translated client error', async () => {
		const response = await call(() =>
			visitor().directory.search.query({
				near: { lat: 18.4, lng: -69.9, radiusKm: 500 },
			}),
		);
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors).toHaveProperty('near');
		const limit = await call(() => visitor().directory.search.query({ limit: 51 }));
		expect(limit.status).toBe(400);
	});
});

describe('directory.search: near me', () => {
	const here = { lat: 18.4861, lng: -69.9312 }; // Santo Domingo
	beforeAll(() => {
		insertProfile({ title: 'Cercano Uno', about: 'cercania', lat: 18.49, lng: -69.93 }); // ~0.5 km
		insertProfile({ title: 'Cercano Tres', about: 'cercania', lat: 18.43, lng: -70.0 }); // ~9.5 km
		insertProfile({ title: 'Cercano Dos', about: 'cercania', lat: 18.5, lng: -69.9 }); // ~3.6 km
		insertProfile({ title: 'Lejano Santiago', about: 'cercania', lat: 19.4517, lng: -70.697 }); // ~135 km
		insertProfile({ title: 'Sin ubicación', about: 'cercania' });
	});

	it('sorts by distance within the radius and says how far each one is', async () => {
		const page = await search({ q: 'cercania', near: { ...here, radiusKm: 20 } });
		expect(titles(page)).toEqual(['Cercano Uno', 'Cercano Dos', 'Cercano Tres']);
		const distances = page.items.map((item) => item.distanceKm ?? -1);
		expect(distances[0]).toBeLessThan(1);
		expect(distances[1]).toBeGreaterThan(3);
		expect(distances[1]).toBeLessThan(4.5);
		expect(distances[2]).toBeGreaterThan(9);
		expect(distances[2]).toBeLessThan(11);
		expect(titles(await search({ q: 'cercania', near: { ...here, radiusKm: 5 } }))).toEqual([
			'Cercano Uno',
			'Cercano Dos',
		]);
	});

	it('pages by distance without repeating or skipping', async () => {
		const all = await allPages({ q: 'cercania', near: { ...here, radiusKm: 50 }, limit: 1 });
		expect(all.map((item) => item.title)).toEqual(['Cercano Uno', 'Cercano Dos', 'Cercano Tres']);
	});
});

describe('directory.search: promoted profiles', () => {
	it('puts the profiles of a valid Search Bar Visibility subscriber first, marked promoted; an expired one is not', async () => {
		const payer = insertUser();
		const lapsed = insertUser();
		const canceledStillValid = insertUser();
		subscribe(payer.id, 'ACTIVE', new Date(WEDNESDAY_3PM.getTime() + 30 * DAY_MS));
		subscribe(lapsed.id, 'EXPIRED', null);
		subscribe(canceledStillValid.id, 'CANCELED', new Date(WEDNESDAY_3PM.getTime() - DAY_MS));
		const best = insertProfile({ title: 'Heladería Heladería Heladería', about: 'helado helado helado' });
		insertProfile({ ownerId: lapsed.id, title: 'Heladería Vencida', about: 'helado' });
		insertProfile({ ownerId: canceledStillValid.id, title: 'Heladería Cancelada', about: 'helado' });
		insertProfile({ ownerId: payer.id, title: 'Heladería Pagada', about: 'un postre frío' });
		const page = await search({ q: 'heladería' });
		expect(page.items[0]).toMatchObject({ title: 'Heladería Pagada', promoted: true });
		expect(page.items.slice(1).every((item) => !item.promoted)).toBe(true);
		expect(page.items[1]?.id).toBe(best);
		// Paging one at a time crosses from the promoted profiles to the rest without a gap.
		const paged = await allPages({ q: 'heladería', limit: 1 });
		expect(paged.map((item) => item.id)).toEqual(page.items.map((item) => item.id));
		// Listings without text keep newest first but still mark the promoted card.
		const listing = await search({ limit: 50 });
		expect(listing.items.find((item) => item.title === 'Heladería Pagada')?.promoted).toBe(true);
	});

	it('follows a promotion as it starts, lapses with the clock and ends with the subscription', async () => {
		const owner = insertUser();
		insertProfile({ ownerId: owner.id, title: 'Sorbetería Costera', about: 'sorbete de chinola' });
		const promoted = async () => (await search({ q: 'sorbeteria' })).items[0]?.promoted;
		expect(await promoted()).toBe(false);
		// A suspended subscription runs until its next billing date.
		subscribe(owner.id, 'SUSPENDED', new Date(WEDNESDAY_3PM.getTime() + DAY_MS));
		expect(await promoted()).toBe(true);
		try {
			server.clock.set(new Date(WEDNESDAY_3PM.getTime() + 2 * DAY_MS));
			expect(await promoted()).toBe(false);
		} finally {
			server.clock.set(WEDNESDAY_3PM);
		}
		expect(await promoted()).toBe(true);
		server.db.update(subscriptions).set({ status: 'EXPIRED' }).where(eq(subscriptions.userId, owner.id)).run();
		expect(await promoted()).toBe(false);
	});
});

describe('directory.search: pagination', () => {
	it('keeps a ranked search stable while rows are added between pages', async () => {
		const originals = new Set<number>();
		for (let i = 0; i < 7; i += 1) {
			const words = Array.from({ length: i + 1 }, () => 'estable').join(' ');
			originals.add(insertProfile({ title: `Estable ${i}`, about: `${words} relleno ${'x '.repeat(i * 3)}` }));
		}
		const seen: number[] = [];
		let page = await search({ q: 'estable', limit: 3 });
		seen.push(...page.items.map((item) => item.id));
		// New rows, some ranking above the ones already shown and some below.
		insertProfile({ title: 'Estable estable estable nueva', about: 'estable estable estable estable' });
		insertProfile({ title: 'Estable nueva', about: 'relleno relleno relleno relleno relleno relleno' });
		for (let added = 0; page.nextCursor; added += 1) {
			page = await search({ q: 'estable', limit: 3, cursor: page.nextCursor });
			seen.push(...page.items.map((item) => item.id));
			if (added < 2) insertProfile({ title: 'Estable más', about: 'estable' });
		}
		expect(new Set(seen).size).toBe(seen.length);
		for (const id of originals) expect(seen).toContain(id);
	});

	it('keeps a newest-first listing stable while rows are added and removed between pages', async () => {
		const originals: number[] = [];
		for (let i = 0; i < 5; i += 1) originals.push(insertProfile({ kind: 'employee', title: `Empleado ${i}` }));
		const seen: number[] = [];
		let page = await search({ kind: 'employee', limit: 2 });
		seen.push(...page.items.map((item) => item.id));
		while (page.nextCursor) {
			insertProfile({ kind: 'employee', title: 'Empleado nuevo' });
			page = await search({ kind: 'employee', limit: 2, cursor: page.nextCursor });
			seen.push(...page.items.map((item) => item.id));
		}
		expect(seen).toEqual([...originals].reverse());
		// Deleting the row a cursor points at does not break the next page.
		const first = await search({ kind: 'employee', limit: 1 });
		const anchor = first.items[0]?.id ?? 0;
		server.db.delete(profiles).where(eq(profiles.id, anchor)).run();
		const next = await search({ kind: 'employee', limit: 1, cursor: first.nextCursor ?? undefined });
		expect(next.items[0]?.id).toBeLessThan(anchor);
	});

	it('refuses a forged cursor or one from another ordering with a translated 400', async () => {
		const forged = await call(() => visitor().directory.search.query({ cursor: 'not-a-cursor' }));
		expect(forged.status).toBe(400);
		expect(forged.error?.data.i18nKey).toBe('search.badCursor');
		const listing = await search({ limit: 1 });
		const mixed = await call(() =>
			visitor().directory.search.query({ q: 'estable', cursor: listing.nextCursor ?? undefined }),
		);
		expect(mixed.status).toBe(400);
		expect(mixed.error?.data.i18nKey).toBe('search.badCursor');
	});
});

describe('directory.suggest, categories, activity, mine and home', () => {
	it('suggests categories and titles while typing, accents ignored', async () => {
		const response = await call(() => visitor().directory.suggest.query({ q: 'pana' }));
		expect(response.data).toContainEqual({
			type: 'category',
			slug: 'bakeries-and-pastry-shops',
			es: 'Panaderías y reposterías',
			en: 'Bakeries and pastry shops',
		});
		const titlesOnly = await call(() => visitor().directory.suggest.query({ q: 'cafe col' }));
		expect(titlesOnly.data).toEqual([
			{ type: 'profile', id: expect.any(Number), kind: 'business', title: 'Café Colonial' },
		]);
		const restaurantsOnly = await call(() => visitor().directory.suggest.query({ q: 'parri', kind: 'restaurant' }));
		expect(restaurantsOnly.data).toEqual([
			{ type: 'category', slug: 'steakhouse', es: 'Parrillada y carnes', en: 'Steakhouse' },
			{ type: 'profile', id: expect.any(Number), kind: 'restaurant', title: 'La Parrilla del Malecón' },
		]);
		const businessesOnly = await call(() =>
			visitor().directory.suggest.query({
				q: 'parri',
				kind: 'business',
			}),
		);
		expect(businessesOnly.data).toEqual([]);
		const symbols = await call(() => visitor().directory.suggest.query({ q: '!!' }));
		expect(symbols.data).toEqual([]);
		const tooShort = await call(() => visitor().directory.suggest.query({ q: 'p' }));
		expect(tooShort.status).toBe(400);
		const many = await call(() => visitor().directory.suggest.query({ q: 'estable' }));
		expect(many.data?.length).toBe(8);
	});

	it('counts the profiles of every business category in one list', async () => {
		const response = await call(() => visitor().directory.categories.query());
		const counts = Object.fromEntries((response.data ?? []).map((row) => [row.slug, row.count]));
		expect(counts['restaurants-and-food']).toBe(2);
		expect(counts['auto-repair']).toBe(1);
		expect(counts.construction).toBe(0);
	});

	it('names one category by slug, and answers NOT_FOUND for an unknown one', async () => {
		const known = await call(() => visitor().directory.category.query({ slug: 'steakhouse' }));
		expect(known.data).toEqual({ slug: 'steakhouse', es: 'Parrillada y carnes', en: 'Steakhouse', count: 1 });
		const unknown = await call(() => visitor().directory.category.query({ slug: 'nope' }));
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('search.categoryNotFound');
	});

	it('lists recently added or updated profiles first, with a cursor', async () => {
		const updated = insertProfile({ title: 'Recién actualizado' });
		server.db
			.update(profiles)
			.set({ updatedAt: new Date(Date.now() + DAY_MS) })
			.where(eq(profiles.id, updated))
			.run();
		const first = await call(() => visitor().directory.activity.query({ limit: 2 }));
		expect(first.data?.items[0]?.title).toBe('Recién actualizado');
		const second = await call(() =>
			visitor().directory.activity.query({
				limit: 2,
				cursor: first.data?.nextCursor ?? undefined,
			}),
		);
		const ids = [...(first.data?.items ?? []), ...(second.data?.items ?? [])].map((item) => item.id);
		expect(new Set(ids).size).toBe(4);
	});

	it("returns the caller's own profiles of every kind, and asks visitors to sign in", async () => {
		const { token, user } = await registerUser(server);
		insertProfile({ ownerId: user.id, kind: 'business', title: 'Mi negocio' });
		insertProfile({ ownerId: user.id, kind: 'freelancer', title: 'Mi perfil profesional' });
		const mine = await call(() => apiClient(server.url, bearer(token)).directory.mine.query());
		expect(mine.data?.map((item) => [item.kind, item.title])).toEqual([
			['freelancer', 'Mi perfil profesional'],
			['business', 'Mi negocio'],
		]);
		const anonymous = await call(() => visitor().directory.mine.query());
		expect(anonymous.status).toBe(401);
	});

	it('serves the home sections in one call', async () => {
		const response = await call(() => visitor().directory.home.query());
		const home = response.data;
		expect(home?.recentBusinesses.every((item) => item.kind === 'business')).toBe(true);
		expect(home?.topRatedBusinesses[0]).toMatchObject({ title: 'Farmacia Filtro 24 Horas', ratingAverage: 4.5 });
		expect(home?.freelancers.map((item) => item.title)).toContain('Electricista Filtro');
		expect(home?.promoted.map((item) => item.title)).toEqual(['Heladería Pagada']);
	});
});
