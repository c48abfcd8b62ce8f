import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, parseAcceptLanguage } from './accept-language';

describe('languageFromAcceptLanguage', () => {
	it.each([
		['en;q=0.1, es', 'es'],
		['es;q=0.2, en;q=0.9', 'en'],
		['en;q=0.5, es;q=0.6', 'es'],
		['fr, en;q=0.5', 'en'],
		['en;q=0, es;q=0.1', 'es'],
	])('orders the ranges by their q-values: %j is %s', (header, language) => {
		expect(languageFromAcceptLanguage(header)).toBe(language);
	});

	it.each([
		['es-DO', 'es'],
		['en-US', 'en'],
		['en-US,en;q=0.9', 'en'],
		['en-GB;q=0.8, es-DO;q=0.9', 'es'],
		['es-419, en-US;q=0.7', 'es'],
		['EN-us', 'en'],
	])('counts a regional tag for its language: %j is %s', (header, language) => {
		expect(languageFromAcceptLanguage(header)).toBe(language);
	});

	it.each([
		['*', 'es'],
		['en, *;q=0.5', 'en'],
		['en;q=0, *', 'es'],
		['es;q=0, *', 'en'],
		['fr, *;q=0.1', 'es'],
	])('takes * as any language, Spanish first on a tie: %j is %s', (header, language) => {
		expect(languageFromAcceptLanguage(header)).toBe(language);
	});

	it.each([
		['fr', 'es'],
		['de-DE, pt;q=0.9', 'es'],
		['en;q=0', 'es'],
		['', 'es'],
		[null, 'es'],
		[undefined, 'es'],
		['garbage;;,,;q=', 'es'],
		['es;q=abc, en', 'en'],
	])('falls back to Spanish when none of ours is acceptable: %j is %s', (header, language) => {
		expect(languageFromAcceptLanguage(header)).toBe(language);
	});

	it('falls back to Spanish for an 8 KB header of no language of ours', () => {
		expect(languageFromAcceptLanguage(`${'x-'.repeat(4000)}en`)).toBe('es');
	});

	it('answers the same for a header it has already negotiated', () => {
		for (let round = 0; round < 3; round += 1) {
			expect(languageFromAcceptLanguage('en;q=0.1, es')).toBe('es');
			expect(languageFromAcceptLanguage('es;q=0.1, en')).toBe('en');
		}
	});

	it('keeps answering past the cap of kept headers', () => {
		for (let n = 0; n < 450; n += 1) {
			expect(languageFromAcceptLanguage(`en;q=0.${(n % 9) + 1}, es;q=0.05, x-${n}`)).toBe('en');
		}
		expect(languageFromAcceptLanguage('en;q=0.1, es')).toBe('es');
	});

	it('reads the ranges in their order with their weights, a broken weight refusing its range', () => {
		expect(parseAcceptLanguage(' en-US , es;Q=0.5;x=1, fr;q=2, de;q=abc,, *;q=0.100, bad tag;q=1')).toEqual([
			{ range: 'en-US', q: 1 },
			{ range: 'es', q: 0.5 },
			{ range: 'fr', q: 0 },
			{ range: 'de', q: 0 },
			{ range: '*', q: 0.1 },
		]);
	});
});
