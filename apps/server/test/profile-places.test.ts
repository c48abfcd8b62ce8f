import { profiles } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from './http-helpers';
import { freelancerInput } from './professional-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

/** A unique word, so the searches below see only this file's profiles. */
const TAG = `lugarprueba${process.pid}`;

const businessInput = (place: { city: string; province: string }, title: string) => ({
	title,
	about: `Negocio de prueba ${TAG}`,
	ownerName: 'Ana Pérez',
	ownerDescription: 'Dueña desde 2001.',
	tags: [TAG],
	categorySlug: 'bakeries-and-pastry-shops',
	website: 'https://example.do',
	phone: '+18095551234',
	email: '',
	address: 'Calle Duarte 1',
	lat: 18.6,
	lng: -68.7,
	country: 'DO',
	postalCode: '',
	imageId: null,
	bannerId: null,
	hours: [],
	features: [],
	socialLinks: [],
	...place,
});

async function createBusiness(place: { city: string; province: string }, title: string) {
	const owner = await registerUser(server);
	const created = await call(() =>
		apiClient(server.url, bearer(owner.token)).business.create.mutate(businessInput(place, title)),
	);
	return { owner, created };
}

const row = (id: number) => server.db.select().from(profiles).where(eq(profiles.id, id)).get();

describe('directory.places', () => {
	it('lists the 31 provinces and the Distrito Nacional, each with its municipalities', async () => {
		const places = await call(() => visitor().directory.places.query());
		expect(places.status).toBe(200);
		expect(places.data).toHaveLength(32);
		const altagracia = places.data?.find((province) => province.slug === 'la-altagracia');
		expect(altagracia?.municipalities.map(({ slug, name }) => ({ slug, name }))).toEqual([
			{ slug: 'higuey', name: 'Higüey' },
			{ slug: 'san-rafael-del-yuma', name: 'San Rafael del Yuma' },
		]);
		// The other names the pickers find a place by.
		expect(altagracia?.municipalities[0]?.aliases).toEqual(expect.arrayContaining(['Punta Cana', 'Bávaro']));
		expect(places.data?.find((province) => province.slug === 'distrito-nacional')?.aliases).toContain('DN');
		expect(places.data?.flatMap((province) => province.municipalities)).toHaveLength(157);
	});
});

