import { describe, expect, it } from 'vitest';
import {
	addressOf,
	type DrawnAddress,
	drawnLanguage,
	loadDrawnPaths,
	parseList,
	type SeededIds,
	selectDrawnAddresses,
} from './drawn-addresses';

const ids: SeededIds = {
	business: 3,
	restaurant: 7,
	freelancer: 11,
	employee: 13,
	categorySlug: 'restaurants-and-food',
	wallPost: 5,
};

describe('an address per drawn page', () => {
	it('opens profile pages on a seeded profile of their kind and fills path parameters', () => {
		expect(addressOf('/', ids)).toBe('/');
		expect(addressOf('/calendar', ids)).toBe('/calendar');
		expect(addressOf('/businessProfile', ids)).toBe('/businessProfile?id=3');
		expect(addressOf('/restaurant-profile', ids)).toBe('/restaurant-profile?id=7');
		expect(addressOf('/professionalProfile', ids)).toBe('/professionalProfile?id=11');
		expect(addressOf('/employeeProfile', ids)).toBe('/employeeProfile?id=13');
		expect(addressOf('/categories/$categoryName', ids)).toBe('/categories/restaurants-and-food');
		expect(addressOf('/businessWall/:postId', ids)).toBe('/businessWall/5');
	});

	it('fails loudly rather than measure a page without its data', () => {
		expect(() => addressOf('/businessProfile', { ...ids, business: null })).toThrow(/no business/);
		expect(() => addressOf('/chat/$otherUserId', ids)).toThrow(/no seeded value for the parameter otherUserId/);
	});

	it('has an address for every page drawn-paths.ts lists today', async () => {
		const paths = await loadDrawnPaths();
		expect(paths).toContain('/');
		for (const path of paths) expect(addressOf(path, ids)).toMatch(/^\//);
	});

	it('reads the language the server drew a page in from <html lang>', () => {
		expect(drawnLanguage('<!doctype html><html lang="en" data-mantine-color-scheme="light"><head>')).toBe('en');
		expect(drawnLanguage('<html data-x="1" lang="es">')).toBe('es');
		expect(drawnLanguage('<html>')).toBeNull();
	});

	describe('a run of some pages only', () => {
		const all: DrawnAddress[] = ['/', '/categories', '/businessProfile'].flatMap((path) =>
			(['es', 'en'] as const).map((language) => ({ path, address: addressOf(path, ids), language })),
		);

		it('measures every page in every language when nothing is chosen', () => {
			expect(selectDrawnAddresses(all, {})).toEqual(all);
		});

		it('keeps the chosen pages and languages, in the drawn order', () => {
			const chosen = selectDrawnAddresses(all, { paths: ['/businessProfile', '/categories'], languages: ['es'] });
			expect(chosen.map((a) => `${a.address} ${a.language}`)).toEqual(['/categories es', '/businessProfile?id=3 es']);
			expect(selectDrawnAddresses(all, { languages: ['en'] }).map((a) => a.path)).toEqual([
				'/',
				'/categories',
				'/businessProfile',
			]);
		});

		it('reads the command line lists and refuses a page or language it does not know', async () => {
			const paths = await loadDrawnPaths();
			expect(parseList(' /categories,/categories/$categoryName ', paths, 'page')).toEqual([
				'/categories',
				'/categories/$categoryName',
			]);
			expect(() => parseList('/categorie', paths, 'page')).toThrow(/unknown page \/categorie/);
			expect(() => parseList('es,fr', ['es', 'en'], 'language')).toThrow(/unknown language fr/);
			expect(() => parseList(',', ['es', 'en'], 'language')).toThrow(/no language given/);
		});
	});
});
