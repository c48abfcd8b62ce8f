import { type ApiDeps, calendarFeedIcs, eventIcs } from '@edge/api';
import { languageFromAcceptLanguage } from '@edge/i18n/server';
import { type Context, Hono } from 'hono';
import { responseHeaders } from '../http/server-response';
import { errorResponse, restError } from './error-response';

/**
 * The Edge Calendar's .ics routes (docs/calendar.md "Add to calendar"): the subscribable feed of
 * every community event and one event as a file. Public: calendar apps fetch the feed without a
 * session. The text comes from the calendar's own service (calendar-ics.ts).
 */

const ICS_TYPE = 'text/calendar; charset=utf-8';
// Calendar apps poll a subscription; a few minutes of caching spares the database without hiding edits for long.
const FEED_HEADERS = responseHeaders({ 'content-type': ICS_TYPE, 'cache-control': 'public, max-age=300' });

function icsResponse(body: string, extra: Record<string, string> = {}): Response {
	return new Response(body, { status: 200, headers: { ...FEED_HEADERS, ...extra } });
}

export function calendarFeed(deps: ApiDeps) {
	const app = new Hono();
	const log = (error: unknown) => deps.logError(error, { via: 'rest' });
	const language = (c: Context) => languageFromAcceptLanguage(c.req.header('accept-language'));

	app.get('/calendar.ics', (c) => {
		try {
			const body = calendarFeedIcs(deps, language(c));
			return icsResponse(body, { 'content-disposition': 'inline; filename="edge-calendar.ics"' });
		} catch (error) {
			return restError(c, error, log);
		}
	});

	app.get('/calendar/events/:file', (c) => {
		const match = /^([1-9]\d{0,14})\.ics$/.exec(c.req.param('file'));
		if (!match) return errorResponse(c, 404, 'calendar.errors.eventNotFound');
		try {
			const { filename, body } = eventIcs(deps, Number(match[1]), language(c));
			return icsResponse(body, { 'content-disposition': `attachment; filename="${filename}"` });
		} catch (error) {
			return restError(c, error, log);
		}
	});

	return app;
}
