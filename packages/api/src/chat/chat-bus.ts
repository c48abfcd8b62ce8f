import { EventEmitter } from 'node:events';

/** One event of a user's chat stream, as stored in `chat_events` (its id is the SSE event id). */
export interface ChatEvent {
	id: number;
	userId: string;
	type: string;
	payload: unknown;
}

/**
 * An event only streams open right now need (the typing hint): published without a row, so it has
 * no id, is never resumed and is sent untracked.
 */
export interface TransientChatEvent {
	id: null;
	userId: string;
	type: string;
	payload: unknown;
}

export type BusEvent = ChatEvent | TransientChatEvent;

/**
 * The type of a notice, not an event: a shared bus gives it (`{ id: null, type: BUS_GAP }`) to a
 * key's listeners when events of that key may have been lost, because Redis was away and is back
 * (apps/server/src/redis/redis-chat-bus.ts). A stream then reads what it missed from `chat_events`,
 * or tells its client to read again ('ready'); it never sends the notice on as it is. The
 * in-process bus loses nothing and never gives it.
 */
export const BUS_GAP = 'bus-gap';

/** True for the notice above. */
export const isBusGap = (event: BusEvent): boolean => event.id === null && event.type === BUS_GAP;

/**
 * Where stored chat events are published to the streams that are open. The seam between the chat
 * and how servers share events (docs/architecture.md): one process, in memory, by default; several
 * processes share Redis pub/sub behind the same interface (REDIS_URL, apps/server/src/redis).
 * Delivery is best-effort by design: a stream that misses an event gets it from `chat_events` when
 * it resumes from its last event id.
 */
export interface ChatBus {
	publish(event: BusEvent): void;
	/**
	 * Calls `listener` with every event published under `key` until the returned function is called.
	 * The key is an event's `userId`: a user's id for their chat stream, or a public channel such as
	 * the business wall's ('wall', wall-live.ts), which no user id can equal.
	 */
	subscribe(key: string, listener: (event: BusEvent) => void): () => void;
	/**
	 * Resolves once events published under `key` reach this process's listeners: at once in one
	 * process; a shared bus waits for its subscription (a Redis SUBSCRIBE answered), so a stream that
	 * reads stored events after it misses nothing published meanwhile. Absent means at once.
	 */
	subscribed?(key: string): Promise<void>;
	/**
	 * True when events of one key may arrive out of id order: several processes publish over their
	 * own connections, so an event committed first can arrive second. The chat stream then reads the
	 * rows it has not sent up to a live event's id before sending it (chat-stream.ts). Absent: in order.
	 */
	readonly mayReorder?: boolean;
}

export function createInProcessChatBus(): ChatBus {
	const emitter = new EventEmitter();
	// One listener per open stream: thousands are expected, not a leak.
	emitter.setMaxListeners(0);
	return {
		publish(event) {
			emitter.emit(event.userId, event);
		},
		subscribe(key, listener) {
			emitter.on(key, listener);
			return () => emitter.off(key, listener);
		},
	};
}
