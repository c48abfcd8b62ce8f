import { AppError, HTTP_STATUS_BY_CODE } from '@edge/api';
import { languageFromAcceptLanguage } from '@edge/i18n';
import { serverT } from '@edge/i18n/server';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonResponse } from './json-response';

/** REST errors answer `{ "error": "<text in the caller's language>" }` with the matching status. */
export function restError(c: Context, error: unknown, log: (error: unknown) => void) {
	const t = serverT(languageFromAcceptLanguage(c.req.header('accept-language')));
	if (error instanceof AppError) {
		return c.json(
			{ error: t(error.messageKey, error.params) },
			HTTP_STATUS_BY_CODE[error.code] as ContentfulStatusCode,
		);
	}
	log(error);
	return jsonResponse(c, { error: t('errors.generic') }, 500);
}
