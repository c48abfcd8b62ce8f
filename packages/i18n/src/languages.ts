export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** Spanish is both the default and the fallback language (spec section 1). */
export const DEFAULT_LANGUAGE: Language = 'es';
/** localStorage key that keeps the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
	return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header, else the default. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
	if (!header) return DEFAULT_LANGUAGE;
	for (const part of header.split(',')) {
		const code = part.trim().slice(0, 2).toLowerCase();
		if (isLanguage(code)) return code;
	}
	return DEFAULT_LANGUAGE;
}

/** BCP 47 locales used with Intl: Dominican Spanish and US English. */
export const INTL_LOCALES: Record<Language, string> = { es: 'es-DO', en: 'en-US' };
