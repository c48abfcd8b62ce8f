import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { Logger } from '../log/logger';
import { silentLogger } from '../log/logger';
import type { Metrics } from '../metrics/metrics';
import { trackRequests } from './request-log';
import { EdgeServerResponse } from './server-response';

export interface HttpTimeouts {
	/** Time allowed to receive a request's headers. */
	headersMs: number;
	/** Time allowed to receive a whole request, headers and body; a body that never ends is cut. */
	requestMs: number;
}

type Fetch = (
	request: Request,
	env: { incoming: IncomingMessage; outgoing: ServerResponse },
) => Response | Promise<Response>;

/**
 * Node's HTTP server around the app: security headers on every response, the request log, and
 * time-outs of seconds (Node's defaults let a request whose body never finishes hold a connection
 * for five minutes, and check only every 30 s).
 */
export function createHttpServer(options: {
	fetch: Fetch;
	logger: Logger;
	timeouts: HttpTimeouts;
	/** Counts each request by route and status (/metrics); none in a server that keeps no metrics. */
	metrics?: Pick<Metrics, 'observeRequest'>;
}): Server {
	const { headersMs, requestMs } = options.timeouts;
	const track = trackRequests(options.logger === silentLogger ? null : options.logger, options.metrics ?? null);
	return createAdaptorServer({
		fetch: options.fetch as never,
		serverOptions: {
			ServerResponse: EdgeServerResponse as typeof ServerResponse,
			headersTimeout: headersMs,
			requestTimeout: requestMs,
			// How often Node looks for requests past those limits.
			connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(headersMs / 4))),
		},
		createServer: ((serverOptions: object, listener: (request: IncomingMessage, response: ServerResponse) => void) =>
			createServer(
				serverOptions,
				track
					? (request, response) => {
							track(request, response as EdgeServerResponse);
							listener(request, response);
						}
					: listener,
			)) as never,
	}) as Server;
}
