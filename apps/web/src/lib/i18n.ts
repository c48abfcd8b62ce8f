import type { Catalog } from '@edge/i18n';
import {
	DEFAULT_LANGUAGE,
	isLanguage,
	LANGUAGE_STORAGE_KEY,
	type Language,
	SUPPORTED_LANGUAGES,
} from '@edge/i18n/languages';
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
	await Promise.all(names.map((name) => addFeatureCatalog(currentLanguage(), name)));
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

function storedLanguage(): Language {
	try {
		const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
		return isLanguage(value) ? value : DEFAULT_LANGUAGE;
	} catch {
		return DEFAULT_LANGUAGE;
	}
}

/**
 * Keeps the choice across reloads and tells the browser (and screen readers) the page language.
 * Listened to after init: init's own change (to the default language) must not overwrite a choice.
 */
i18n.on('languageChanged', (language: string) => {
	// The server draws with its own clones (createDrawI18n), and has no document.
	if (typeof document === 'undefined') return;
	document.documentElement.lang = language;
	try {
		localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
	} catch {
		// Private mode without storage: the choice lasts for this page only.
	}
});

/** Loads the visitor's language before the first render (main.tsx awaits it). */
export async function initI18n(): Promise<void> {
	const language = storedLanguage();
	await addCoreCatalog(language);
	if (i18n.language !== language) await i18n.changeLanguage(language);
	document.documentElement.lang = language;
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
 * The server's draw (ssr/entry-server.tsx): the default language, the one of a first visit. The draw
 * renders inside an I18nextProvider of the instance returned.
 */
export function initServerI18n(): Promise<I18next> {
	return createDrawI18n(DEFAULT_LANGUAGE);
}

/** True when this browser reads the app in the language the server renders in (docs/ssr.md). */
export function readsServerLanguage(): boolean {
	return storedLanguage() === DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
	await addCoreCatalog(language);
	await Promise.all([...wanted].map((name) => addFeatureCatalog(language, name)));
	await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
	return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
