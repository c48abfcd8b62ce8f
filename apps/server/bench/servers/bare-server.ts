/**
 * The baseline: a bare Hono JSON route on @hono/node-server, nothing else. Started by the bench in
 * its own process with the same Node flags as ours; reports its port over IPC.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/bare', (c) => c.json({ ok: true }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
server.once('listening', () => {
	process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('disconnect', () => process.exit(0));
