import { en } from './locales/en/index';
import { es } from './locales/es/index';

/** One i18next namespace ('translation') per language, split by area in locales/<lang>/. */
export const resources = {
	es: { translation: es },
	en: { translation: en },
} as const;
