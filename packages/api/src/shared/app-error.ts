import type { SessionEndSignal } from '@edge/db/session-kinds';

/**
 * The one error type services throw. `messageKey` is an i18n key (packages/i18n), never an English
 * sentence, so tRPC and REST can both answer in the caller's language.
 */
export type AppErrorCode =
	| 'BAD_REQUEST'
	| 'UNAUTHORIZED'
	| 'FORBIDDEN'
	| 'NOT_FOUND'
	| 'CONFLICT'
	| 'PAYLOAD_TOO_LARGE'
	| 'TOO_MANY_REQUESTS'
	| 'INTERNAL_SERVER_ERROR'
	/** A service the request needs (PayPal) failed or did not answer; retrying may work. */
	| 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
	constructor(
		readonly code: AppErrorCode,
		readonly messageKey: string,
		readonly params: Record<string, string | number> = {},
		/** Field-level errors (field name -> i18n keys), for forms that show them under inputs. */
		readonly fieldErrors: Record<string, string[]> = {},
	) {
		super(messageKey);
		this.name = 'AppError';
	}
}

/**
 * A request or a live stream refused because the session it ran under has ended: UNAUTHORIZED, with
 * why in the error's data (`sessionEnded`), where a stream's client can read it.
 */
export class SessionEndedError extends AppError {
	constructor(readonly reason: SessionEndSignal) {
		super('UNAUTHORIZED', 'errors.unauthorized');
		this.name = 'SessionEndedError';
	}
}

export const HTTP_STATUS_BY_CODE: Record<AppErrorCode, number> = {
	BAD_REQUEST: 400,
	UNAUTHORIZED: 401,
	FORBIDDEN: 403,
	NOT_FOUND: 404,
	CONFLICT: 409,
	PAYLOAD_TOO_LARGE: 413,
	TOO_MANY_REQUESTS: 429,
	INTERNAL_SERVER_ERROR: 500,
	SERVICE_UNAVAILABLE: 503,
};
