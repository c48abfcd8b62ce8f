import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language, resources } from '@edge/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

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

void i18n.use(initReactI18next).init({
	resources,
	lng: storedLanguage(),
	fallbackLng: DEFAULT_LANGUAGE,
	supportedLngs: ['es', 'en'],
	interpolation: { escapeValue: false },
	initAsync: false,
	returnNull: false,
});
document.documentElement.lang = i18n.language;

export function currentLanguage(): Language {
	return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
