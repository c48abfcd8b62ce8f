import { describe, expect, it } from 'vitest';
import { MUNICIPALITIES, matchPlace, PROVINCES, placeKey, placeSlug } from './dominican-places';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('PROVINCES', () => {
	it('are the 31 provinces and the Distrito Nacional', () => {
		expect(PROVINCES).toHaveLength(32);
		expect(PROVINCES.map((province) => province.name)).toContain('Distrito Nacional');
		expect(PROVINCES.map((province) => province.name)).toContain('Hermanas Mirabal');
		expect(PROVINCES.map((province) => province.name)).toContain('San José de Ocoa');
	});

	it('have unique kebab-case slugs and names', () => {
		expect(duplicates(PROVINCES.map((province) => province.slug))).toEqual([]);
		expect(duplicates(PROVINCES.map((province) => province.name))).toEqual([]);
		for (const { slug } of PROVINCES) expect(slug).toMatch(SLUG_PATTERN);
	});
});

describe('MUNICIPALITIES', () => {
	const provinceSlugs = new Set(PROVINCES.map((province) => province.slug));

	it('are the DGII list: 157 municipalities', () => {
		expect(MUNICIPALITIES).toHaveLength(157);
	});

	it('each belong to one listed province, and every province has its own', () => {
		for (const municipality of MUNICIPALITIES) {
			expect(provinceSlugs.has(municipality.provinceSlug), municipality.name).toBe(true);
		}
		for (const province of PROVINCES) {
			expect(
				MUNICIPALITIES.some((municipality) => municipality.provinceSlug === province.slug),
				province.name,
			).toBe(true);
		}
	});

	it('have unique slugs and names', () => {
		expect(duplicates(MUNICIPALITIES.map((municipality) => municipality.slug))).toEqual([]);
		expect(duplicates(MUNICIPALITIES.map((municipality) => municipality.name))).toEqual([]);
		for (const { slug } of MUNICIPALITIES) expect(slug).toMatch(SLUG_PATTERN);
	});

	it('count as published per province (Santo Domingo 7, Santiago 10, La Altagracia 2)', () => {
		const count = (slug: string) => MUNICIPALITIES.filter((item) => item.provinceSlug === slug).length;
		expect(count('santo-domingo')).toBe(7);
		expect(count('santiago')).toBe(10);
		expect(count('la-altagracia')).toBe(2);
		expect(count('distrito-nacional')).toBe(1);
		expect(count('barahona')).toBe(11);
	});

	it('have no alias that names another municipality', () => {
		const names = new Set(MUNICIPALITIES.map((municipality) => placeKey(municipality.name)));
		for (const municipality of MUNICIPALITIES) {
			for (const alias of municipality.aliases) {
				if (placeKey(alias) === placeKey(municipality.name)) continue;
				expect(names.has(placeKey(alias)), `${alias} of ${municipality.name}`).toBe(false);
			}
		}
	});
});

describe('placeSlug and matchPlace', () => {
	it('slugs without accents', () => {
		expect(placeSlug('San José de Ocoa')).toBe('san-jose-de-ocoa');
		expect(placeSlug('Monseñor Nouel')).toBe('monsenor-nouel');
	});

	it('match names whatever the accents, case and spacing, and the usual other spellings', () => {
		expect(matchPlace(PROVINCES, '  SAN JOSE DE OCOA ')?.slug).toBe('san-jose-de-ocoa');
		expect(matchPlace(PROVINCES, 'Bahoruco')?.slug).toBe('baoruco');
		expect(matchPlace(MUNICIPALITIES, 'higuey')?.slug).toBe('higuey');
		expect(matchPlace(MUNICIPALITIES, 'Punta Cana')?.slug).toBe('higuey');
		expect(matchPlace(MUNICIPALITIES, 'Santiago')?.slug).toBe('santiago-de-los-caballeros');
		expect(matchPlace(MUNICIPALITIES, 'bávaro')?.slug).toBe('higuey');
		expect(matchPlace(MUNICIPALITIES, 'SDE')?.slug).toBe('santo-domingo-este');
		expect(matchPlace(MUNICIPALITIES, 'San Pedro')?.slug).toBe('san-pedro-de-macoris');
		expect(matchPlace(MUNICIPALITIES, 'Concepcion de la Vega')?.slug).toBe('la-vega');
		expect(matchPlace(MUNICIPALITIES, 'DN')?.slug).toBe('santo-domingo-de-guzman');
		expect(matchPlace(PROVINCES, 'Distrito')?.slug).toBe('distrito-nacional');
		expect(matchPlace(PROVINCES, 'san pedro')?.slug).toBe('san-pedro-de-macoris');
		expect(matchPlace(MUNICIPALITIES, 'Gotham')).toBeUndefined();
		expect(matchPlace(MUNICIPALITIES, '')).toBeUndefined();
	});
});
