import { PRIVATE_CACHE_CONTROL } from '@edge/api';
import type { Context } from 'hono';
import { responseHeaders } from '../http/server-response';

const JSON_TYPE = 'application/json; charset=UTF-8';
/**
 * Shared by every JSON answer without extra headers. Safe to share: @hono/node-server and Node read
 * a plain header object without changing it (EdgeServerResponse finds the security headers there).
 * Every REST JSON answer is about its caller (auth/me, a subscription) or an error: no cache keeps
 * one (docs/api.md "Caching"). The calendar's .ics feed is public and sets its own.
 */
const JSON_HEADERS = responseHeaders({ 'content-type': JSON_TYPE, 'cache-control': PRIVATE_CACHE_CONTROL });

/**
 * A JSON answer built as a plain-object response with the security headers already in it:
 * @hono/node-server writes it straight to the socket. (Hono's c.json/c.body with more than one
 * header, or c.header(), go through the fetch API's Headers, which costs about as much as the rest
 * of a small answer.) REST answers are small, so they are not compressed.
 */
export function jsonResponse(
	_c: Context,
	data: unknown,
	status = 200,
	extraHeaders?: Record<string, string>,
): Response {
	return jsonTextResponse(JSON.stringify(data), status, extraHeaders);
}

/** Same, for a body already serialized (cached error bodies). */
export function jsonTextResponse(body: string, status: number, extraHeaders?: Record<string, string>): Response {
	return new Response(body, {
		status,
		headers: extraHeaders ? { ...JSON_HEADERS, ...extraHeaders } : JSON_HEADERS,
	});
}
