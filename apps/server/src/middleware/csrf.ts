import type { Auth } from '@edge/auth';
import type { MiddlewareHandler } from 'hono';
import { errorResponse } from '../rest/error-response';

/**
 * Cookies ride along on cross-site requests; bearer tokens never do. So a state-changing request
 * that authenticates by cookie alone must come from one of our origins (the Origin header browsers
 * send on every POST); anything else is refused before it reaches a procedure. Our origins come from
 * the settings (APP_URL), never from the request's Host header, which the client controls.
 * Mounted for mutating methods only: reads are never guarded.
 */
export function csrfGuard(auth: Auth, allowedOrigins: readonly string[]): MiddlewareHandler {
	const allowed = new Set(allowedOrigins);
	return async (c, next) => {
		if (auth.readBearerToken(c.req.header('authorization'))) return next();
		if (!auth.readSessionCookie(c.req.header('cookie'))) return next();
		const origin = c.req.header('origin');
		if (origin && allowed.has(origin)) return next();
		return errorResponse(c, 403, 'errors.csrf');
	};
}
