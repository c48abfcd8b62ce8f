import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@edge/i18n/languages';
import { useTranslation } from './use-translation';

/**
 * The language the component is rendered in: its i18next's (the app's in the browser, a server
 * draw's own clone in an English or Spanish draw, from I18nextProvider). Components format dates,
 * money and names with it, never with the app instance's `currentLanguage()`, which on the server
 * is the default language whatever the draw's (docs/ssr.md). It follows a language change.
 */
export function useLanguage(): Language {
	const { i18n } = useTranslation();
	return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
