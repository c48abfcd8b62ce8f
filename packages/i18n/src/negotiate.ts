import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from './languages';

/**
 * One of a visitor's language preferences: a range as Accept-Language writes it (`es`, `en-US`, `*`)
 * and its weight (the q-value, 0 to 1; 0 refuses it).
 */
export interface LanguageRange {
	readonly range: string;
	readonly q: number;
}

/**
 * The language of ours a visitor's browser prefers: the one rule both sides follow, the server over
 * Accept-Language (accept-language.ts) and the app over navigator.languages (`languageOfPreferences`),
 * so a first page is in the same language whether the server draws it or the app does
 * (docs/decisions.md, "The language a visitor gets").
 *
 * - A range names a language when it is the language or one of its regional forms (`es`, `es-DO`,
 *   `es-419`, in any case): the app has one Spanish and one English.
 * - A language weighs the highest q of the ranges that name it; `*` weighs for a language no range
 *   names (so `en;q=0, *` refuses English and accepts Spanish).
 * - The heaviest wins; on a tie, the one named first; then Spanish, first of ours (`*` alone).
 * - None acceptable (no range, none of ours, all refused): Spanish, the spec's default.
 */
export function negotiateLanguage(ranges: readonly LanguageRange[]): Language {
	let best: Language = DEFAULT_LANGUAGE;
	let bestQ = 0;
	let bestAt = Number.POSITIVE_INFINITY;
	for (const language of SUPPORTED_LANGUAGES) {
		const { q, at } = weigh(language, ranges);
		if (q > bestQ || (q > 0 && q === bestQ && at < bestAt)) {
			best = language;
			bestQ = q;
			bestAt = at;
		}
	}
	return best;
}

/** How much the ranges want `language`, and the position of the range that says so. */
function weigh(language: Language, ranges: readonly LanguageRange[]): { q: number; at: number } {
	let named = { q: -1, at: Number.POSITIVE_INFINITY };
	let any = { q: 0, at: Number.POSITIVE_INFINITY };
	for (const [at, { range, q }] of ranges.entries()) {
		const tag = range.toLowerCase();
		if (tag === language || tag.startsWith(`${language}-`)) {
			if (q > named.q) named = { q, at };
		} else if (tag === '*' && q > any.q) {
			any = { q, at };
		}
	}
	return named.q >= 0 ? named : any;
}

/**
 * The same rule over a list in order of preference, without weights: navigator.languages, from which
 * the browser writes its Accept-Language (each later one weighs less: `en-US,en;q=0.9,es;q=0.8`).
 * The first of ours in the list, or Spanish.
 */
export function languageOfPreferences(tags: readonly string[]): Language {
	return negotiateLanguage(tags.map((range, index) => ({ range, q: 1 - index / tags.length })));
}
