import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { createHttpServer } from './src/http/node-server';
import { responseHeaders } from './src/http/server-response';
import { createJsonLogger, silentLogger } from './src/log/logger';

const v = process.argv[2] ?? '';
const app = new Hono();
const BODY = '{"status":"ok"}';
if (v.includes('sec'))
	app.get(
		'/x',
		() =>
			new Response(BODY, {
				status: 200,
				headers: responseHeaders({ 'content-type': 'application/json; charset=UTF-8' }),
			}),
	);
else
	app.get(
		'/x',
		() => new Response(BODY, { status: 200, headers: { 'content-type': 'application/json; charset=UTF-8' } }),
	);
const server = v.includes('edge')
	? createHttpServer({
			fetch: app.fetch as never,
			logger: v.includes('lognoop') ? () => {} : v.includes('log') ? createJsonLogger() : silentLogger,
			timeouts: { headersMs: 10000, requestMs: 30000 },
		})
	: createAdaptorServer({ fetch: app.fetch });
server.listen(4010, '127.0.0.1');
