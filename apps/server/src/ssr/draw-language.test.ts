import { describe, expect, it } from 'vitest';
import { drawLanguage, languageOfRequest } from './draw-language';

describe('drawLanguage', () => {
	it('is Spanish, the default, when nothing says otherwise', () => {
		expect(languageOfRequest('/', undefined, undefined)).toBe('es');
		expect(languageOfRequest('/categories?q=cafe', '', '')).toBe('es');
		expect(languageOfRequest('/', 'edge_session=abc', 'fr-FR, de;q=0.8')).toBe('es');
	});

	it('follows Accept-Language by its q-values and regional tags', () => {
		expect(languageOfRequest('/', undefined, 'en-US,en;q=0.9')).toBe('en');
		expect(languageOfRequest('/', undefined, 'en;q=0.1, es-DO')).toBe('es');
		expect(languageOfRequest('/', undefined, 'fr, en;q=0.5')).toBe('en');
	});

	it('prefers the language cookie, the choice made in the app, to Accept-Language', () => {
		expect(languageOfRequest('/', 'language=en', 'es-DO')).toBe('en');
		expect(languageOfRequest('/', 'theme=dark; language=es; x=1', 'en-US')).toBe('es');
		expect(languageOfRequest('/', 'language="en"', 'es')).toBe('en');
		// A cookie whose name only ends the same is not ours.
		expect(languageOfRequest('/', 'mylanguage=en', 'es')).toBe('es');
		// An unknown value is no choice: Accept-Language decides.
		expect(languageOfRequest('/', 'language=fr', 'en')).toBe('en');
		expect(languageOfRequest('/', 'language=', 'en')).toBe('en');
	});

	it('prefers ?lang in the address to the cookie and the header', () => {
		expect(languageOfRequest('/?lang=en', 'language=es', 'es')).toBe('en');
		expect(languageOfRequest('/categories?q=pan&lang=es', 'language=en', 'en')).toBe('es');
		expect(languageOfRequest('/businessProfile?id=3&lang=EN', undefined, undefined)).toBe('en');
		// Unknown or empty values, a longer parameter name, or a fragment are no choice.
		expect(languageOfRequest('/?lang=fr', 'language=en', 'es')).toBe('en');
		expect(languageOfRequest('/?lang=', undefined, 'en')).toBe('en');
		expect(languageOfRequest('/?slang=en', undefined, 'es')).toBe('es');
		expect(languageOfRequest('/#?lang=en', undefined, 'es')).toBe('es');
		// The first one counts, as URLSearchParams.get reads it.
		expect(languageOfRequest('/?lang=en&lang=es', undefined, undefined)).toBe('en');
	});

	it('reads a Fetch Request (a whole URL and its headers)', () => {
		const request = (url: string, headers: Record<string, string> = {}) =>
			new Request(new URL(url, 'http://edge.test'), { headers });
		expect(drawLanguage(request('/'))).toBe('es');
		expect(drawLanguage(request('/', { 'accept-language': 'en-GB' }))).toBe('en');
		expect(drawLanguage(request('/', { 'accept-language': 'en-GB', cookie: 'language=es' }))).toBe('es');
		expect(drawLanguage(request('/calendar?lang=en', { cookie: 'language=es' }))).toBe('en');
	});
});
