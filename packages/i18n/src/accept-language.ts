import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, isLanguage, type Language, SUPPORTED_LANGUAGES } from './languages';

/**
 * Browsers send one of a handful of Accept-Language values, and the tRPC handler asks on every
 * request: each value is negotiated once and kept (the map is emptied when it reaches the cap, so
 * a client sending a new header on every request costs a negotiation, never memory).
 */
const negotiated = new Map<string, Language>();
const HEADERS_KEPT = 200;

/**
 * The language an Accept-Language header prefers among ours, by RFC 9110 rules through negotiator:
 * q-values order the ranges (`en;q=0.1, es` is Spanish), `q=0` refuses one, a regional tag counts
 * for its language (`es-DO` is Spanish, `en-US` English), `*` is any (ties go to Spanish, first in
 * SUPPORTED_LANGUAGES). No header, or none of ours acceptable, is Spanish.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
	if (!header) return DEFAULT_LANGUAGE;
	let language = negotiated.get(header);
	if (language === undefined) {
		const preferred = new Negotiator({ headers: { 'accept-language': header } }).language(SUPPORTED_LANGUAGES);
		language = isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
		if (negotiated.size >= HEADERS_KEPT) negotiated.clear();
		negotiated.set(header, language);
	}
	return language;
}
