import { type ApiDeps, AppError, getOwnSubscription, getPublicUser } from '@edge/api';
import { languageFromAcceptLanguage } from '@edge/i18n';
import { Hono } from 'hono';
import { resolveRequestSession } from '../http/request-session';
import { restError } from './error-response';

/**
 * The small REST facade the spec names (GET {api}/auth/me, GET {api}/payment/subscription/{id}).
 * It calls the same services as the tRPC procedures; docs/api.md documents it with curl examples.
 */
export function restV1(deps: ApiDeps) {
	const app = new Hono();
	const log = (error: unknown) => deps.logError(error, { via: 'rest' });

	const requireUser = async (headers: Headers) => {
		const session = await resolveRequestSession(deps.auth, deps.db, headers);
		if (!session.user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
		return { user: session.user, refreshedCookie: session.refreshedCookie };
	};

	app.get('/auth/me', async (c) => {
		try {
			const session = await requireUser(c.req.raw.headers);
			if (session.refreshedCookie) c.header('Set-Cookie', session.refreshedCookie);
			return c.json({ user: getPublicUser(deps, session.user.id) });
		} catch (error) {
			return restError(c, error, log);
		}
	});

	app.get('/payment/subscription/:subscriptionId', async (c) => {
		try {
			const session = await requireUser(c.req.raw.headers);
			const language = languageFromAcceptLanguage(c.req.header('accept-language'));
			return c.json(getOwnSubscription(deps, session.user.id, c.req.param('subscriptionId'), language));
		} catch (error) {
			return restError(c, error, log);
		}
	});

	app.notFound((c) => restError(c, new AppError('NOT_FOUND', 'errors.notFound'), log));
	return app;
}
