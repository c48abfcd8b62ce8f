import type { Auth } from '@edge/auth';
import { languageFromAcceptLanguage } from '@edge/i18n';
import { serverT } from '@edge/i18n/server';
import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies ride along on cross-site requests; bearer tokens never do. So a state-changing request
 * that authenticates by cookie alone must come from our own origin (the Origin header browsers send
 * on every POST); anything else is refused before it reaches a procedure.
 */
export function csrfGuard(auth: Auth, allowedOrigins: readonly string[]): MiddlewareHandler {
	return async (c, next) => {
		if (SAFE_METHODS.has(c.req.method)) return next();
		if (auth.readBearerToken(c.req.header('authorization'))) return next();
		if (!auth.readSessionCookie(c.req.header('cookie'))) return next();
		const origin = c.req.header('origin');
		const ownOrigin = new URL(c.req.url).origin;
		if (origin && (origin === ownOrigin || allowedOrigins.includes(origin))) return next();
		const t = serverT(languageFromAcceptLanguage(c.req.header('accept-language')));
		return c.json({ error: t('errors.csrf') }, 403);
	};
}
