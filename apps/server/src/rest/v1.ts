import { type ApiDeps, AppError, getOwnSubscription, type SessionResolver, toPublicUser } from '@edge/api';
import { languageFromAcceptLanguage } from '@edge/i18n';
import { Hono } from 'hono';
import { restError } from './error-response';
import { jsonResponse } from './json-response';

/**
 * The small REST facade the spec names (GET {api}/auth/me, GET {api}/payment/subscription/{id}).
 * It calls the same services as the tRPC procedures; docs/api.md documents it with curl examples.
 */
export function restV1(deps: ApiDeps, resolveSession: SessionResolver) {
	const app = new Hono();
	const log = (error: unknown) => deps.logError(error, { via: 'rest' });

	const requireUser = (headers: Headers) => {
		const session = resolveSession(headers);
		if (!session.user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
		return { user: session.user, refreshedCookie: session.refreshedCookie };
	};

	app.get('/auth/me', (c) => {
		try {
			const session = requireUser(c.req.raw.headers);
			if (session.refreshedCookie) c.header('Set-Cookie', session.refreshedCookie);
			return jsonResponse(c, { user: toPublicUser(session.user, deps.appUrl) });
		} catch (error) {
			return restError(c, error, log);
		}
	});

	app.get('/payment/subscription/:subscriptionId', (c) => {
		try {
			const session = requireUser(c.req.raw.headers);
			const language = languageFromAcceptLanguage(c.req.header('accept-language'));
			return jsonResponse(c, getOwnSubscription(deps, session.user.id, c.req.param('subscriptionId'), language));
		} catch (error) {
			return restError(c, error, log);
		}
	});

	return app;
}
