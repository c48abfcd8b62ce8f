import type { Language } from './languages';
import { type LanguageRange, negotiateLanguage } from './negotiate';

/**
 * Browsers send one of a handful of Accept-Language values, and the tRPC handler asks on every
 * request: each value is negotiated once and kept (the map is emptied when it reaches the cap, so
 * a client sending a new header on every request costs a negotiation, never memory).
 */
const negotiated = new Map<string, Language>();
const HEADERS_KEPT = 200;

/**
 * The language an Accept-Language header prefers among ours: q-values order the ranges
 * (`en;q=0.1, es` is Spanish), `q=0` refuses one, a regional tag counts for its language (`es-DO` is
 * Spanish, `en-US` English), `*` is any (ties go to Spanish, first in SUPPORTED_LANGUAGES). No header,
 * or none of ours acceptable, is Spanish. The rule is `negotiateLanguage`, the one the app applies to
 * navigator.languages (negotiate.ts), so the server and the app give a visitor the same language.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
	if (!header) return negotiateLanguage([]);
	let language = negotiated.get(header);
	if (language === undefined) {
		language = negotiateLanguage(parseAcceptLanguage(header));
		if (negotiated.size >= HEADERS_KEPT) negotiated.clear();
		negotiated.set(header, language);
	}
	return language;
}

/** An RFC 9110 qvalue: 0 to 1, at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The ranges of an Accept-Language header in their order (`en-US;q=0.8` → `{ range: 'en-US', q: 0.8 }`).
 * A range without a weight weighs 1; a weight that is not a qvalue (`q=abc`, `q=2`) refuses its
 * range, as the header is broken there; an empty or spaced range is skipped.
 */
export function parseAcceptLanguage(header: string): LanguageRange[] {
	const ranges: LanguageRange[] = [];
	for (const part of header.split(',')) {
		const [tag = '', ...parameters] = part.split(';');
		const range = tag.trim();
		if (range === '' || /\s/.test(range)) continue;
		let q = 1;
		for (const parameter of parameters) {
			const equals = parameter.indexOf('=');
			if (equals < 0 || parameter.slice(0, equals).trim().toLowerCase() !== 'q') continue;
			const value = parameter.slice(equals + 1).trim();
			q = QVALUE.test(value) ? Number(value) : 0;
		}
		ranges.push({ range, q });
	}
	return ranges;
}
