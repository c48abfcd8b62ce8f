import type { Catalog } from '@edge/i18n';
import {
	DEFAULT_LANGUAGE,
	isLanguage,
	LANGUAGE_STORAGE_KEY,
	type Language,
	SUPPORTED_LANGUAGES,
} from '@edge/i18n/languages';
import { languageOfPreferences } from '@edge/i18n/negotiate';
import { createInstance, type i18n as I18next } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One language's texts: nested objects whose leaves are strings, read by dotted keys. */
type Texts = Record<string, unknown>;

/** Values for {{name}} placeholders; a numeric `count` also picks the plural form (`_one`, `_other`). */
export type TOptions = { readonly count?: number; readonly [name: string]: unknown };

/**
 * i18next's t as the app calls it: a catalog key (nested, dotted), maybe values. i18next's own type
 * checks keys against a declared catalog, which the app does not declare (catalog-keys.test.ts does).
 */
export type TFunction = (key: string, options?: TOptions) => string;

/** The app's i18next instance, its t narrowed to the app's TFunction. */
export type AppI18n = Omit<I18next, 't'> & { t: TFunction };

/** The catalogs are one namespace per language, as on the server (@edge/i18n resources.ts). */
const NAMESPACE = 'translation';

/**
 * The app's one i18next instance, shared by the browser and the server's drawing (which draws with a
 * clone of it: createDrawI18n). It starts empty in the default language: initI18n adds the visitor's
 * core catalog and language before the first render; routes add their feature catalogs as they load.
 * The options are the server's (@edge/i18n/server): the same catalogs read the same way.
 */
const instance = createInstance();
instance.use(initReactI18next);
void instance.init({
	resources: {},
	lng: DEFAULT_LANGUAGE,
	fallbackLng: DEFAULT_LANGUAGE,
	supportedLngs: [...SUPPORTED_LANGUAGES],
	// Catalogs arrive with addResourceBundle, per page: a language without texts yet is not an error.
	partialBundledLanguages: true,
	// React escapes what it renders.
	interpolation: { escapeValue: false },
	initAsync: false,
	// An empty text counts as missing (the fallback, then the key), as the app's texts always did.
	returnEmptyString: false,
	react: {
		// Components render again when a catalog arrives (a page's feature catalog, a lazy part's).
		bindI18nStore: 'added',
		// The texts a render needs are loaded before it (initI18n, the routes' loaders): never suspend.
		useSuspense: false,
	},
});

const i18n = instance as unknown as AppI18n;

/** Each language's core catalog is its own chunk: a visitor downloads only the language they read. */
const CORE_CATALOGS: Record<Language, () => Promise<Texts>> = {
	es: () => import('./catalogs/core-es').then((module) => module.core),
	en: () => import('./catalogs/core-en').then((module) => module.core),
};

/**
 * The catalogs of pages most visitors never open on their first visit load with those pages (their
 * routes' loaders call loadCatalogs), keeping the first load of / small (docs/bench.md).
 */
const FEATURE_CATALOGS = {
	admin: {
		es: () => import('@edge/i18n/locales/es/admin').then((m) => m.admin),
		en: () => import('@edge/i18n/locales/en/admin').then((m) => m.admin),
	},
	business: {
		es: () => import('@edge/i18n/locales/es/business').then((m) => m.business),
		en: () => import('@edge/i18n/locales/en/business').then((m) => m.business),
	},
	calendar: {
		es: () => import('@edge/i18n/locales/es/calendar').then((m) => m.calendar),
		en: () => import('@edge/i18n/locales/en/calendar').then((m) => m.calendar),
	},
	content: {
		es: () => import('@edge/i18n/locales/es/content').then((m) => m.content),
		en: () => import('@edge/i18n/locales/en/content').then((m) => m.content),
	},
	chat: {
		es: () => import('@edge/i18n/locales/es/chat').then((m) => m.chat),
		en: () => import('@edge/i18n/locales/en/chat').then((m) => m.chat),
	},
	payments: {
		es: () => import('@edge/i18n/locales/es/payments').then((m) => m.payments),
		en: () => import('@edge/i18n/locales/en/payments').then((m) => m.payments),
	},
	professional: {
		es: () => import('@edge/i18n/locales/es/professional').then((m) => m.professional),
		en: () => import('@edge/i18n/locales/en/professional').then((m) => m.professional),
	},
	restaurant: {
		es: () => import('@edge/i18n/locales/es/restaurant').then((m) => m.restaurant),
		en: () => import('@edge/i18n/locales/en/restaurant').then((m) => m.restaurant),
	},
	wall: {
		es: () => import('@edge/i18n/locales/es/wall').then((m) => m.wall),
		en: () => import('@edge/i18n/locales/en/wall').then((m) => m.wall),
	},
} satisfies Record<string, Record<Language, () => Promise<unknown>>>;

