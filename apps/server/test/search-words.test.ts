import { type NewProfileRow, profiles } from '@edge/db';
import { insertTestUser } from '@edge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * directory.search over real HTTP (issue 20): singular and plural forms in both languages, and the
 * count a results heading shows.
 */

interface Page {
	items: Array<{ title: string }>;
	nextCursor: string | null;
	total: { count: number; more: boolean } | null;
}

let server: TestServer;

beforeAll(async () => {
	server = await startTestServer();
	const owner = insertTestUser(server.db, { accountKind: 'business', userType: 'Seller', profileType: 'business' });
	const insert = (values: Partial<NewProfileRow> & { title: string }) =>
		server.db
			.insert(profiles)
			.values({ ownerId: owner.id, kind: 'business', ...values })
			.run();
	// Named in the singular, filed under "Panaderías y reposterías" / "Bakeries and pastry shops".
	insert({ title: 'Panadería Don Juan', about: 'Pan de agua', categorySlug: 'bakeries-and-pastry-shops' });
	insert({ title: 'Dulces Marisol', about: 'Bizcochos por encargo', categorySlug: 'bakeries-and-pastry-shops' });
	// Words only in the plural, or only in the singular, in the title and description.
	insert({ title: 'Talleres Unidos', about: 'Camiones y guaguas' });
	insert({ title: 'Luz del Este', about: 'Plumber on call, one toy store next door' });
	for (let index = 0; index < 23; index += 1) insert({ title: `Colmado ${index}`, about: 'Colmado de barrio' });
});
afterAll(async () => {
	await server?.stop();
});

async function search(input: Record<string, unknown>): Promise<Page> {
	const response = await call(() => apiClient(server.url).directory.search.query(input));
	if (!response.data) throw new Error(`search failed: ${response.status} ${JSON.stringify(response.error)}`);
	return response.data;
}
const titles = async (q: string) => (await search({ q })).items.map((item) => item.title).sort();

describe('directory.search: singular and plural', () => {
	it('in English: "bakery" finds the "Bakeries and pastry shops" category, "plumbers" a plumber', async () => {
		expect(await titles('bakery')).toEqual(['Dulces Marisol', 'Panadería Don Juan']);
		expect(await titles('bakery shop')).toEqual(['Dulces Marisol', 'Panadería Don Juan']);
		expect(await titles('plumbers')).toEqual(['Luz del Este']);
		expect(await titles('toys store')).toEqual(['Luz del Este']);
	});

	it('in Spanish, accents or not: "panadería" finds "Panaderías", "panaderías" finds "Panadería"', async () => {
		expect(await titles('panadería')).toEqual(['Dulces Marisol', 'Panadería Don Juan']);
		expect(await titles('panaderias don')).toEqual(['Panadería Don Juan']);
		expect(await titles('panaderías reposteria')).toEqual(['Dulces Marisol', 'Panadería Don Juan']);
		expect(await titles('taller unidos')).toEqual(['Talleres Unidos']);
		expect(await titles('camión guaguas')).toEqual(['Talleres Unidos']);
		expect(await titles('luces este')).toEqual(['Luz del Este']);
	});
});

describe('directory.search: the count of a search', () => {
	it('counts what the first page shows, and every match when there are more pages', async () => {
		expect((await search({ q: 'bakery' })).total).toEqual({ count: 2, more: false });
		const first = await search({ q: 'colmado', limit: 10 });
		expect(first.items).toHaveLength(10);
		expect(first.total).toEqual({ count: 23, more: false });
		const second = await search({ q: 'colmado', limit: 10, cursor: first.nextCursor });
		expect(second.total).toBeNull();
		expect((await search({ limit: 5 })).total).toEqual({ count: 27, more: false });
		expect((await search({ q: 'nadaquebuscar' })).total).toEqual({ count: 0, more: false });
		expect((await search({ q: 'colmado', category: 'no-such-category' })).total).toEqual({ count: 0, more: false });
	});

	it('stops counting past 100, and says there are more', async () => {
		const owner = insertTestUser(server.db, { accountKind: 'business', userType: 'Seller', profileType: 'business' });
		server.db
			.insert(profiles)
			.values(
				Array.from({ length: 80 }, (_, index) => ({
					ownerId: owner.id,
					kind: 'business' as const,
					title: `Colmado extra ${index}`,
				})),
			)
			.run();
		expect((await search({ q: 'colmado' })).total).toEqual({ count: 100, more: true });
		expect((await search({ q: 'colmado extra' })).total).toEqual({ count: 80, more: false });
	});
});
