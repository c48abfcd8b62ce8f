/**
 * The chat bench's baseline: a tiny node:http server that keeps Server-Sent Events responses open
 * and writes a chat 'message' event, shaped like the real stream's, to the recipient when a POST
 * arrives. No database, no auth, no framework: what holding and writing 1,000 streams costs Node
 * itself. Started in its own process with the same Node flags as ours; reports its port over IPC.
 *
 *   GET  /events?user=ID              the stream of user ID ('ready' first, as ours sends)
 *   POST /send {from, to, body}       one message to `to`'s streams; answers the message as JSON
 */
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const streams = new Map<string, Set<ServerResponse>>();
let nextId = 1;

function write(response: ServerResponse, id: number, data: unknown) {
	response.write(`id: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
}

const server = createServer((request, response) => {
	const url = new URL(request.url ?? '/', 'http://localhost');
	if (request.method === 'GET' && url.pathname === '/events') {
		const user = url.searchParams.get('user') ?? '';
		response.writeHead(200, {
			'content-type': 'text/event-stream',
			'cache-control': 'no-cache',
			connection: 'keep-alive',
		});
		const own = streams.get(user) ?? new Set();
		streams.set(user, own);
		own.add(response);
		write(response, nextId, { type: 'ready', payload: { resumed: false } });
		request.once('close', () => own.delete(response));
		return;
	}
	if (request.method === 'POST' && url.pathname === '/send') {
		let text = '';
		request.setEncoding('utf8');
		request.on('data', (chunk: string) => {
			text += chunk;
		});
		request.on('end', () => {
			const input = JSON.parse(text) as { from: string; to: string; body: string };
			const id = nextId++;
			const message = {
				id,
				conversationId: 1,
				senderId: input.from,
				clientId: randomUUID(),
				kind: 'text',
				body: input.body,
				offerId: null,
				chargedCents: 0,
				createdAt: new Date().toISOString(),
			};
			for (const stream of streams.get(input.to) ?? [])
				write(stream, id, { type: 'message', payload: { conversationId: 1, message } });
			response.writeHead(200, { 'content-type': 'application/json' });
			response.end(JSON.stringify({ result: { data: message } }));
		});
		return;
	}
	response.writeHead(404).end();
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
	process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('disconnect', () => {
	server.closeAllConnections();
	server.close(() => process.exit(0));
});
