export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** Spanish is both the default and the fallback language (spec section 1). */
export const DEFAULT_LANGUAGE: Language = 'es';
/** localStorage key that keeps the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
	return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 locales used with Intl: Dominican Spanish and US English. */
export const INTL_LOCALES: Record<Language, string> = { es: 'es-DO', en: 'en-US' };
