import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

export type { TFunction } from './translator';

/**
 * The translator for components: re-renders on a language change and when a catalog arrives; `t` is
 * bound to the rendered language, so its identity changes with the language (as react-i18next's did)
 * and memoized texts follow it.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
	useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
	return { t: i18n.fixedT(i18n.language), i18n };
}
