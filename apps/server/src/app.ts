import { type ApiDeps, createSessionResolver } from '@edge/api';
import { Hono } from 'hono';
import { requestIdOf } from './http/request-log';
import { pageSecurityHeaders } from './http/server-response';
import { TRPC_ENDPOINT, trpcHandler } from './http/trpc-handler';
import type { Logger } from './log/logger';
import type { Metrics } from './metrics/metrics';
import { METRICS_PATH, metricsHandler } from './metrics/metrics-route';
import { apiBodyLimit } from './middleware/api-body-limit';
import { compression } from './middleware/compression';
import { csrfGuard } from './middleware/csrf';
import { errorResponse } from './rest/error-response';
import { jsonTextResponse } from './rest/json-response';
import { paypalWebhookHandler } from './rest/paypal-webhook';
import { type Readiness, readyHandler } from './rest/ready';
import { UPLOADS_PATH, uploadHandler } from './rest/uploads';
import { restV1 } from './rest/v1';
import { createProfileHead } from './ssr/profile-head';
import { publicDataVersion } from './ssr/public-data-version';
import { mountSpa } from './static/spa';
import { uploadedFiles } from './static/uploaded-files';

export interface AppDeps extends ApiDeps {
	logger: Logger;
	trustProxy: boolean;
	/** Built SPA folder (apps/web/dist). */
	webDist: string;
	/** Origins that may post with a session cookie: the app's own (from APP_URL) and Vite's in development. */
	allowedOrigins: readonly string[];
	/** The server's Prometheus metrics, served at /metrics (metrics/metrics-route.ts); none: no route. */
	metrics?: Metrics;
	/** Bearer token that opens /metrics beyond loopback (METRICS_TOKEN). */
	metricsToken?: string | null;
	/** What GET /api/ready judges besides the database (rest/ready.ts). */
	readiness: Readiness;
}

/** Largest JSON body the API reads (uploads have their own route and limit). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

const HEALTHY = JSON.stringify({ status: 'ok' });

/**
 * The whole HTTP surface; `npm start` and every integration test build it through here. The
 * security headers, the request log and the time-outs belong to the Node server around it
 * (http/node-server.ts).
 *
 * Middleware is mounted on the paths that need it, never on '*': a route that only one handler
 * matches skips Hono's middleware chain, which keeps health checks, GET /api/v1/auth/me and the page
 * itself on the fast path (docs/bench.md).
 */
export function createApp(deps: AppDeps) {
	const app = new Hono();
	const resolveSession = createSessionResolver(deps.auth, deps.db, deps.invalidation);
	const publicData = publicDataVersion(deps.db.$client, deps.invalidation);
	const mutating = ['POST', 'PUT', 'PATCH', 'DELETE'];
	// Only state-changing methods can be forged; reads never reach the guard.
	app.on(mutating, '/api/*', csrfGuard(deps.auth, deps.allowedOrigins));
	// API bodies are small JSON documents; anything larger is refused before it is read whole.
	const limitBody = apiBodyLimit(API_BODY_LIMIT_BYTES, (c) =>
		// The rest of the body is never read, so this connection cannot carry another request.
		errorResponse(c, 413, 'errors.payloadTooLarge', undefined, { connection: 'close' }),
	);
	// Uploads are larger than JSON bodies and are limited by their own handler.
	app.on(mutating, '/api/*', (c, next) => (c.req.path === UPLOADS_PATH ? next() : limitBody(c, next)));
	// A public change made here reaches the kept drawn pages of every process (docs/scaling.md).
	app.on(mutating, '/api/*', async (_c, next) => {
		await next();
		publicData.noticeWrites();
	});
	// Query answers can be large (batches, lists); Hono's compress leaves event streams alone.
	// Mutations answer small bodies, and tRPC gives no Content-Length for compress to skip them by:
	// gzipping each cost a tenth of a chat send (docs/bench.md, "Chat").
	app.get(`${TRPC_ENDPOINT}/*`, compression());

	// Liveness: the process answers (and its database connection with it). Readiness, whether it
	// should be sent traffic, is /api/ready (docs/api.md "Health and readiness").
	const healthCheck = deps.db.$client.prepare('select 1');
	app.get('/api/health', () => {
		healthCheck.get();
		return jsonTextResponse(HEALTHY, 200);
	});
	app.get('/api/ready', readyHandler(deps.db, deps.readiness));
	app.all(`${TRPC_ENDPOINT}/*`, trpcHandler(deps, resolveSession, { trustProxy: deps.trustProxy }));
	app.route('/api/v1', restV1(deps, resolveSession));
	app.post('/api/paypal/webhook', paypalWebhookHandler(deps, deps.metrics));
	if (deps.metrics) app.get(METRICS_PATH, metricsHandler(deps.metrics, deps.metricsToken ?? null));
	app.post(UPLOADS_PATH, uploadHandler(deps, resolveSession));

	app.get('/uploads/*', uploadedFiles(deps.uploadsDir));
	const { spaFallback, stop: stopDrawing } = mountSpa(
		app,
		deps.webDist,
		pageSecurityHeaders(deps.paypal?.checkout?.sdkUrl ?? null, deps.maps.tileUrl),
		createProfileHead(deps.db, deps.appUrl),
		{
			dataVersion: publicData.version,
			onError: (error) => deps.logger({ level: 'error', msg: 'first view render failed', error: stackOf(error) }),
		},
	);

	app.notFound((c) => (c.req.path.startsWith('/api/') ? errorResponse(c, 404, 'errors.notFound') : spaFallback(c)));
	app.onError((error, c) => {
		// A client that hangs up while its body is being read is not a server error.
		if (c.req.raw.signal.aborted) {
			deps.logger({ level: 'info', msg: 'request aborted by the client', method: c.req.method, path: c.req.path });
			return new Response(null, { status: 499 });
		}
		deps.logger({ level: 'error', msg: 'unhandled', error: stackOf(error), path: c.req.path, reqId: requestIdOf(c) });
		return errorResponse(c, 500, 'errors.generic');
	});
	// The worker thread that draws pages stops with the server (server.ts close()).
	return Object.assign(app, { stopDrawing });
}

/** An error as its stack (message included) when it has one: where it was thrown is what a fix needs. */
const stackOf = (error: unknown) => (error instanceof Error && error.stack ? error.stack : String(error));
