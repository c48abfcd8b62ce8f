import type { BusEvent, ChatBus } from '@edge/api';
import type { RedisConnections } from './redis-connections';

/** How long a new stream waits for its subscription before it goes on without (Redis away). */
const SUBSCRIBE_WAIT_MS = 1000;

/**
 * The chat bus over Redis pub/sub (docs/chat.md "Several processes"), for when several server
 * processes serve the app: an event published by any process reaches the open streams of every one.
 *
 * One channel per key (`<prefix>bus:<key>`), subscribed while this process has a listener for
 * the key: Redis sends each process only the events of the streams it holds, so the traffic per
 * process grows with its own streams, not with the whole site's chat (one shared channel would
 * send every event to every process, each throwing most away). The wall's one public key is one
 * channel all processes holding a wall stream share.
 *
 * Local listeners hear an event only when it comes back from Redis, never directly at publish:
 * every process then sees the events of a key in the one order Redis gives them, and no event twice.
 * The price is one Redis round trip for a stream on the publishing process itself.
 *
 * Best-effort, like the in-process bus: when Redis is away, publish drops the event (it never
 * throws: the row in chat_events is written and stays the truth), and a stream gets what it missed
 * when it resumes from its last event id. ioredis reconnects and re-subscribes by itself.
 */
export function createRedisChatBus({ client, subscriber, prefix }: RedisConnections): ChatBus {
	const channelPrefix = `${prefix}bus:`;
	const listeners = new Map<string, Set<(event: BusEvent) => void>>();
	/** Per subscribed key: settles once Redis answered its SUBSCRIBE (or it failed). */
	const subscriptions = new Map<string, Promise<void>>();

	subscriber.on('message', (channel: string, message: string) => {
		if (!channel.startsWith(channelPrefix)) return;
		const keyListeners = listeners.get(channel.slice(channelPrefix.length));
		if (!keyListeners) return;
		let event: BusEvent;
		try {
			event = JSON.parse(message) as BusEvent;
		} catch {
			return;
		}
		// A copy: a listener may unsubscribe (its stream ends) while the others are called.
		for (const listener of [...keyListeners]) listener(event);
	});

	return {
		// Each process publishes over its own connection: a later commit can reach Redis first.
		mayReorder: true,
		publish(event) {
			// Rejects at once when Redis is away (no offline queue): dropped, as documented above.
			client.publish(channelPrefix + event.userId, JSON.stringify(event)).catch(() => undefined);
		},
		/**
		 * Waits for the SUBSCRIBE's answer, at most SUBSCRIBE_WAIT_MS: while Redis is away a stream
		 * still opens (its SUBSCRIBE is queued and sent on reconnect), and reads stored events.
		 */
		async subscribed(key) {
			const pending = subscriptions.get(key);
			if (!pending) return;
			let timer: NodeJS.Timeout | undefined;
			await Promise.race([
				pending,
				new Promise<void>((resolve) => {
					timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
				}),
			]);
			clearTimeout(timer);
		},
		subscribe(key, listener) {
			let keyListeners = listeners.get(key);
			if (!keyListeners) {
				keyListeners = new Set();
				listeners.set(key, keyListeners);
				subscriptions.set(
					key,
					subscriber.subscribe(channelPrefix + key).then(
						() => undefined,
						() => undefined,
					),
				);
			}
			keyListeners.add(listener);
			let subscribed = true;
			return () => {
				if (!subscribed) return;
				subscribed = false;
				const current = listeners.get(key);
				if (!current) return;
				current.delete(listener);
				if (current.size === 0) {
					listeners.delete(key);
					subscriptions.delete(key);
					subscriber.unsubscribe(channelPrefix + key).catch(() => undefined);
				}
			};
		},
	};
}
