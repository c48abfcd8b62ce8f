import { seedReferenceData } from '@edge/db';
import { createTestDb, type TestDb } from '@edge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { placeOptions, resolvePlace } from './places.service';

let testDb: TestDb;
beforeAll(() => {
	testDb = createTestDb();
	seedReferenceData(testDb.db);
});
afterAll(() => testDb.cleanup());

/** The slugs a form's choice is stored as, or the field errors it is refused with. */
function resolved(province: string, city: string) {
	try {
		const place = resolvePlace(testDb.db, { province, city });
		return { province: place.provinceSlug, city: place.municipalitySlug };
	} catch (error) {
		if (error instanceof AppError) return error.fieldErrors;
		throw error;
	}
}

describe('resolvePlace reads names as people type them', () => {
	it('without accents and whatever the case', () => {
		expect(resolved('', 'Higuey')).toEqual({ province: 'la-altagracia', city: 'higuey' });
		expect(resolved('la altagracia', 'HIGÜEY')).toEqual({ province: 'la-altagracia', city: 'higuey' });
		expect(resolved('SAN JOSE DE OCOA', '')).toEqual({ province: 'san-jose-de-ocoa', city: null });
	});

	it('by the other names a place is known by', () => {
		expect(resolved('', 'Punta Cana')).toEqual({ province: 'la-altagracia', city: 'higuey' });
		expect(resolved('', 'bavaro')).toEqual({ province: 'la-altagracia', city: 'higuey' });
		expect(resolved('Santiago', 'Santiago')).toEqual({ province: 'santiago', city: 'santiago-de-los-caballeros' });
		expect(resolved('', 'SDE')).toEqual({ province: 'santo-domingo', city: 'santo-domingo-este' });
		expect(resolved('', 'Santo Domingo Este')).toEqual({ province: 'santo-domingo', city: 'santo-domingo-este' });
		expect(resolved('DN', '')).toEqual({ province: 'distrito-nacional', city: null });
		expect(resolved('Distrito', 'distrito')).toEqual({
			province: 'distrito-nacional',
			city: 'santo-domingo-de-guzman',
		});
		expect(resolved('', 'Concepción de La Vega')).toEqual({ province: 'la-vega', city: 'la-vega' });
		expect(resolved('San Pedro', 'San Pedro')).toEqual({
			province: 'san-pedro-de-macoris',
			city: 'san-pedro-de-macoris',
		});
		expect(resolved('', 'San Felipe de Puerto Plata')).toEqual({ province: 'puerto-plata', city: 'puerto-plata' });
	});

	it('refuses a name no place has, under its field', () => {
		expect(resolved('', 'Gotham')).toEqual({ city: ['directory.places.unknownMunicipality'] });
		expect(resolved('Narnia', '')).toEqual({ province: ['directory.places.unknownProvince'] });
		expect(resolved('Santiago', 'Punta Cana')).toEqual({ city: ['directory.places.municipalityOutsideProvince'] });
	});
});

describe('placeOptions', () => {
	it('gives the pickers each place with the other names it is found by', () => {
		const options = placeOptions(testDb.db);
		const altagracia = options.find((province) => province.slug === 'la-altagracia');
		expect(altagracia?.municipalities.find((item) => item.slug === 'higuey')?.aliases).toEqual(
			expect.arrayContaining(['Punta Cana', 'Bávaro']),
		);
		const distrito = options.find((province) => province.slug === 'distrito-nacional');
		expect(distrito?.aliases).toEqual(expect.arrayContaining(['DN', 'Distrito']));
		const santoDomingo = options.find((province) => province.slug === 'santo-domingo');
		expect(santoDomingo?.municipalities.find((item) => item.slug === 'santo-domingo-este')?.aliases).toContain('SDE');
		expect(options.find((province) => province.slug === 'azua')?.aliases).toEqual([]);
	});
});
