import { describe, expect, it } from 'vitest';
import { type PlaceNames, placeFilter, placeMatch } from './place-filter';

const HIGUEY: PlaceNames = { name: 'Higüey', aliases: ['Salvaleón de Higüey', 'Punta Cana', 'Bávaro'] };
const ALTAGRACIA: PlaceNames = {
	name: 'La Altagracia',
	aliases: [],
	wholeNames: ['Higüey', 'Punta Cana', 'Bávaro', 'San Rafael del Yuma'],
};

describe('placeMatch', () => {
	it('folds accents and case as the search does', () => {
		expect(placeMatch(HIGUEY, 'Higuey')).toBe('');
		expect(placeMatch(HIGUEY, '  HIGÜEY ')).toBe('');
		expect(placeMatch(HIGUEY, 'higu')).toBe('');
		expect(placeMatch({ name: 'San José de Ocoa', aliases: [] }, 'jose de  ocoa')).toBe('');
	});

	it('names the other name that matched', () => {
		expect(placeMatch(HIGUEY, 'punta cana')).toBe('Punta Cana');
		expect(placeMatch(HIGUEY, 'BAVARO')).toBe('Bávaro');
		expect(placeMatch(HIGUEY, 'salvaleon')).toBe('Salvaleón de Higüey');
	});

	it('reads whole names only whole', () => {
		expect(placeMatch(ALTAGRACIA, 'Punta Cana')).toBe('Punta Cana');
		expect(placeMatch(ALTAGRACIA, 'punta')).toBeNull();
		expect(placeMatch(ALTAGRACIA, 'san')).toBeNull();
	});

	it('matches everything when nothing is typed, and nothing for an unknown name', () => {
		expect(placeMatch(HIGUEY, '  ')).toBe('');
		expect(placeMatch(HIGUEY, 'Gotham')).toBeNull();
	});
});

describe('placeFilter', () => {
	const filter = placeFilter(
		new Map([
			['higuey', HIGUEY],
			['san-rafael-del-yuma', { name: 'San Rafael del Yuma', aliases: ['Bayahíbe'] }],
			['tamboril', { name: 'Tamboril', aliases: [] }],
		]),
	);
	const groups = [
		{
			group: 'La Altagracia',
			items: [
				{ value: 'higuey', label: 'Higüey' },
				{ value: 'san-rafael-del-yuma', label: 'San Rafael del Yuma' },
			],
		},
		{ group: 'Santiago', items: [{ value: 'tamboril', label: 'Tamboril' }] },
	];

	it('keeps the matching options of each group, labelled with the other name that found them', () => {
		expect(filter({ options: groups, search: 'punta cana', limit: Number.POSITIVE_INFINITY })).toEqual([
			{ group: 'La Altagracia', items: [{ value: 'higuey', label: 'Higüey (Punta Cana)' }] },
		]);
		expect(filter({ options: groups, search: 'Higuey', limit: Number.POSITIVE_INFINITY })).toEqual([
			{ group: 'La Altagracia', items: [{ value: 'higuey', label: 'Higüey' }] },
		]);
	});

	it('gives nothing when nothing matches, so the picker says so', () => {
		expect(filter({ options: groups, search: 'Gotham', limit: Number.POSITIVE_INFINITY })).toEqual([]);
	});

	it('reads an option it has no names for by its label, and stops at the limit', () => {
		const flat = [
			{ value: 'x', label: 'Bánica' },
			{ value: 'tamboril', label: 'Tamboril' },
		];
		expect(filter({ options: flat, search: 'banica', limit: Number.POSITIVE_INFINITY })).toEqual([flat[0]]);
		expect(filter({ options: flat, search: '', limit: 1 })).toEqual([flat[0]]);
	});
});
