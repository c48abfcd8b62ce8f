import { once } from 'node:events';
import type { BusEvent, ChatBus } from '@edge/api';
import {
	createLimits,
	DEFAULT_LIMITS,
	HELD_SLOT_TTL_SEC,
	type LimitTable,
	RateLimitError,
	redisLimiter,
} from '@edge/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/log/logger';
import { createRedisChatBus } from '../src/redis/redis-chat-bus';
import { openRedis, type RedisConnections } from '../src/redis/redis-connections';
import { dropKeys, REDIS_URL, requireRedis, uniquePrefix } from './redis-helpers';
import { freePort } from './server-process';

/** The chat bus and the limits over a real Redis, as two server processes would share them. */

const prefix = uniquePrefix();
const opened: RedisConnections[] = [];
const connect = (url = REDIS_URL) => {
	const connections = openRedis(url, prefix, silentLogger);
	opened.push(connections);
	return connections;
};

beforeAll(requireRedis);
afterAll(async () => {
	await Promise.all(opened.map((connections) => connections.close()));
	await dropKeys(prefix);
});

/** Collects what a listener hears, and waits for a condition on it. */
function recorder(bus: ChatBus, key: string) {
	const heard: BusEvent[] = [];
	const waiters = new Set<() => void>();
	const unsubscribe = bus.subscribe(key, (event) => {
		heard.push(event);
		for (const wake of waiters) wake();
	});
	const until = async (done: () => boolean) => {
		while (!done()) await new Promise<void>((resolve) => waiters.add(resolve));
		waiters.clear();
	};
	return { heard, unsubscribe, until };
}

const event = (userId: string, id: number): BusEvent => ({ id, userId, type: 'message', payload: { text: `#${id}` } });

describe('the chat bus over Redis', () => {
	it('delivers an event published on one process to a listener on another, and to its own', async () => {
		const a = createRedisChatBus(connect());
		const b = createRedisChatBus(connect());
		const onB = recorder(b, 'user-1');
		const onA = recorder(a, 'user-1');
		await Promise.all([a.subscribed?.('user-1'), b.subscribed?.('user-1')]);

		a.publish(event('user-1', 1));
		a.publish(event('user-1', 2));
		await onB.until(() => onB.heard.length === 2);
		await onA.until(() => onA.heard.length === 2);
		expect(onB.heard).toEqual([event('user-1', 1), event('user-1', 2)]);
		// The publisher's own listeners hear it once, through Redis, in the same order.
		expect(onA.heard).toEqual(onB.heard);
		onA.unsubscribe();
		onB.unsubscribe();
	});

	it('stops delivering to a listener that unsubscribed', async () => {
		const a = createRedisChatBus(connect());
		const b = createRedisChatBus(connect());
		const gone = recorder(b, 'user-2');
		const stays = recorder(b, 'user-3');
		await Promise.all([b.subscribed?.('user-2'), b.subscribed?.('user-3')]);
		gone.unsubscribe();

		a.publish(event('user-2', 1));
		// Published after it on the same connection, so delivered after it if it were delivered at all.
		a.publish(event('user-3', 2));
		await stays.until(() => stays.heard.length === 1);
		expect(gone.heard).toEqual([]);
		stays.unsubscribe();
	});
});

/** Connections whose client is ready: before that the limits count in memory (the insurance). */
async function ready(): Promise<RedisConnections> {
	const connections = connect();
	if (connections.client.status !== 'ready') await once(connections.client, 'ready');
	return connections;
}

/** One counted limit and one held limit, small enough to fill. */
const SMALL: LimitTable = {
	...DEFAULT_LIMITS,
	'contact:ip': { points: 2, durationSec: 3600 },
	'streams:account': { points: 1, durationSec: 0 },
};

describe('the limits in Redis', () => {
	it('counts across processes: a limit spent through one is spent for the other', async () => {
		const a = createLimits(SMALL, redisLimiter((await ready()).client, prefix));
		const b = createLimits(SMALL, redisLimiter((await ready()).client, prefix));
		await a.consume('contact:ip', '203.0.113.7');
		await b.consume('contact:ip', '203.0.113.7');
		await expect(a.consume('contact:ip', '203.0.113.7')).rejects.toBeInstanceOf(RateLimitError);
		await expect(b.consume('contact:ip', '203.0.113.7')).rejects.toBeInstanceOf(RateLimitError);
	});

	it('holds a slot across processes until it is released, once', async () => {
		const a = createLimits(SMALL, redisLimiter((await ready()).client, prefix));
		const b = createLimits(SMALL, redisLimiter((await ready()).client, prefix));
		const release = await a.tryHold([{ name: 'streams:account', key: 'user-9' }]);
		expect(release).not.toBeNull();
		expect(await b.tryHold([{ name: 'streams:account', key: 'user-9' }])).toBeNull();
		// Not for good: a process that dies holding it would never give it back.
		const ttl = await (await ready()).client.ttl(`${prefix}limit:streams:account:user-9`);
		expect(ttl).toBeGreaterThan(0);
		expect(ttl).toBeLessThanOrEqual(HELD_SLOT_TTL_SEC);
		await release?.();
		await release?.();
		const again = await b.tryHold([{ name: 'streams:account', key: 'user-9' }]);
		expect(again).not.toBeNull();
		// Released twice above, yet one slot is all the key has: the second release gave nothing back.
		expect(await a.tryHold([{ name: 'streams:account', key: 'user-9' }])).toBeNull();
		await again?.();
	});
});

describe('when Redis is unreachable', () => {
	it('publish does not throw and the limits count in memory', async () => {
		const down = connect(`redis://127.0.0.1:${await freePort()}`);
		const bus = createRedisChatBus(down);
		expect(() => bus.publish(event('user-4', 1))).not.toThrow();
		const limits = createLimits(SMALL, redisLimiter(down.client, prefix));
		await limits.consume('contact:ip', '198.51.100.1');
		await limits.consume('contact:ip', '198.51.100.1');
		await expect(limits.consume('contact:ip', '198.51.100.1')).rejects.toBeInstanceOf(RateLimitError);
		const release = await limits.tryHold([{ name: 'streams:account', key: 'user-4' }]);
		expect(release).not.toBeNull();
		expect(await limits.tryHold([{ name: 'streams:account', key: 'user-4' }])).toBeNull();
		await release?.();
		expect(await limits.tryHold([{ name: 'streams:account', key: 'user-4' }])).not.toBeNull();
		expect(await down.ping()).toBe(false);
	});
});
