import type { IncomingMessage } from 'node:http';
import type { Logger } from '../log/logger';
import type { EdgeServerResponse } from './server-response';

/**
 * One log line per request, written when the response is closed: after it has really left, so the
 * duration covers streamed bodies and server-sent events too, or when the client went away first.
 * One listener per request and no closure (this file runs for every request).
 */
const REQUEST_TIMEOUT = 'ERR_HTTP_REQUEST_TIMEOUT';

export function logRequests(log: Logger) {
	function onClose(this: EdgeServerResponse) {
		const aborted = !this.writableFinished;
		// Node destroys the socket with this error when it cut a request past REQUEST_TIMEOUT_MS.
		const timedOut = aborted && (this.req.socket as { errored?: { code?: string } }).errored?.code === REQUEST_TIMEOUT;
		const url = this.req.url ?? '/';
		const query = url.indexOf('?');
		log({
			level: !aborted && this.statusCode >= 500 ? 'error' : 'info',
			msg: timedOut ? 'request timed out' : aborted ? 'request aborted by the client' : 'request',
			method: this.req.method,
			// Without the query string: reset links and search terms stay out of the logs.
			path: query === -1 ? url : url.slice(0, query),
			// 499 (as nginx logs it) when the client left before any answer was sent.
			status: timedOut ? 408 : this.headersSent ? this.statusCode : 499,
			ms: Math.round((performance.now() - this.startedAt) * 10) / 10,
		});
	}
	return (_request: IncomingMessage, response: EdgeServerResponse) => {
		response.on('close', onClose);
	};
}
