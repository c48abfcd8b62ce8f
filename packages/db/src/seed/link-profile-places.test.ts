import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles } from '../schema/index';
import { createTestDb } from '../testing/test-db';
import { insertTestUser } from '../testing/test-user';
import { linkProfilePlaces, matchFreeTextPlace } from './link-profile-places';
import { seedReferenceData } from './seed-reference-data';

describe('matchFreeTextPlace', () => {
	it('reads a province and its municipality, accents and case aside', () => {
		expect(matchFreeTextPlace('santiago', 'Santiago de los Caballeros')).toEqual({
			provinceSlug: 'santiago',
			municipalitySlug: 'santiago-de-los-caballeros',
		});
		expect(matchFreeTextPlace('LA ALTAGRACIA', 'Punta Cana')).toEqual({
			provinceSlug: 'la-altagracia',
			municipalitySlug: 'higuey',
		});
	});

	it('gives a city alone its province, and drops a city of another province', () => {
		expect(matchFreeTextPlace(null, 'Boca Chica')).toEqual({
			provinceSlug: 'santo-domingo',
			municipalitySlug: 'boca-chica',
		});
		expect(matchFreeTextPlace('Santo Domingo', 'Santo Domingo')).toEqual({
			provinceSlug: 'santo-domingo',
			municipalitySlug: null,
		});
		expect(matchFreeTextPlace('Distrito Nacional', 'Santo Domingo')).toEqual({
			provinceSlug: 'distrito-nacional',
			municipalitySlug: 'santo-domingo-de-guzman',
		});
	});

	it('matches nothing in text that names no place', () => {
		expect(matchFreeTextPlace('Narnia', 'Gotham')).toEqual({ provinceSlug: null, municipalitySlug: null });
	});
});

describe('linkProfilePlaces', () => {
	const test = createTestDb();
	afterAll(() => test.cleanup());
	const { db } = test;
	insertTestUser(db, { id: 'u1', accountKind: 'business', userType: 'Seller' });
	const add = (province: string | null, city: string | null) =>
		db
			.insert(profiles)
			.values({ ownerId: 'u1', kind: 'freelancer', title: `${city} ${province}`, province, city })
			.returning({ id: profiles.id })
			.get().id;
	const placed = add('La Altagracia', 'Bávaro');
	const cityOnly = add(null, 'Higuey');
	const unknown = add('Narnia', 'Gotham');
	const nowhere = add(null, null);
	const read = (id: number) =>
		db
			.select({
				province: profiles.province,
				city: profiles.city,
				provinceSlug: profiles.provinceSlug,
				municipalitySlug: profiles.municipalitySlug,
			})
			.from(profiles)
			.where(eq(profiles.id, id))
			.get();

	it('runs with the reference seed: matched texts get their slugs, texts stay as typed', () => {
		const summary = seedReferenceData(db);
		expect(summary.provinces).toBe(32);
		expect(summary.municipalities).toBe(157);
		expect(summary.profilesPlaced).toBe(2);
		expect(read(placed)).toEqual({
			province: 'La Altagracia',
			city: 'Bávaro',
			provinceSlug: 'la-altagracia',
			municipalitySlug: 'higuey',
		});
		expect(read(cityOnly)).toEqual({
			province: 'La Altagracia',
			city: 'Higuey',
			provinceSlug: 'la-altagracia',
			municipalitySlug: 'higuey',
		});
	});

	it('keeps what matches nothing readable, without slugs', () => {
		expect(read(unknown)).toEqual({ province: 'Narnia', city: 'Gotham', provinceSlug: null, municipalitySlug: null });
		expect(read(nowhere)).toEqual({ province: null, city: null, provinceSlug: null, municipalitySlug: null });
	});

	it('does nothing on a second run', () => {
		expect(linkProfilePlaces(db)).toBe(0);
		expect(seedReferenceData(db)).toMatchObject({ provinces: 0, municipalities: 0, profilesPlaced: 0 });
	});
});
