import { BUS_GAP, type BusEvent, type ChatBus } from '@edge/api';
import type { RedisConnections } from './redis-connections';

/** How long a new stream waits for its subscription before it goes on without (Redis away). */
const SUBSCRIBE_WAIT_MS = 1000;

/**
 * How many keys whose events were dropped a process names in its gap notice; past that it says
 * "all" ('*'), and every stream of every process catches up once (still one cheap read each).
 */
const MAX_GAP_KEYS = 1000;

/** The notice a stream of `key` gets when it may have missed events (chat-bus.ts BUS_GAP). */
const gapOf = (key: string): BusEvent => ({ id: null, userId: key, type: BUS_GAP, payload: null });

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
 *
 * Redis coming back (docs/scaling.md "Redis going away and coming back"): the open streams must not
 * wait for their next event, or a reconnect, to get what was sent meanwhile. Two ways an event is
 * lost, each closed by a gap notice (BUS_GAP) that makes a stream read its stored rows again:
 * - this process's subscriber was cut: whatever anyone published meanwhile never reached it. Once
 *   the subscriber is back and its channels are subscribed again, every local listener gets a gap.
 * - this process's publish was dropped: every other process missed it. The process keeps the keys
 *   it dropped and, once its connection is back, publishes them on one gap channel all processes
 *   listen to, whose listeners of those keys get a gap.
 */
export function createRedisChatBus({ client, subscriber, prefix }: RedisConnections): ChatBus {
	const channelPrefix = `${prefix}bus:`;
	const listeners = new Map<string, Set<(event: BusEvent) => void>>();
	/** Per subscribed key: settles once Redis answered its SUBSCRIBE (or it failed). */
	const subscriptions = new Map<string, Promise<void>>();
	/** Where processes say which keys' events they dropped: `string[]` as JSON, or '*' for all. */
	const gapChannel = `${prefix}bus-gap`;
	/** Keys whose publish failed since the last gap notice this process sent; null: too many, all. */
	let dropped: Set<string> | null = new Set();
	let anyDropped = false;

	const gapLocally = (keys: readonly string[] | '*') => {
		for (const key of keys === '*' ? [...listeners.keys()] : keys) {
			for (const listener of [...(listeners.get(key) ?? [])]) listener(gapOf(key));
		}
	};

	const remember = (key: string) => {
		anyDropped = true;
		if (dropped && dropped.size < MAX_GAP_KEYS) dropped.add(key);
		else dropped = null;
	};

	/** Tells every process (this one included, through Redis) which keys' events it dropped. */
	const sendGap = () => {
		if (!anyDropped || client.status !== 'ready') return;
		const keys = dropped ? [...dropped] : '*';
		anyDropped = false;
		dropped = new Set();
		client.publish(gapChannel, JSON.stringify(keys)).catch(() => {
			if (keys === '*') dropped = null;
			for (const key of keys === '*' ? [] : keys) remember(key);
			anyDropped = true;
		});
	};
	client.on('ready', sendGap);

	// Subscribed for the bus's whole life (ioredis restores it with the others on a reconnect).
	subscriber.subscribe(gapChannel).catch(() => undefined);
	let subscriberLost = false;
	subscriber.on('close', () => {
		subscriberLost = true;
	});
	subscriber.on('ready', () => {
		if (!subscriberLost) return;
		subscriberLost = false;
		// ioredis sends the re-SUBSCRIBEs right after 'ready' (same tick): one more SUBSCRIBE sent
		// after them is answered after them, so once it is, every channel is live again and a
		// stream's read of its rows misses nothing published from then on.
		process.nextTick(() => {
			subscriber.subscribe(gapChannel).then(
				() => gapLocally('*'),
				() => undefined,
			);
		});
	});

	subscriber.on('message', (channel: string, message: string) => {
		if (channel === gapChannel) {
			try {
				const keys = JSON.parse(message) as string[] | '*';
				gapLocally(keys === '*' ? '*' : keys.filter((key) => typeof key === 'string'));
			} catch {
				// Not ours: ignore.
			}
			return;
		}
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
			// The key is kept for the gap notice sent once Redis is back (see above).
			client.publish(channelPrefix + event.userId, JSON.stringify(event)).then(sendGap, () => remember(event.userId));
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
