export { catalogText, hasCatalogKey } from './catalog-keys';
export { CLOCK_PARTS, clockHour, clockSpaces, formatClock, formatDate, formatDop, formatTime } from './format';
export {
	DEFAULT_LANGUAGE,
	INTL_LOCALES,
	isLanguage,
	LANGUAGE_STORAGE_KEY,
	type Language,
	SUPPORTED_LANGUAGES,
} from './languages';
export type { Catalog } from './locales/catalog';
export { resources } from './resources';
