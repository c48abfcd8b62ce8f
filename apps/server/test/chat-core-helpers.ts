import { randomUUID } from 'node:crypto';
import { EventSource } from 'eventsource';
import { bearer, type RegisteredUser, registerUser, type TrpcResponse } from './http-helpers';
import { freelancerInput } from './professional-helpers';
import type { TestServer } from './test-server';
import { type ApiClient, apiClient, call, ok, type RouterOutputs } from './typed-client';

/** A signed-up user and the typed client that calls as them (bearer token; typed-client.ts). */
export interface ChatUser extends RegisteredUser {
	id: string;
	api: ApiClient;
	/** chat.send with a fresh clientId unless one is given. */
	send(otherUserId: string, body: string, clientId?: string): Promise<TrpcResponse<SentMessage>>;
}

export type SentMessage = RouterOutputs['chat']['send'];

export async function chatUser(server: TestServer, firstName: string): Promise<ChatUser> {
	const registered = await registerUser(server, { firstName, lastName: 'Prueba' });
	const api = apiClient(server.url, bearer(registered.token));
	return {
		...registered,
		id: registered.user.id,
		api,
		send: (otherUserId, body, clientId = randomUUID()) =>
			call(() => api.chat.send.mutate({ otherUserId, clientId, body })),
	};
}

/** A user who owns a freelancer profile, so customers can open conversations with them. */
export async function chatFreelancer(server: TestServer, firstName: string): Promise<ChatUser> {
	const user = await chatUser(server, firstName);
	await ok(() => user.api.professional.freelancer.create.mutate(freelancerInput({ title: `${firstName} Prueba` })));
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
