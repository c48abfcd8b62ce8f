import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

const es = {
	search: {
		title: 'Buscar',
		greeting: 'Hola, {{name}}: {{ count }} nuevos',
		reviews_one: '{{count}} reseña',
		reviews_other: '{{count}} reseñas',
		onlySpanish: 'Solo en español',
		empty: '',
	},
};
const en = {
	search: {
		title: 'Search',
		greeting: 'Hi, {{name}}: {{ count }} new',
		reviews_one: '{{count}} review',
		reviews_other: '{{count}} reviews',
		empty: '',
	},
};

function translator(language = 'es') {
	const i18n = new Translator(language, 'es');
	i18n.addResourceBundle('es', es);
	i18n.addResourceBundle('en', en);
	return i18n;
}

describe('Translator', () => {
	it('reads nested keys and interpolates values, without HTML escaping', () => {
		const { t } = translator();
		expect(t('search.title')).toBe('Buscar');
		expect(t('search.greeting', { name: '<b>Ana & Luis</b>', count: 3 })).toBe('Hola, <b>Ana & Luis</b>: 3 nuevos');
	});

	it('leaves a placeholder with no value as written and turns an undefined value into nothing', () => {
		const { t } = translator();
		expect(t('search.greeting', { count: 2 })).toBe('Hola, {{name}}: 2 nuevos');
		expect(t('search.greeting', { name: undefined, count: 2 })).toBe('Hola, : 2 nuevos');
	});

	it.each([
		['es', 0, '0 reseñas'],
		['es', 1, '1 reseña'],
		['es', 2, '2 reseñas'],
		// Spanish's plural rules say 'many' for a million; the catalogs write only _one and _other.
		['es', 1_000_000, '1000000 reseñas'],
		['en', 0, '0 reviews'],
		['en', 1, '1 review'],
		['en', 2, '2 reviews'],
		['en', 1_000_000, '1000000 reviews'],
	])('picks the %s plural form for %d', (language, count, text) => {
		expect(translator(language).t('search.reviews', { count })).toBe(text);
	});

	it('falls back to the fallback language, then to the key itself', () => {
		const { t } = translator('en');
		expect(t('search.onlySpanish')).toBe('Solo en español');
		expect(t('search.missing')).toBe('search.missing');
		expect(t('search.reviews')).toBe('search.reviews');
		// A subtree is not a text.
		expect(t('search')).toBe('search');
		// An empty text counts as missing, as with i18next's defaults.
		expect(t('search.empty')).toBe('search.empty');
	});

	it('changes language, telling its listeners once per real change', () => {
		const i18n = translator();
		const heard: string[] = [];
		let changes = 0;
		i18n.onLanguageChanged((language) => heard.push(language));
		i18n.subscribe(() => changes++);
		i18n.changeLanguage('en');
		i18n.changeLanguage('en');
		expect(heard).toEqual(['en']);
		expect(changes).toBe(1);
		expect(i18n.language).toBe('en');
		expect(i18n.t('search.title')).toBe('Search');
		expect(i18n.fixedT('es')('search.title')).toBe('Buscar');
		expect(i18n.fixedT('es')).toBe(i18n.fixedT('es'));
	});

	it('deep-merges added bundles and reports what it holds', () => {
		const i18n = new Translator('es', 'es');
		expect(i18n.hasResourceBundle('es')).toBe(false);
		const versionBefore = i18n.getVersion();
		i18n.addResourceBundle('es', { search: { title: 'Buscar' } });
		i18n.addResourceBundle('es', { search: { placeholder: 'Qué buscas' }, wall: { title: 'Muro' } });
		expect(i18n.getVersion()).toBe(versionBefore + 2);
		expect(i18n.hasResourceBundle('es')).toBe(true);
		expect(i18n.getResource('es', 'search')).toEqual({ title: 'Buscar', placeholder: 'Qué buscas' });
		expect(i18n.getResource('es', 'wall.title')).toBe('Muro');
		expect(i18n.getResource('en', 'wall')).toBeUndefined();
	});
});
