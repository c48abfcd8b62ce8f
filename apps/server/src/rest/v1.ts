import { type ApiDeps, getOwnSubscription, type RequestSession, type SessionResolver, toPublicUser } from '@edge/api';
import type { UserRow } from '@edge/db';
import { languageFromAcceptLanguage } from '@edge/i18n/server';
import { type Context, Hono } from 'hono';
import { noteUser } from '../http/request-log';
import { sessionHeaders } from '../http/session-headers';
import { calendarFeed } from './calendar-feed';
import { errorResponse, restError } from './error-response';
import { jsonResponse, jsonTextResponse } from './json-response';

/**
 * The small REST facade the spec names (GET {api}/auth/me, GET {api}/payment/subscription/{id}).
 * It calls the same services as the tRPC procedures; docs/api.md documents it with curl examples.
 */
export function restV1(deps: ApiDeps, resolveSession: SessionResolver) {
	const app = new Hono();
	const log = (error: unknown) => deps.logError(error, { via: 'rest' });
	// node-server's request headers are looked up lazily from Node's own parsed object: cheap.
	const sessionOf = (c: Context) => noteUser(c, resolveSession(c.req.raw.headers));
	// A session that ended is told why (Edge-Session-Ended) and its cookie blanked: sessionHeaders.
	const unauthorized = (c: Context, session: RequestSession) =>
		errorResponse(c, 401, 'errors.unauthorized', undefined, sessionHeaders(session));

	// The answer for a user row, kept as long as the row itself: the session resolver hands out the
	// same row object until the database changes, then a new one.
	const meBodies = new WeakMap<UserRow, string>();
	app.get('/auth/me', (c) => {
		const session = sessionOf(c);
		if (!session.user) return unauthorized(c, session);
		let body = meBodies.get(session.user);
		if (body === undefined) {
			body = JSON.stringify({ user: toPublicUser(session.user, deps.appUrl) });
			meBodies.set(session.user, body);
		}
		return jsonTextResponse(body, 200, sessionHeaders(session));
	});

	app.get('/payment/subscription/:subscriptionId', (c) => {
		const session = sessionOf(c);
		if (!session.user) return unauthorized(c, session);
		try {
			const language = languageFromAcceptLanguage(c.req.header('accept-language'));
			return jsonResponse(
				c,
				getOwnSubscription(deps, session.user.id, c.req.param('subscriptionId'), language),
				200,
				sessionHeaders(session),
			);
		} catch (error) {
			return restError(c, error, log);
		}
	});

	app.route('/', calendarFeed(deps));

	return app;
}
