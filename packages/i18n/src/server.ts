import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from './languages';
import { resources } from './resources';

export { languageFromAcceptLanguage } from './accept-language';

const instance = createInstance();
void instance.init({
	resources,
	lng: DEFAULT_LANGUAGE,
	fallbackLng: DEFAULT_LANGUAGE,
	supportedLngs: [...SUPPORTED_LANGUAGES],
	interpolation: { escapeValue: false },
	initAsync: false,
});

/** A translator fixed to one language, for e-mails and REST error bodies rendered on the server. */
export function serverT(language: Language): TFunction {
	return instance.getFixedT(language);
}
