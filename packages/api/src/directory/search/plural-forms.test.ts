import { describe, expect, it } from 'vitest';
import { pluralForms } from './plural-forms';

describe('pluralForms', () => {
	it('gives the English singular and plural', () => {
		expect(pluralForms('bakery')).toEqual(['bakeries']);
		expect(pluralForms('bakeries')).toContain('bakery');
		expect(pluralForms('plumber')).toEqual(['plumberes', 'plumbers']);
		expect(pluralForms('plumbers')).toEqual(['plumber']);
		expect(pluralForms('toy')).toEqual(['toys']);
	});

	it('gives the Spanish singular and plural, accents folded as the index folds them', () => {
		expect(pluralForms('panadería')).toEqual(['panaderias']);
		expect(pluralForms('Panaderías')).toEqual(['panaderia']);
		expect(pluralForms('taller')).toContain('talleres');
		expect(pluralForms('talleres')).toContain('taller');
		expect(pluralForms('camión')).toContain('camiones');
		expect(pluralForms('luz')).toEqual(['luces']);
		expect(pluralForms('lápices')).toContain('lapiz');
	});

	it('leaves short words and numbers alone', () => {
		expect(pluralForms('la')).toEqual([]);
		expect(pluralForms('809')).toEqual([]);
		expect(pluralForms('24h')).toEqual([]);
	});
});
