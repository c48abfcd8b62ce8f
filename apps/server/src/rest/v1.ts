import { type ApiDeps, getOwnSubscription, type SessionResolver, toPublicUser } from '@edge/api';
import { languageFromAcceptLanguage } from '@edge/i18n';
import { type Context, Hono } from 'hono';
import { errorResponse, restError } from './error-response';
import { jsonResponse } from './json-response';

/**
 * The small REST facade the spec names (GET {api}/auth/me, GET {api}/payment/subscription/{id}).
 * It calls the same services as the tRPC procedures; docs/api.md documents it with curl examples.
 */
export function restV1(deps: ApiDeps, resolveSession: SessionResolver) {
	const app = new Hono();
	const log = (error: unknown) => deps.logError(error, { via: 'rest' });
	// node-server's request headers are looked up lazily from Node's own parsed object: cheap.
	const sessionOf = (c: Context) => resolveSession(c.req.raw.headers);
	const unauthorized = (c: Context) => errorResponse(c, 401, 'errors.unauthorized');

	app.get('/auth/me', (c) => {
		const session = sessionOf(c);
		if (!session.user) return unauthorized(c);
		return jsonResponse(
			c,
			{ user: toPublicUser(session.user, deps.appUrl) },
			200,
			session.refreshedCookie ? { 'set-cookie': session.refreshedCookie } : undefined,
		);
	});

	app.get('/payment/subscription/:subscriptionId', (c) => {
		const session = sessionOf(c);
		if (!session.user) return unauthorized(c);
		try {
			const language = languageFromAcceptLanguage(c.req.header('accept-language'));
			return jsonResponse(
				c,
				getOwnSubscription(deps, session.user.id, c.req.param('subscriptionId'), language),
				200,
				session.refreshedCookie ? { 'set-cookie': session.refreshedCookie } : undefined,
			);
		} catch (error) {
			return restError(c, error, log);
		}
	});

	return app;
}
