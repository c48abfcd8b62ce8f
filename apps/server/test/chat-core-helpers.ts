import { randomUUID } from 'node:crypto';
import { EventSource } from 'eventsource';
import { bearer, type RegisteredUser, registerUser, type TrpcResponse, trpcMutation, trpcQuery } from './http-helpers';
import { freelancerInput } from './professional-helpers';
import type { TestServer } from './test-server';

/** A signed-up user with the chat procedures over real HTTP (bearer token; mutations one per request). */
export interface ChatUser extends RegisteredUser {
	id: string;
	query<T = unknown>(path: string, input?: unknown): Promise<TrpcResponse<T>>;
	mutate<T = unknown>(path: string, input?: unknown): Promise<TrpcResponse<T>>;
	/** chat.send with a fresh clientId unless one is given. */
	send<T = SentMessage>(otherUserId: string, body: string, clientId?: string): Promise<TrpcResponse<T>>;
}

export interface SentMessage {
	id: number;
	conversationId: number;
	senderId: string;
	clientId: string;
	body: string;
	chargedCents: number;
	createdAt: string;
}

export async function chatUser(server: TestServer, firstName: string): Promise<ChatUser> {
	const registered = await registerUser(server, { firstName, lastName: 'Prueba' });
	const auth = bearer(registered.token);
	const query = <T>(path: string, input?: unknown) => trpcQuery<T>(server.url, `chat.${path}`, input, auth);
	const mutate = <T>(path: string, input?: unknown) => trpcMutation<T>(server.url, `chat.${path}`, input, auth);
	return {
		...registered,
		id: registered.user.id,
		query,
		mutate,
		send: (otherUserId, body, clientId = randomUUID()) => mutate('send', { otherUserId, clientId, body }),
	};
}

/** A user who owns a freelancer profile, so customers can open conversations with them. */
export async function chatFreelancer(server: TestServer, firstName: string): Promise<ChatUser> {
	const user = await chatUser(server, firstName);
	const created = await trpcMutation(
		server.url,
		'professional.freelancer.create',
		freelancerInput({ title: `${firstName} Prueba` }),
		bearer(user.token),
	);
	if (created.status !== 200) throw new Error(`freelancer profile failed: ${JSON.stringify(created.error)}`);
	return user;
}

/** One event as the EventSource client received it: `id` is the SSE id ('' for untracked). */
export interface StreamEvent {
	id: string;
	type: string;
	payload: Record<string, unknown>;
}

/**
 * An EventSource on chat.events with the user's session cookie (as a browser sends it). Records
 * every data event; `next` waits for the first unconsumed event matching a predicate.
 */
export class ChatStream {
	readonly events: StreamEvent[] = [];
	readonly errors: unknown[] = [];
	private readonly source: EventSource;
	private readonly waiters = new Set<() => void>();

	constructor(server: TestServer, cookie: string, options: { lastEventId?: string; lastEventIdHeader?: string } = {}) {
		const input = options.lastEventId === undefined ? {} : { lastEventId: options.lastEventId };
		const url = `${server.url}/api/trpc/chat.events?input=${encodeURIComponent(JSON.stringify(input))}`;
		this.source = new EventSource(url, {
			fetch: (target, init) =>
				fetch(target, {
					...init,
					headers: {
						...init?.headers,
						cookie,
						...(options.lastEventIdHeader ? { 'last-event-id': options.lastEventIdHeader } : {}),
					},
				}),
		});
		this.source.addEventListener('message', (event) => {
			const data = JSON.parse(event.data) as { type: string; payload: Record<string, unknown> };
			this.events.push({ id: event.lastEventId, type: data.type, payload: data.payload });
			this.wakeAll();
		});
		this.source.addEventListener('serialized-error', (event) => {
			this.errors.push(JSON.parse((event as MessageEvent).data));
			this.wakeAll();
		});
	}

	private wakeAll() {
		for (const wake of this.waiters) wake();
	}

	/** Resolves when `predicate` holds for the recorded events (checked on every new event). */
	async until<T>(predicate: (stream: this) => T | undefined | false): Promise<T> {
		for (;;) {
			const result = predicate(this);
			if (result) return result;
			await new Promise<void>((resolve) => {
				const wake = () => {
					this.waiters.delete(wake);
					resolve();
				};
				this.waiters.add(wake);
			});
		}
	}

	/** The stream is subscribed and caught up (its 'ready' event arrived). */
	ready(): Promise<StreamEvent> {
		return this.until((stream) => stream.events.find((event) => event.type === 'ready'));
	}

	/** Waits until `count` events of `type` arrived and returns them. */
	async ofType(type: string, count: number): Promise<StreamEvent[]> {
		return this.until((stream) => {
			const found = stream.events.filter((event) => event.type === type);
			return found.length >= count ? found : undefined;
		});
	}

	/** The id of the last tracked event, as a browser's EventSource would resend it. */
	lastTrackedId(): string {
		return this.events.filter((event) => event.id !== '').at(-1)?.id ?? '';
	}

	close() {
		this.source.close();
	}
}

/** The stored message of a send that must succeed (a failed one fails the test with its error). */
export async function sent(send: Promise<{ data?: SentMessage; error?: unknown }>): Promise<SentMessage> {
	const response = await send;
	if (!response.data) throw new Error(`send failed: ${JSON.stringify(response.error)}`);
	return response.data;
}
