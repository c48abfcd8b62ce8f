import type { Catalog } from '@edge/i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@edge/i18n/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Each catalog is its own chunk: a visitor downloads only the language they read. */
const CATALOGS: Record<Language, () => Promise<Catalog>> = {
	es: () => import('@edge/i18n/locales/es').then((module) => module.es),
	en: () => import('@edge/i18n/locales/en').then((module) => module.en),
};

function storedLanguage(): Language {
	try {
		const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
		return isLanguage(value) ? value : DEFAULT_LANGUAGE;
	} catch {
		return DEFAULT_LANGUAGE;
	}
}

/** Keeps the choice across reloads and tells the browser (and screen readers) the page language. */
i18n.on('languageChanged', (language) => {
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
	await i18n.use(initReactI18next).init({
		resources: { [language]: { translation: await CATALOGS[language]() } },
		lng: language,
		fallbackLng: DEFAULT_LANGUAGE,
		supportedLngs: ['es', 'en'],
		partialBundledLanguages: true,
		interpolation: { escapeValue: false },
		returnNull: false,
	});
	document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
	if (!i18n.hasResourceBundle(language, 'translation')) {
		i18n.addResourceBundle(language, 'translation', await CATALOGS[language]());
	}
	await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
	return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