export type FeatureCatalog = keyof typeof FEATURE_CATALOGS & keyof Catalog;
export const FEATURE_CATALOG_NAMES = Object.keys(FEATURE_CATALOGS) as FeatureCatalog[];

/** Feature catalogs asked for so far: a language change loads them in the new language too. */
const wanted = new Set<FeatureCatalog>();

/** Deep-merges `texts` into the language's bundle, keeping what is there (a feature beside the core). */
function addTexts(language: Language, texts: Texts): void {
	i18n.addResourceBundle(language, NAMESPACE, texts, true, false);
}

async function addCoreCatalog(language: Language): Promise<void> {
	// The core's `common` is in every page's texts: its presence tells the core is loaded.
	if (i18n.getResource(language, NAMESPACE, 'common')) return;
	addTexts(language, await CORE_CATALOGS[language]());
}

async function addFeatureCatalog(language: Language, name: FeatureCatalog): Promise<void> {
	if (i18n.getResource(language, NAMESPACE, name)) return;
	const texts = await FEATURE_CATALOGS[name][language]();
	addTexts(language, { [name]: texts });
}

/**
 * Loads feature catalogs in the current language, once each. Only that language: the catalogs have
 * the same keys in both (catalog-parity.test.ts), so the fallback is never read.
 */
export async function loadCatalogs(names: readonly FeatureCatalog[]): Promise<void> {
	for (const name of names) wanted.add(name);
	// On the server the catalogs serve every draw, each in its own language (createDrawI18n), while
	// this instance stays in the default one: a route's loader loads them in every language there.
	const languages = typeof document === 'undefined' ? SUPPORTED_LANGUAGES : [currentLanguage()];
	await Promise.all(languages.flatMap((language) => names.map((name) => addFeatureCatalog(language, name))));
}

/**
 * A route's loader that loads feature catalogs. It carries their names: when the server has drawn
 * the page, the browser loads them before taking the page over (main.tsx), since the router does not
 * run loaders whose data came with the page.
 */
export function catalogLoader(names: readonly FeatureCatalog[]) {
	return Object.assign(() => loadCatalogs(names), { catalogs: names });
}

/** The catalogs a route's loader loads (catalogLoader), none for any other loader. */
export function catalogsOfLoader(loader: unknown): readonly FeatureCatalog[] {
	return (loader as { catalogs?: readonly FeatureCatalog[] } | undefined)?.catalogs ?? [];
}

/** The choice kept in localStorage under `language` (the spec's key), if any. */
function storedLanguage(): Language | null {
	try {
		const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
		return isLanguage(value) ? value : null;
	} catch {
		return null;
	}
}

const LANGUAGE_COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_STORAGE_KEY}=([^;]*)`);

/** The `language` cookie, the choice's mirror for the server (keepChoice), if it holds one of ours. */
function cookieLanguage(): Language | null {
	const value = LANGUAGE_COOKIE.exec(document.cookie)?.[1]?.trim();
	return isLanguage(value) ? value : null;
}

/**
 * The choice made with the language switch: localStorage, else its cookie, which the server reads
 * too (where storage is refused, or was cleared alone, the cookie still carries it).
 */
function savedLanguage(): Language | null {
	return storedLanguage() ?? cookieLanguage();
}

/** `?lang=es|en` in the page's address: a link shared or indexed in one language. */
function addressLanguage(): Language | null {
	const value = new URLSearchParams(location.search).get('lang')?.toLowerCase();
	return isLanguage(value) ? value : null;
}

/**
 * The language the server drew this page in (its `<html lang>`), when it drew it (`#root[data-drawn]`):
 * its reading of the same visitor, through the Accept-Language this browser sent.
 */
function drawnLanguage(): Language | null {
	if (!document.getElementById('root')?.hasAttribute('data-drawn')) return null;
	const value = document.documentElement.lang;
	return isLanguage(value) ? value : null;
}

/**
 * The browser's languages in its order of preference, negotiated by the rule the server applies to
 * the Accept-Language the browser writes from them (@edge/i18n/negotiate): es or en, else Spanish.
 */
function browserLanguage(): Language {
	const languages = navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
	return languageOfPreferences(languages);
}

