import { INTL_LOCALES, isLanguage } from '@edge/i18n/languages';
import { useTranslation } from '../../lib/use-translation';

/** The Intl locale of the language the page is shown in ('es-DO', 'en-US'). */
export function useIntlLocale(): string {
	const { i18n } = useTranslation();
	return INTL_LOCALES[isLanguage(i18n.language) ? i18n.language : 'es'];
}
