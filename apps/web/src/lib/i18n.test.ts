import { LANGUAGE_STORAGE_KEY } from '@edge/i18n/languages';
import { en } from '@edge/i18n/locales/en';
import { es } from '@edge/i18n/locales/es';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh app instance per test: the module keeps the instance and the catalogs asked for. */
async function freshI18n() {
	vi.resetModules();
	return import('./i18n');
}

/** The browser's languages (navigator.languages, and navigator.language its first), in its order of preference. */
function browserReads(...languages: string[]) {
	vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
	vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

/** What the visitor has saved: localStorage's `language` and the `language` cookie. */
function saved() {
	return {
		stored: localStorage.getItem(LANGUAGE_STORAGE_KEY),
		cookie: /(?:^|;)\s*language=([^;]*)/.exec(document.cookie)?.[1],
	};
}

/** Forgets the language cookie, the address's query and a drawn page's marks between tests. */
function forgetVisit() {
	vi.restoreAllMocks();
	localStorage.clear();
	// An expiry in the past, not Max-Age=0: happy-dom keeps a cookie that expires "now" until the
	// clock has moved on, and a read in the same millisecond saw an empty `language=` cookie.
	// biome-ignore lint/suspicious/noDocumentCookie: the app writes this cookie the same way (lib/i18n.ts keepChoice).
	document.cookie = 'language=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
	history.replaceState(null, '', '/');
	document.documentElement.lang = 'es';
	document.body.innerHTML = '';
}

/** The page as the server drew it: `<html lang>` and `#root[data-drawn]`. */
function drawnPageIn(language: string) {
	document.documentElement.lang = language;
	document.body.innerHTML = '<div id="root" data-drawn=""><main>…</main></div>';
}

beforeEach(() => {
	forgetVisit();
	// The app's visitors, as the browser tests' contexts (e2e/support/app.ts): happy-dom says en-US.
	browserReads('es-DO', 'es');
});
afterEach(forgetVisit);

describe('the app i18next', () => {
	it('starts in the stored language without overwriting it, and sets <html lang>', async () => {
		localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
		const { i18n, initI18n } = await freshI18n();
		await initI18n();
		expect(i18n.language).toBe('en');
		expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
		expect(document.documentElement.lang).toBe('en');
		expect(i18n.t('common.language.label')).toBe(en.common.language.label);
	});

	it('starts in Spanish without a stored choice', async () => {
		const { i18n, initI18n } = await freshI18n();
		await initI18n();
		expect(i18n.language).toBe('es');
		expect(i18n.t('common.language.label')).toBe(es.common.language.label);
	});

	it('takes ?lang from the address over the stored choice, without saving it (a shared link is no choice)', async () => {
		localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
		history.replaceState(null, '', '/categories?q=pan&lang=en');
		const { i18n, initI18n } = await freshI18n();
		await initI18n();
		expect(i18n.language).toBe('en');
		expect(document.documentElement.lang).toBe('en');
		// The saved choice stays, and its cookie is written beside it for the server.
		expect(saved()).toEqual({ stored: 'es', cookie: 'es' });
	});

	it('takes ?lang over the browser without saving anything', async () => {
		history.replaceState(null, '', '/login?lang=en');
		const { i18n, initI18n } = await freshI18n();
		await initI18n();
		expect(i18n.language).toBe('en');
		expect(saved()).toEqual({ stored: null, cookie: undefined });
	});

	it.each([
		[['en-US', 'en'], 'en'],
		[['en-GB'], 'en'],
		[['fr-FR', 'en-US', 'es'], 'en'],
		[['en-US', 'es', 'en'], 'en'],
		[['es-DO', 'en'], 'es'],
		[['fr-FR', 'fr'], 'es'],
		[[], 'es'],
	])(
		'on a page not drawn, without a choice, reads the browser languages %j: %s, and saves nothing',
		async (languages, language) => {
			browserReads(...languages);
			const { i18n, initI18n, readsServerLanguage } = await freshI18n();
			await initI18n();
			expect(i18n.language).toBe(language);
			expect(document.documentElement.lang).toBe(language);
			expect(readsServerLanguage()).toBe(false);
			expect(saved()).toEqual({ stored: null, cookie: undefined });
		},
	);

	it('prefers the saved choice to the browser languages, and the cookie where storage has none', async () => {
		browserReads('en-US', 'en');
		localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
		let app = await freshI18n();
		await app.initI18n();
		expect(app.i18n.language).toBe('es');

		localStorage.clear();
		// biome-ignore lint/suspicious/noDocumentCookie: the cookie the app writes (lib/i18n.ts).
		document.cookie = 'language=es; Path=/';
		app = await freshI18n();
		await app.initI18n();
		expect(app.i18n.language).toBe('es');
		// Read, not copied into storage: only the switch saves.
		expect(saved()).toEqual({ stored: null, cookie: 'es' });
	});

	it('leaves <html lang> alone when it already names the language, and writes it when the language changes', async () => {
		drawnPageIn('es');
		const writes: string[] = [];
		const observer = new MutationObserver((records) => {
			for (const record of records) writes.push(`${record.attributeName}=${document.documentElement.lang}`);
		});
		observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
		const { changeLanguage, initI18n } = await freshI18n();
		await initI18n();
		// Any write of the attribute, the same value or not, has the browser restyle every element.
		await Promise.resolve();
		expect(writes).toEqual([]);
		await changeLanguage('en');
		await Promise.resolve();
		expect(writes).toEqual(['lang=en']);
		observer.disconnect();
	});

	it('writes the cookie beside a choice stored before the cookie existed, for the server to read', async () => {
		localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
		const { initI18n } = await freshI18n();
		expect(document.cookie).not.toContain('language=');
		await initI18n();
		expect(document.cookie).toContain('language=en');
	});

	it('reads a drawn page in the language it was drawn in, and saves nothing', async () => {
		browserReads('en-US', 'en');
		drawnPageIn('en');
		const { i18n, initI18n, readsServerLanguage } = await freshI18n();
		await initI18n();
		expect(i18n.language).toBe('en');
		expect(readsServerLanguage()).toBe(true);
		expect(saved()).toEqual({ stored: null, cookie: undefined });
	});

	it('takes a drawn page over in its language where the browser languages would say the other', async () => {
		// The server read the Accept-Language this browser sent (rewritten on its way, say).
		drawnPageIn('en');
		const { i18n, initI18n, readsServerLanguage } = await freshI18n();
		await initI18n();
		expect(i18n.language).toBe('en');
		expect(readsServerLanguage()).toBe(true);
	});

	it('does not take over a page drawn in another language than the stored choice', async () => {
		localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
		drawnPageIn('en');
		const { i18n, initI18n, readsServerLanguage } = await freshI18n();
		await initI18n();
		expect(i18n.language).toBe('es');
		expect(readsServerLanguage()).toBe(false);
		// The cookie now says what the app reads: the next visit is drawn in it.
		expect(document.cookie).toContain('language=es');
	});

	it('is Spanish on a page not drawn for a Spanish browser, whatever the shell says, and keeps nothing', async () => {
		document.documentElement.lang = 'en';
		const { i18n, initI18n, readsServerLanguage } = await freshI18n();
		await initI18n();
		expect(i18n.language).toBe('es');
		expect(readsServerLanguage()).toBe(false);
		expect(saved()).toEqual({ stored: null, cookie: undefined });
	});

	it('saves a language chosen with the switch, in storage and the cookie, over the browser languages', async () => {
		browserReads('en-US', 'en');
		const { changeLanguage, i18n, initI18n } = await freshI18n();
		await initI18n();
		expect(i18n.language).toBe('en');
		expect(saved()).toEqual({ stored: null, cookie: undefined });
		await changeLanguage('es');
		expect(saved()).toEqual({ stored: 'es', cookie: 'es' });
		await changeLanguage('en');
		expect(saved()).toEqual({ stored: 'en', cookie: 'en' });
		await changeLanguage('es');
		const again = await freshI18n();
		await again.initI18n();
		expect(again.i18n.language).toBe('es');
	});

	it('loads the page catalogs in the new language when the language changes, and keeps the choice', async () => {
		const { changeLanguage, i18n, initI18n, loadCatalogs } = await freshI18n();
		await initI18n();
		await loadCatalogs(['wall']);
		expect(i18n.getResource('en', 'translation', 'wall')).toBeUndefined();
		expect(i18n.t('wall.page.newPosts', { count: 2 })).toBe('2 publicaciones nuevas: mostrar');

		await changeLanguage('en');
		expect(i18n.language).toBe('en');
		expect(i18n.getResource('en', 'translation', 'wall')).toBeDefined();
		expect(i18n.t('wall.page.newPosts', { count: 2 })).toBe('2 new posts: show');
		// Only the catalogs asked for: the others load with their pages.
		expect(i18n.getResource('en', 'translation', 'chat')).toBeUndefined();
		expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
		expect(document.documentElement.lang).toBe('en');

		// A page opened in English loads its catalog in English.
		await loadCatalogs(['calendar']);
		expect(i18n.getResource('en', 'translation', 'calendar')).toBeDefined();
		expect(i18n.getResource('es', 'translation', 'calendar')).toBeUndefined();
	});

	it('picks plurals as i18next does: _one, _other, the plain key beside _one, _other for "many"', async () => {
		const { changeLanguage, i18n, initI18n } = await freshI18n();
		await initI18n();
		expect(i18n.t('reviews.count', { count: 1 })).toBe('1 reseña');
		expect(i18n.t('reviews.count', { count: 3 })).toBe('3 reseñas');
		// Spanish says "many" for a million; the catalogs write _other.
		expect(new Intl.PluralRules('es').select(1_000_000)).toBe('many');
		expect(i18n.t('reviews.count', { count: 1_000_000 })).toBe('1000000 reseñas');
		// A key with its own text and a _one form: "a la 1", "a las 3".
		expect(i18n.t('directory.status.closesAt', { count: 1, time: '1:00' })).toBe('Cierra a la 1:00');
		expect(i18n.t('directory.status.closesAt', { count: 3, time: '3:00' })).toBe('Cierra a las 3:00');
		await changeLanguage('en');
		expect(i18n.t('reviews.count', { count: 1 })).toBe('1 review');
		expect(i18n.t('reviews.count', { count: 0 })).toBe('0 reviews');
	});

	it('interpolates without HTML escaping (React escapes), and shows the key of a missing text', async () => {
		const { i18n, initI18n } = await freshI18n();
		await initI18n();
		i18n.addResourceBundle(
			'es',
			'translation',
			{ probe: { greeting: 'Hola, {{name}}: {{ count }} nuevos', empty: '' } },
			true,
		);
		expect(i18n.t('probe.greeting', { name: '<b>Ana & Luis</b>', count: 3 })).toBe('Hola, <b>Ana & Luis</b>: 3 nuevos');
		expect(i18n.t('probe.missing')).toBe('probe.missing');
		expect(i18n.t('nowhere.at.all', { count: 2 })).toBe('nowhere.at.all');
		// An empty text counts as missing.
		expect(i18n.t('probe.empty')).toBe('probe.empty');
	});

	it('falls back to Spanish for a text English lacks', async () => {
		const { changeLanguage, i18n, initI18n } = await freshI18n();
		await initI18n();
		i18n.addResourceBundle('es', 'translation', { probe: { onlySpanish: 'Solo en español' } }, true);
		await changeLanguage('en');
		expect(i18n.t('probe.onlySpanish')).toBe('Solo en español');
	});

	it('gives each server draw its own language over the shared catalogs', async () => {
		const { createDrawI18n, i18n, loadCatalogs } = await freshI18n();
		const [spanish, english] = await Promise.all([createDrawI18n('es'), createDrawI18n('en')]);
		expect(spanish.language).toBe('es');
		expect(english.language).toBe('en');
		expect(i18n.language).toBe('es');
		expect(english.t('common.language.label')).toBe(en.common.language.label);
		expect(spanish.t('common.language.label')).toBe(es.common.language.label);
		// A catalog a route's loader adds is read by the draws.
		await loadCatalogs(['wall']);
		expect(spanish.t('wall.page.newPosts', { count: 1 })).toBe('1 publicación nueva: mostrar');
		await english.changeLanguage('es');
		expect(i18n.language).toBe('es');
		expect(spanish.language).toBe('es');
		await spanish.changeLanguage('en');
		expect(i18n.language).toBe('es');
	});
});
