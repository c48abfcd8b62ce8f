import { relative } from 'node:path';
import { type ApiDeps, AppError, createSessionResolver } from '@edge/api';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { mountSpa } from './http/spa';
import { TRPC_ENDPOINT, trpcHandler } from './http/trpc-handler';
import { compression } from './middleware/compression';
import { csrfGuard } from './middleware/csrf';
import { type Logger, requestLog, silentLogger } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { restError } from './rest/error-response';
import { jsonResponse } from './rest/json-response';
import { restV1 } from './rest/v1';

export interface AppDeps extends ApiDeps {
	logger: Logger;
	trustProxy: boolean;
	/** Built SPA folder (apps/web/dist). */
	webDist: string;
	uploadsDir: string;
	/** Origins besides the server's own that may post with a session cookie (the Vite dev server). */
	allowedOrigins: readonly string[];
}

/** Largest JSON body the API reads (uploads have their own route and limit). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole HTTP surface; `npm start` and every integration test build it through here. */
export function createApp(deps: AppDeps) {
	const app = new Hono();
	const resolveSession = createSessionResolver(deps.auth, deps.db);
	if (deps.logger !== silentLogger) app.use('*', requestLog(deps.logger));
	app.use('*', securityHeaders());
	app.use('*', compression());
	// Only state-changing methods can be forged; reads skip the guard entirely.
	app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', csrfGuard(deps.auth, deps.allowedOrigins));
	// API bodies are small JSON documents; anything larger is refused before it is read whole.
	app.on(
		['POST', 'PUT', 'PATCH'],
		'/api/*',
		bodyLimit({
			maxSize: API_BODY_LIMIT_BYTES,
			onError: (c) => {
				// The rest of the body is never read, so this connection cannot carry another request.
				c.header('Connection', 'close');
				return restError(c, new AppError('PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge'), () => undefined);
			},
		}),
	);

	app.get('/api/health', (c) => {
		deps.db.$client.prepare('select 1').get();
		return jsonResponse(c, { status: 'ok' });
	});
	app.all(`${TRPC_ENDPOINT}/*`, trpcHandler(deps, resolveSession, { trustProxy: deps.trustProxy }));
	app.route('/api/v1', restV1(deps, resolveSession));
	app.all('/api/*', (c) => restError(c, new AppError('NOT_FOUND', 'errors.notFound'), () => undefined));

	app.use(
		'/uploads/*',
		serveStatic({
			root: relative(process.cwd(), deps.uploadsDir) || '.',
			rewriteRequestPath: (path) => path.replace(/^\/uploads/, ''),
			onFound: (_path, c) => {
				c.header('X-Content-Type-Options', 'nosniff');
				c.header('Cache-Control', 'public, max-age=86400');
			},
		}),
	);
	mountSpa(app, deps.webDist);

	app.onError((error, c) => {
		deps.logger({ level: 'error', msg: 'unhandled', error: String(error), path: c.req.path });
		return c.json({ error: 'Internal error' }, 500);
	});
	return app;
}
