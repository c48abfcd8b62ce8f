import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { Logger, RequestFields } from '../log/logger';
import type { Metrics } from '../metrics/metrics';
import type { EdgeServerResponse } from './server-response';

/** The response with what the log line says of its request besides the request itself. */
export interface TrackedResponse extends EdgeServerResponse {
	/** Unique within this process's run: the start time in base 36, then a count. */
	requestId?: string;
	/** The signed-in user's id, once a handler has resolved the session (noteUser). */
	userId?: string;
}

const REQUEST_TIMEOUT = 'ERR_HTTP_REQUEST_TIMEOUT';
const ID_PREFIX = `${Date.now().toString(36)}-`;
let requestCount = 0;

/**
 * One log line and one metrics observation per request, made when the response is closed: after
 * it has really left, so the duration covers streamed bodies and server-sent events too, or when
 * the client went away first. One listener per request and no closure (this file runs for every
 * request). Null when neither is wanted.
 */
export function trackRequests(log: Logger | null, metrics: Pick<Metrics, 'observeRequest'> | null) {
	if (!log && !metrics) return null;
	function onClose(this: TrackedResponse) {
		const aborted = !this.writableFinished;
		// Node destroys the socket with this error when it cut a request past REQUEST_TIMEOUT_MS.
		const timedOut = aborted && (this.req.socket as { errored?: { code?: string } }).errored?.code === REQUEST_TIMEOUT;
		const url = this.req.url ?? '/';
		const query = url.indexOf('?');
		// Without the query string: reset links and search terms stay out of the logs.
		const path = query === -1 ? url : url.slice(0, query);
		// 499 (as nginx logs it) when the client left before any answer was sent.
		const status = timedOut ? 408 : this.headersSent ? this.statusCode : 499;
		const elapsed = performance.now() - this.startedAt;
		const method = this.req.method ?? 'GET';
		metrics?.observeRequest(method, path, status, elapsed / 1000);
		if (!log) return;
		const level = !aborted && this.statusCode >= 500 ? 'error' : 'info';
		const msg = timedOut ? 'request timed out' : aborted ? 'request aborted by the client' : 'request';
		const fields: RequestFields = { method, path, status, ms: Math.round(elapsed * 10) / 10, reqId: this.requestId };
		if (this.userId !== undefined) fields.userId = this.userId;
		if (log.request) log.request(level, msg, fields);
		else log({ level, msg, ...fields });
	}
	return (_request: IncomingMessage, response: TrackedResponse) => {
		requestCount += 1;
		response.requestId = ID_PREFIX + requestCount.toString(36);
		response.on('close', onClose);
	};
}

/**
 * Notes who made the request, for its log line; returns the session unchanged, so a handler writes
 * `noteUser(c, resolveSession(...))`. Outside the Node server (app.request() in tests) it does nothing.
 */
export function noteUser<S extends { user: { id: string } | null }>(c: Context, session: S): S {
	const outgoing = (c.env as { outgoing?: TrackedResponse } | undefined)?.outgoing;
	if (outgoing && session.user) outgoing.userId = session.user.id;
	return session;
}

/** The id of the request being answered, for lines logged while answering it. */
export function requestIdOf(c: Context): string | undefined {
	return (c.env as { outgoing?: TrackedResponse } | undefined)?.outgoing?.requestId;
}
