import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@edge/i18n/languages';
import { languageFromAcceptLanguage } from '@edge/i18n/server';

/**
 * The language the server draws a page in (docs/ssr.md, "Which pages are drawn, in which language";
 * docs/decisions.md). The same order the browser's app follows when it starts (apps/web/src/lib/i18n.ts,
 * `visitorLanguage`), so the page the server draws is the page the app takes over, never the other
 * language first:
 *
 * 1. `?lang=es|en` in the address: a link shared or indexed in one language (the app reads it for
 *    as long as the tab keeps the app, and saves nothing: a link is not the visitor's choice);
 * 2. the `language` cookie: the choice the app keeps in localStorage under `language` (the spec's key),
 *    which the server cannot read, written beside it when the person picks a language (the switch);
 * 3. Accept-Language: the browser's languages, which the app reads as `navigator.languages`, both
 *    negotiated by @edge/i18n's one rule (negotiate.ts), so a page the app draws, /login say, is in
 *    the language the server would have drawn it in;
 * 4. Spanish, the spec's default.
 *
 * An unknown value at one step (`?lang=fr`, `language=de`) is no choice: the next step decides.
 */
export function drawLanguage(request: Request): Language {
	return languageOfRequest(request.url, request.headers.get('cookie'), request.headers.get('accept-language'));
}

/** The same from the request's parts: its target (a path and query, or a whole URL) and two headers. */
export function languageOfRequest(
	target: string,
	cookieHeader: string | null | undefined,
	acceptLanguage: string | null | undefined,
): Language {
	return languageInQuery(target) ?? languageInCookie(cookieHeader) ?? languageFromAcceptLanguage(acceptLanguage);
}

/** The name of the query parameter that picks a language (`/categories?lang=en`). */
export const LANGUAGE_QUERY_PARAM = 'lang';
/** The cookie the web app writes beside localStorage's `language` (the same name). */
export const LANGUAGE_COOKIE = LANGUAGE_STORAGE_KEY;

const QUERY_VALUE = new RegExp(`[?&]${LANGUAGE_QUERY_PARAM}=([^&#]*)`);
const COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * `?lang=` of the address, when it is one of ours. A regular expression, not `new URL`: `/` is the
 * most requested page and most visits carry no query at all. The first `lang` counts, as
 * URLSearchParams.get reads it.
 */
function languageInQuery(target: string): Language | null {
	const query = target.indexOf('?');
	if (query < 0) return null;
	const value = QUERY_VALUE.exec(target.slice(query, hashAt(target)))?.[1];
	return value !== undefined && isLanguage(value.toLowerCase()) ? (value.toLowerCase() as Language) : null;
}

function hashAt(target: string): number {
	const hash = target.indexOf('#');
	return hash < 0 ? target.length : hash;
}

/** The `language` cookie's value, when it is one of ours (quotes, as RFC 6265 allows, are taken off). */
function languageInCookie(cookieHeader: string | null | undefined): Language | null {
	if (!cookieHeader) return null;
	const value = COOKIE_VALUE.exec(cookieHeader)?.[1]
		?.trim()
		.replace(/^"(.*)"$/, '$1');
	return isLanguage(value) ? value : null;
}
