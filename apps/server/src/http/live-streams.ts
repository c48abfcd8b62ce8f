import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface LiveStreams {
	/** Streams open right now. */
	readonly open: number;
	/**
	 * Ends every open stream, and from now on every new one as it arrives (a kept-alive connection
	 * can still bring one while the server drains).
	 */
	endAll(): void;
}

/** An EventSource (tRPC's subscriptions: chat, wall, reviews…) always asks for text/event-stream. */
const asksForEventStream = (request: IncomingMessage) => request.headers.accept?.includes('text/event-stream') === true;

/**
 * The live streams (SSE) the server holds, so a stop can end them at once instead of waiting for
 * them: a stream never finishes by itself, and the browsers on it should reconnect to a server that
 * stays. Ending means destroying the response: @hono/node-server then treats it as a client that
 * left (the subscription's signal aborts, its stream slots are given back), and the browser's
 * EventSource reconnects by itself after a dropped connection, as it does after a network change.
 * (A clean end of the body would leave the subscription running until the process exits, and tRPC's
 * 'return' event would tell the browser not to reconnect.)
 */
export function trackLiveStreams(server: Server): LiveStreams {
	const streams = new Set<ServerResponse>();
	let ending = false;
	server.on('request', (request: IncomingMessage, response: ServerResponse) => {
		if (!asksForEventStream(request)) return;
		if (ending) {
			response.destroy();
			return;
		}
		streams.add(response);
		response.once('close', () => streams.delete(response));
	});
	return {
		get open() {
			return streams.size;
		},
		endAll() {
			ending = true;
			for (const response of streams) response.destroy();
			streams.clear();
		},
	};
}
