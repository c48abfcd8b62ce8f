import type { Catalog } from '@edge/i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@edge/i18n/languages';
import { type Texts, Translator } from './translator';

/** The app's one translator; its language is set by initI18n before the first render. */
const i18n = new Translator(DEFAULT_LANGUAGE, DEFAULT_LANGUAGE);

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

async function addFeatureCatalog(language: Language, name: FeatureCatalog): Promise<void> {
	if (i18n.getResource(language, name)) return;
	const texts = await FEATURE_CATALOGS[name][language]();
	i18n.addResourceBundle(language, { [name]: texts });
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

/** Keeps the choice across reloads and tells the browser (and screen readers) the page language. */
i18n.onLanguageChanged((language) => {
	// The server renders in the default language only (docs/ssr.md) and has no document.
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
	if (!i18n.hasResourceBundle(language)) i18n.addResourceBundle(language, await CORE_CATALOGS[language]());
	i18n.changeLanguage(language);
	document.documentElement.lang = language;
}

/** The server's render (ssr/entry-server.tsx): the default language, the one of a first visit. */
export async function initServerI18n(): Promise<void> {
	if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE)) {
		i18n.addResourceBundle(DEFAULT_LANGUAGE, await CORE_CATALOGS[DEFAULT_LANGUAGE]());
	}
	i18n.changeLanguage(DEFAULT_LANGUAGE);
}

/** True when this browser reads the app in the language the server renders in (docs/ssr.md). */
export function readsServerLanguage(): boolean {
	return storedLanguage() === DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
	if (!i18n.hasResourceBundle(language)) i18n.addResourceBundle(language, await CORE_CATALOGS[language]());
	await Promise.all([...wanted].map((name) => addFeatureCatalog(language, name)));
	i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
	return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