/**
 * The language a visitor gets, on every page, in the order the server draws a page in (apps/server/
 * src/ssr/draw-language.ts), so the app and the server give the same visitor the same language:
 * `?lang` in the address, the saved choice (localStorage; the server reads its cookie), the browser's
 * languages (the server reads Accept-Language, the app navigator.languages, by the same rule),
 * Spanish. On a page the server drew, the language it was drawn in stands for the browser's: the
 * server read the header this very browser sent (a proxy or an extension may rewrite it), and the app
 * takes the page over in it instead of drawing it again in another language.
 */
function visitorLanguage(): Language {
	return addressLanguage() ?? savedLanguage() ?? drawnLanguage() ?? browserLanguage();
}

/** A year: the choice outlives a session, as localStorage does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Writes the `language` cookie, the mirror of localStorage's choice that the server reads to draw
 * the visitor's pages in it (docs/decisions.md): it cannot see localStorage. Not HttpOnly: it is the
 * app's own setting, and says nothing about the visitor.
 */
function writeLanguageCookie(language: Language): void {
	const secure = location.protocol === 'https:' ? '; Secure' : '';
	// biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, written where the choice is made (Cookie Store API is not in every browser).
	document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * Saves the person's choice: in localStorage (the spec's place) and its cookie. Only the language
 * switch saves (changeLanguage): a language the visitor merely got, from the browser or a `?lang`
 * link, is not a choice, and saved it would outrank the browser's languages on every later visit.
 */
function keepChoice(language: Language): void {
	try {
		localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
	} catch {
		// Private mode without storage: the cookie still carries the choice.
	}
	writeLanguageCookie(language);
}

/**
 * `<html lang>`, written only when it changes: the browser treats any write as a change of language
 * and restyles every element (a drawn listing's 750, twice as the app started, seen in Chrome's
 * invalidation trace), though the drawn page already says the language it is in.
 */
function markPageLanguage(language: Language): void {
	if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/** The language the server drew this page in, or null when it did not draw it (readsServerLanguage). */
let servedLanguage: Language | null = null;

/** Tells the browser (and screen readers) the page's language, whatever changed it. */
i18n.on('languageChanged', (language: string) => {
	// The server draws with its own clones (createDrawI18n), and has no document.
	if (typeof document === 'undefined' || !isLanguage(language)) return;
	markPageLanguage(language);
});

/**
 * Loads the visitor's language before the first render (main.tsx awaits it). Saves nothing: the
 * language stays the visitor's rule's (a `?lang` link's for as long as this tab keeps the app in
 * memory) until the person picks one. A choice saved before the cookie existed, or whose cookie was
 * cleared, gets its cookie back, so the server draws the next pages in it too.
 */
export async function initI18n(): Promise<void> {
	servedLanguage = drawnLanguage();
	const language = visitorLanguage();
	await addCoreCatalog(language);
	if (i18n.language !== language) await i18n.changeLanguage(language);
	markPageLanguage(language);
	const stored = storedLanguage();
	if (stored && cookieLanguage() !== stored) writeLanguageCookie(stored);
}

/**
 * The i18next a server draw (ssr/entry-server.tsx) renders with: a clone of the app's instance in
 * `language`, sharing its catalogs (the feature catalogs the routes' loaders add are seen by every
 * draw) but with its own language, so concurrent draws never change each other's.
 */
export async function createDrawI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18next> {
	await addCoreCatalog(language);
	return instance.cloneInstance({ lng: language });
}

/**
 * The server's draw (ssr/entry-server.tsx) in `language` (the request's: apps/server/src/ssr/
 * draw-language.ts). The draw renders inside an I18nextProvider of the instance returned.
 */
export function initServerI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18next> {
	return createDrawI18n(language);
}

/**
 * True when the server drew this page in the language the app reads (after initI18n): the app can
 * take the drawn page over as it is (docs/ssr.md). False for a page not drawn.
 */
export function readsServerLanguage(): boolean {
	return servedLanguage !== null && servedLanguage === currentLanguage();
}

/**
 * The person's pick of a language (the language switch): the app reads it at once, and it is saved
 * (localStorage and its cookie), so it wins over the browser's languages on every page from now on.
 */
export async function changeLanguage(language: Language): Promise<void> {
	await addCoreCatalog(language);
	await Promise.all([...wanted].map((name) => addFeatureCatalog(language, name)));
	await i18n.changeLanguage(language);
	keepChoice(language);
}

export function currentLanguage(): Language {
	return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
