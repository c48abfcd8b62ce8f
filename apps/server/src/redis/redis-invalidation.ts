import { randomUUID } from 'node:crypto';
import { type CacheInvalidation, createListenerSet, type InvalidationKind } from '@edge/api';
import type { RedisConnections } from './redis-connections';

const KINDS: ReadonlySet<string> = new Set<InvalidationKind>(['session', 'user', 'publicData']);

/** On the wire: which process sent it, the kind, the key (absent: all of the kind). */
interface Message {
	from: string;
	kind: InvalidationKind;
	key?: string;
}

/**
 * Cache invalidation across processes over Redis pub/sub (docs/scaling.md "Cache invalidation"):
 * one channel, `<prefix>invalidate`, which every process subscribes to. The messages are few (a
 * logout, a suspension, a public change) and every process keeps every kind, so one channel is
 * all it needs, where the chat bus has one per key.
 *
 * A process hears its own message at once (synchronously, so its own next request already misses
 * the entry) and skips it when Redis echoes it back. Best-effort like the bus: while Redis is away
 * publish drops the message (the commit is done; on one machine data_version still sees it). A
 * process that was cut off may have missed messages, so when its subscription is back (or first
 * made) it drops everything it keeps, once.
 */
export interface RedisInvalidation extends CacheInvalidation {
	/**
	 * Settles once the channel is subscribed and what was kept before has been dropped (the first
	 * 'ready' below): from then on every message published arrives, and nothing drops by itself.
	 */
	subscribed: Promise<void>;
}

export function createRedisInvalidation({ client, subscriber, prefix }: RedisConnections): RedisInvalidation {
	const channel = `${prefix}invalidate`;
	const self = randomUUID();
	const listeners = createListenerSet();

	subscriber.subscribe(channel).catch(() => undefined);
	let firstDropDone: () => void = () => undefined;
	const subscribed = new Promise<void>((resolve) => {
		firstDropDone = resolve;
	});
	subscriber.on('message', (from: string, text: string) => {
		if (from !== channel) return;
		let message: Message;
		try {
			message = JSON.parse(text) as Message;
		} catch {
			return;
		}
		if (message.from === self || !KINDS.has(message.kind)) return;
		listeners.call(message.kind, typeof message.key === 'string' ? message.key : undefined);
	});

	// Until the first subscription, and after every drop, messages may have gone by unheard.
	let mayHaveMissed = true;
	subscriber.on('close', () => {
		mayHaveMissed = true;
	});
	const caughtUp = () => {
		mayHaveMissed = false;
		// ioredis sends the SUBSCRIBE (again) before emitting 'ready'; the PING's answer comes after
		// the SUBSCRIBE's, so from then on nothing is missed, and what was kept before goes.
		const dropAll = () => {
			listeners.callAll();
			firstDropDone();
		};
		subscriber.ping().then(dropAll, dropAll);
	};
	subscriber.on('ready', () => {
		if (mayHaveMissed) caughtUp();
	});
	// Made on a connection already up (its 'ready' has gone by): the SUBSCRIBE above goes first.
	if (subscriber.status === 'ready') caughtUp();

	return {
		shared: true,
		publish(kind, key) {
			listeners.call(kind, key);
			const message: Message = key === undefined ? { from: self, kind } : { from: self, kind, key };
			// Rejects at once when Redis is away (no offline queue): dropped, as said above.
			client.publish(channel, JSON.stringify(message)).catch(() => undefined);
		},
		subscribe: (kind, listener) => listeners.add(kind, listener),
		subscribed,
	};
}