describe('profile forms pick a listed place', () => {
	it('stores the slugs and the names of the chosen province and municipality', async () => {
		const { created } = await createBusiness({ province: 'la-altagracia', city: 'higuey' }, 'Colmado Higüey');
		expect(created.status).toBe(200);
		expect(row(created.data?.id ?? 0)).toMatchObject({
			provinceSlug: 'la-altagracia',
			municipalitySlug: 'higuey',
			province: 'La Altagracia',
			city: 'Higüey',
		});
	});

	it('fills the province of a municipality chosen alone, and reads names as API clients send them', async () => {
		const { created } = await createBusiness({ province: '', city: 'Boca Chica' }, 'Playa Boca Chica');
		expect(row(created.data?.id ?? 0)).toMatchObject({
			provinceSlug: 'santo-domingo',
			municipalitySlug: 'boca-chica',
			province: 'Santo Domingo',
			city: 'Boca Chica',
		});
	});

	it('refuses an unknown place, or a municipality of another province, under its field in the caller’s language', async () => {
		const owner = await registerUser(server);
		const send = (place: { city: string; province: string }, language: string) =>
			call(() =>
				apiClient(server.url, {
					...bearer(owner.token),
					'accept-language': language,
				}).business.create.mutate(businessInput(place, 'Negocio Perdido')),
			);
		const unknown = await send({ province: 'narnia', city: '' }, 'es');
		expect(unknown.status).toBe(400);
		expect(unknown.error?.data.fieldErrors).toEqual({ province: ['directory.places.unknownProvince'] });
		expect(unknown.error?.message).toBe('Elige una provincia de la lista');
		const elsewhere = await send({ province: 'santiago', city: 'higuey' }, 'en');
		expect(elsewhere.status).toBe(400);
		expect(elsewhere.error?.data.fieldErrors).toEqual({ city: ['directory.places.municipalityOutsideProvince'] });
		expect(elsewhere.error?.message).toBe('That municipality is not in the chosen province');
		const unknownCity = await send({ province: '', city: 'Gotham' }, 'en');
		expect(unknownCity.error?.data.fieldErrors).toEqual({ city: ['directory.places.unknownMunicipality'] });
		expect(
			server.db.select().from(profiles).where(eq(profiles.ownerId, owner.user.id)).all(),
			'nothing stored',
		).toEqual([]);
	});

	it('asks freelancers for a listed municipality too', async () => {
		const owner = await registerUser(server);
		const refused = await call(() =>
			apiClient(server.url, bearer(owner.token)).professional.freelancer.create.mutate(
				freelancerInput({ city: 'Gotham', province: '' }),
			),
		);
		expect(refused.status).toBe(400);
		expect(refused.error?.data.fieldErrors).toEqual({ city: ['directory.places.unknownMunicipality'] });
	});

	it('keeps a place typed before the lists when the owner saves without choosing one', async () => {
		const { owner, created } = await createBusiness({ province: '', city: '' }, 'Negocio Antiguo');
		const id = created.data?.id ?? 0;
		server.db
			.update(profiles)
			.set({ province: 'Provincia Vieja', city: 'Barrio Viejo' })
			.where(eq(profiles.id, id))
			.run();
		const saved = await call(() =>
			apiClient(server.url, bearer(owner.token)).business.update.mutate({
				...businessInput({ province: '', city: '' }, 'Negocio Antiguo renovado'),
				id,
			}),
		);
		expect(saved.status).toBe(200);
		expect(row(id)).toMatchObject({ province: 'Provincia Vieja', city: 'Barrio Viejo', provinceSlug: null });
		await call(() =>
			apiClient(server.url, bearer(owner.token)).business.update.mutate({
				...businessInput({ province: 'peravia', city: 'bani' }, 'Negocio Antiguo renovado'),
				id,
			}),
		);
		expect(row(id)).toMatchObject({ province: 'Peravia', city: 'Baní', provinceSlug: 'peravia' });
	});
});

describe('directory.search by province and municipality', () => {
	let ids: Record<string, number>;
	beforeAll(async () => {
		const made = await Promise.all([
			createBusiness({ province: 'san-jose-de-ocoa', city: 'rancho-arriba' }, 'Cafetal Rancho Arriba'),
			createBusiness({ province: 'san-jose-de-ocoa', city: 'san-jose-de-ocoa' }, 'Panadería Ocoa'),
			createBusiness({ province: 'monte-cristi', city: 'pepillo-salcedo' }, 'Salinas Manzanillo'),
		]);
		ids = Object.fromEntries(made.map(({ created }, index) => [String(index), created.data?.id ?? 0]));
	});
	const titles = async (filters: Record<string, string>) => {
		const page = await call(() =>
			visitor().directory.search.query({
				q: TAG,
				...filters,
			}),
		);
		expect(page.status).toBe(200);
		return (page.data?.items ?? []).map((item) => item.title).sort();
	};

	it('narrows to a province by its slug or its name', async () => {
		expect(Object.values(ids).every((id) => id > 0)).toBe(true);
		expect(await titles({ province: 'san-jose-de-ocoa' })).toEqual(['Cafetal Rancho Arriba', 'Panadería Ocoa']);
		expect(await titles({ province: 'San Jose de Ocoa' })).toEqual(['Cafetal Rancho Arriba', 'Panadería Ocoa']);
	});

	it('narrows to a municipality, whatever other name people know it by', async () => {
		expect(await titles({ city: 'rancho-arriba' })).toEqual(['Cafetal Rancho Arriba']);
		expect(await titles({ city: 'Manzanillo' })).toEqual(['Salinas Manzanillo']);
		expect(await titles({ province: 'monte-cristi', city: 'rancho-arriba' })).toEqual([]);
	});
});
