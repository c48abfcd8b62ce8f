import { AppError, HTTP_STATUS_BY_CODE, retryAfterSeconds } from '@edge/api';
import type { Language } from '@edge/i18n';
import { languageFromAcceptLanguage, serverT } from '@edge/i18n/server';
import type { Context } from 'hono';
import { jsonTextResponse } from './json-response';

/**
 * Bodies of errors without parameters, serialized once per language: a client without a session
 * must never cost more than one with (i18next's translator and JSON.stringify per 401 did).
 */
const bodies: Record<Language, Map<string, string>> = { es: new Map(), en: new Map() };

function errorBody(language: Language, key: string, params?: Record<string, string | number>): string {
	if (params && Object.keys(params).length > 0) return JSON.stringify({ error: serverT(language)(key, params) });
	let body = bodies[language].get(key);
	if (body === undefined) {
		body = JSON.stringify({ error: serverT(language)(key) });
		bodies[language].set(key, body);
	}
	return body;
}

/** `{ "error": "<text in the caller's language>" }` with the given status. */
export function errorResponse(
	c: Context,
	status: number,
	key: string,
	params?: Record<string, string | number>,
	extraHeaders?: Record<string, string>,
): Response {
	return jsonTextResponse(
		errorBody(languageFromAcceptLanguage(c.req.header('accept-language')), key, params),
		status,
		extraHeaders,
	);
}

/**
 * REST errors: an AppError answers its status and translated text (a refusal by a limit with its
 * Retry-After); anything else is logged as a 500.
 */
export function restError(c: Context, error: unknown, log: (error: unknown) => void): Response {
	if (error instanceof AppError) {
		const wait = retryAfterSeconds(error);
		return errorResponse(
			c,
			HTTP_STATUS_BY_CODE[error.code],
			error.messageKey,
			error.params,
			wait === null ? undefined : { 'retry-after': String(wait) },
		);
	}
	log(error);
	return errorResponse(c, 500, 'errors.generic');
}
