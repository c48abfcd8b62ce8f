/**
 * The chat bench's load generator: holds one SSE stream per user (node:http, one socket each, all
 * in this process) on our chat.events or on the raw baseline, and records each message's delivery
 * latency at its recipient (arrival minus the time the sender put in its body). Driven over IPC
 * by ./chat-bench.ts.
 */
import { type ClientRequest, get } from 'node:http';
import type { BenchUser } from './bench-users';
import { serve } from './child';
import { deliveredTo, SseFrames, wallNow } from './sse-frames';

export type ServerKind = 'ours' | 'raw';

export type SubscribersRequest =
	| { type: 'open'; kind: ServerKind; url: string; users: BenchUser[] }
	| { type: 'reset' }
	| { type: 'await'; count: number; timeoutMs: number }
	| { type: 'close' };

export interface Deliveries {
	delivered: number;
	latenciesMs: number[];
	/** Wall time of the last delivery (0 for none). */
	lastArrival: number;
}

/** Streams opened at once: a burst of 1,000 connects would time the listen backlog, not the streams. */
const OPEN_BATCH = 50;

const requests: ClientRequest[] = [];
let deliveries: Deliveries = { delivered: 0, latenciesMs: [], lastArrival: 0 };
let waiter: { count: number; resolve: () => void } | null = null;

function streamUrl(kind: ServerKind, url: string, user: BenchUser): string {
	return kind === 'ours'
		? `${url}/api/trpc/chat.events?input=${encodeURIComponent('{}')}`
		: `${url}/events?user=${encodeURIComponent(user.id)}`;
}

/** Opens one stream and resolves on its first event ('ready' on both servers). */
function open(kind: ServerKind, url: string, user: BenchUser): Promise<void> {
	return new Promise((resolve, reject) => {
		const request = get(
			streamUrl(kind, url, user),
			{ agent: false, headers: { accept: 'text/event-stream', cookie: `edge_session=${user.token}` } },
			(response) => {
				if (response.statusCode !== 200) {
					reject(new Error(`stream of ${user.id}: HTTP ${response.statusCode}`));
					response.resume();
					return;
				}
				response.setEncoding('utf8');
				const frames = new SseFrames();
				let ready = false;
				response.on('data', (chunk: string) => {
					const now = wallNow();
					for (const data of frames.push(chunk)) {
						if (!ready) {
							ready = true;
							resolve();
						}
						const body = deliveredTo(user.id, data);
						if (!body) continue;
						deliveries.delivered++;
						deliveries.latenciesMs.push(now - body.sentAt);
						deliveries.lastArrival = now;
					}
					if (waiter && deliveries.delivered >= waiter.count) waiter.resolve();
				});
				response.on('error', () => {});
			},
		);
		request.on('error', (error) => reject(error));
		requests.push(request);
	});
}

async function handle(message: SubscribersRequest): Promise<unknown> {
	switch (message.type) {
		case 'open': {
			for (let start = 0; start < message.users.length; start += OPEN_BATCH) {
				await Promise.all(
					message.users.slice(start, start + OPEN_BATCH).map((user) => open(message.kind, message.url, user)),
				);
			}
			return { opened: message.users.length };
		}
		case 'reset':
			deliveries = { delivered: 0, latenciesMs: [], lastArrival: 0 };
			return { ok: true };
		case 'await': {
			if (deliveries.delivered < message.count) {
				await new Promise<void>((resolve) => {
					const timer = setTimeout(resolve, message.timeoutMs);
					waiter = {
						count: message.count,
						resolve: () => {
							clearTimeout(timer);
							resolve();
						},
					};
				});
				waiter = null;
			}
			return deliveries;
		}
		case 'close':
			for (const request of requests.splice(0)) request.destroy();
			return { ok: true };
	}
}

serve(handle);
process.send?.({ started: true });
