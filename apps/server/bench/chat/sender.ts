/**
 * The chat bench's sender: calls chat.send over HTTP (a bearer session per user, as a native client
 * would) on our server, or POST /send on the raw baseline, each body carrying the time it was sent.
 * Driven over IPC by ./chat-bench.ts; its own process, apart from the streams' load generator.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES_PER_MINUTE } from '@edge/db/chat-kinds';
import type { BenchUser } from './bench-users';
import { serve } from './child';
import { benchBody, wallNow } from './sse-frames';
import type { ServerKind } from './subscribers';

export type SenderRequest =
	| {
			type: 'setup';
			kind: ServerKind;
			url: string;
			users: BenchUser[];
			/** Per sender id, the server to send through instead of `url` (two processes: ./chat-redis-bench.ts). */
			via?: Record<string, string>;
	  }
	| { type: 'latency'; count: number }
	| { type: 'throughput'; seconds: number; concurrency: number };

export interface SendResult {
	sent: number;
	errors: number;
	firstError: string | null;
	startedAt: number;
	endedAt: number;
	/** Every sender used its share of the rate limit before the time was up. */
	exhausted: boolean;
}

/**
 * Messages one user sends in the whole run: the server allows MESSAGES_PER_MINUTE in any minute,
 * and the run of one server lasts about that long; a margin for the warm-up.
 */
const PER_SENDER = MESSAGES_PER_MINUTE - 2;

let setup: Extract<SenderRequest, { type: 'setup' }> | null = null;
const used = new Map<string, number>();
let cursor = 0;
let seq = 0;

/** The next user with some of their share left, round robin; null when everyone used it. */
function nextSender(): BenchUser | null {
	const list = setup?.users ?? [];
	for (let tries = 0; tries < list.length; tries++) {
		const user = list[cursor++ % list.length] as BenchUser;
		const count = used.get(user.id) ?? 0;
		if (count < PER_SENDER) {
			used.set(user.id, count + 1);
			return user;
		}
	}
	return null;
}

async function sendOne(user: BenchUser): Promise<string | null> {
	if (!setup) throw new Error('not set up');
	const body = benchBody(wallNow(), seq++);
	const response =
		setup.kind === 'ours'
			? await fetch(`${setup.via?.[user.id] ?? setup.url}/api/trpc/chat.send`, {
					method: 'POST',
					headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
					body: JSON.stringify({ otherUserId: user.partner, clientId: randomUUID(), body }),
				})
			: await fetch(`${setup.url}/send`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ from: user.id, to: user.partner, body }),
				});
	const text = await response.text();
	return response.status === 200 ? null : `HTTP ${response.status}: ${text.slice(0, 200)}`;
}

/** `loops` concurrent senders, each sending one message after the other until `more` says stop. */
async function drive(loops: number, more: (sent: number) => boolean): Promise<SendResult> {
	const result: SendResult = {
		sent: 0,
		errors: 0,
		firstError: null,
		startedAt: wallNow(),
		endedAt: 0,
		exhausted: false,
	};
	let started = 0;
	const loop = async () => {
		while (more(started)) {
			const user = nextSender();
			if (!user) {
				result.exhausted = true;
				return;
			}
			started++;
			const error = await sendOne(user);
			if (error === null) result.sent++;
			else {
				result.errors++;
				result.firstError ??= error;
			}
		}
	};
	await Promise.all(Array.from({ length: loops }, loop));
	result.endedAt = wallNow();
	return result;
}

async function handle(message: SenderRequest): Promise<unknown> {
	switch (message.type) {
		case 'setup':
			setup = message;
			return { ok: true };
		case 'latency':
			// One at a time: the time of a delivery, not of a queue.
			return drive(1, (started) => started < message.count);
		case 'throughput': {
			const end = wallNow() + message.seconds * 1000;
			return drive(message.concurrency, () => wallNow() < end);
		}
	}
}

serve(handle);
process.send?.({ started: true });
