import { useTranslation as useI18nextTranslation } from 'react-i18next';
import type { AppI18n, TFunction } from './i18n';

export type { TFunction } from './i18n';

/**
 * react-i18next's useTranslation with the fields the app reads: `t` bound to the rendered language
 * (a new one on a language change and when a catalog arrives, so memoized texts follow) and the
 * i18next instance (the app's, or a server draw's from its I18nextProvider).
 */
export function useTranslation(): { t: TFunction; i18n: AppI18n } {
	const { t, i18n } = useI18nextTranslation();
	return { t: t as unknown as TFunction, i18n: i18n as unknown as AppI18n };
}
