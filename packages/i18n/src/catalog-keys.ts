import { type Language, SUPPORTED_LANGUAGES } from './languages';
import { resources } from './resources';

type Tree = { readonly [key: string]: string | Tree };

/** The text a dotted key names in one catalog, through i18next's plural forms (key_one, key_other). */
function textAt(catalog: Tree, key: string): string | undefined {
	const parts = key.split('.');
	const last = parts.pop() ?? '';
	let node: string | Tree | undefined = catalog;
	for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
	if (typeof node !== 'object') return undefined;
	const text = node[last] ?? node[`${last}_other`];
	return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** The text a dotted key names in one language's catalog, if any. */
export function catalogText(language: Language, key: string): string | undefined {
	return textAt(resources[language].translation as Tree, key);
}

/**
 * True when `key` names a text in every language's catalog. The server checks messages with it
 * before sending them as keys, so a client never receives a string it cannot translate.
 */
export function hasCatalogKey(key: string): boolean {
	return SUPPORTED_LANGUAGES.every((language) => catalogText(language, key) !== undefined);
}
