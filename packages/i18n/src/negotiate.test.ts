import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './accept-language';
import type { Language } from './languages';
import { languageOfPreferences, negotiateLanguage } from './negotiate';

/**
 * The Accept-Language Chromium writes from its list of languages (navigator.languages): the first
 * without a weight, each next one 0.1 lighter, never under 0.1 (net/http/http_util.cc,
 * GenerateAcceptLanguageHeader).
 */
function chromiumHeader(tags: readonly string[]): string {
	return tags
		.map((tag, index) => (index === 0 ? tag : `${tag};q=${(Math.max(10 - index, 1) / 10).toFixed(1)}`))
		.join(',');
}

/** The one Firefox writes: weights falling by 1/n, to one decimal (two past ten languages). */
function firefoxHeader(tags: readonly string[]): string {
	const digits = tags.length > 10 ? 2 : 1;
	return tags
		.map((tag, index) => (index === 0 ? tag : `${tag};q=${(1 - index / tags.length).toFixed(digits)}`))
		.join(',');
}

/** A browser's languages in its order of preference, and the language the visitor gets. */
const BROWSERS: [languages: string[], language: Language][] = [
	[['es-DO'], 'es'],
	[['en-US'], 'en'],
	[['en-US', 'en'], 'en'],
	[['EN-us'], 'en'],
	[['es-419', 'es', 'en'], 'es'],
	[['en-GB', 'en', 'es'], 'en'],
	[['fr-FR', 'en-US', 'es'], 'en'],
	[['pt-BR', 'es-DO', 'en-US'], 'es'],
	// An exact tag further down does not outweigh a regional one above it (negotiator's rule did).
	[['en-US', 'es', 'en'], 'en'],
	[['es-DO', 'en', 'es'], 'es'],
	// Past the tenth language Chromium writes them all at 0.1: the order still decides.
	[['fr', 'de', 'it', 'pt', 'nl', 'sv', 'da', 'fi', 'nb', 'pl', 'en-US', 'es'], 'en'],
	[['fr-FR', 'fr'], 'es'],
	[['zh-CN', 'ja'], 'es'],
	[['de'], 'es'],
	[[], 'es'],
];

describe('the language a visitor gets, the same on the server and in the app', () => {
	it.each(BROWSERS)('navigator.languages %j and its Accept-Language are both %s', (languages, language) => {
		// The app, from navigator.languages (apps/web/src/lib/i18n.ts).
		expect(languageOfPreferences(languages)).toBe(language);
		// The server, from the header that browser sends (apps/server/src/ssr/draw-language.ts).
		expect(languageFromAcceptLanguage(chromiumHeader(languages)), chromiumHeader(languages)).toBe(language);
		expect(languageFromAcceptLanguage(firefoxHeader(languages)), firefoxHeader(languages)).toBe(language);
	});

	it('writes the headers the browsers write', () => {
		expect(chromiumHeader(['en-US', 'en', 'es'])).toBe('en-US,en;q=0.9,es;q=0.8');
		expect(firefoxHeader(['en-US', 'en', 'es'])).toBe('en-US,en;q=0.7,es;q=0.3');
	});

	it.each([
		['en 0.5, es 0.5', 'en'],
		['es 0.5, en 0.5', 'es'],
		['en-US 0, en-GB 0.3, es 0.2', 'en'],
		['en 0, * 1', 'es'],
		['es 0, * 0.1', 'en'],
		['* 1', 'es'],
		['english 1', 'es'],
	])('weighs each language by its heaviest range, then the first named: %s is %s', (ranges, language) => {
		const weighed = ranges.split(', ').map((pair) => {
			const [range = '', q = ''] = pair.split(' ');
			return { range, q: Number(q) };
		});
		expect(negotiateLanguage(weighed)).toBe(language);
	});
});
