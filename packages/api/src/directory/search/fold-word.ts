/**
 * Text folded as the search index folds it (FTS5's unicode61 with remove_diacritics): lower case,
 * accents and other combining marks removed, so "Higüey", "HIGUEY" and "higuey" are one word. The
 * search's plural forms work on it, and the browser's place pickers match with it
 * (@edge/api/fold-word; apps/web/src/features/directory/place-filter.ts).
 */
export function foldWord(word: string): string {
	return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
