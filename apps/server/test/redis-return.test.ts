import { once } from 'node:events';
import { BUS_GAP, isBusGap } from '@edge/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/env';
import { silentLogger } from '../src/log/logger';
import { createRedisChatBus } from '../src/redis/redis-chat-bus';
import { openRedis, type RedisConnections } from '../src/redis/redis-connections';
import { startServer } from '../src/server';
import { ChatStream, chatFreelancer, chatUser, type SentMessage, sent } from './chat-core-helpers';
import { dropKeys, REDIS_URL, requireRedis, uniquePrefix } from './redis-helpers';
import { type RedisRelay, startRedisRelay } from './redis-relay';
import { startTestServer, type TestServer } from './test-server';
import { WallStream } from './wall-helpers';

/**
 * Redis going away and coming back under two servers on one database (docs/scaling.md "Redis going
 * away and coming back"): each server reaches Redis through its own relay, so either side, or both,
 * can lose it. A message sent while Redis is away is stored but never published (or never heard);
 * once Redis is back, a stream open on the other server gets it without reconnecting, and the
 * messages after it as usual.
 */

const prefix = uniquePrefix();
let relayA: RedisRelay;
let relayB: RedisRelay;
let a: TestServer;
let b: TestServer;
let closeB: () => Promise<unknown>;
const streams: { close(): void }[] = [];

beforeAll(async () => {
	await requireRedis();
	[relayA, relayB] = await Promise.all([startRedisRelay(), startRedisRelay()]);
	a = await startTestServer({ REDIS_URL: relayA.url, REDIS_PREFIX: prefix });
	const settings = readSettings({
		NODE_ENV: 'test',
		PORT: '0',
		HOST: '127.0.0.1',
		DATA_DIR: a.settings.dataDir,
		LOG_REQUESTS: 'false',
		REDIS_URL: relayB.url,
		REDIS_PREFIX: prefix,
	});
	const running = await startServer({ settings });
	b = { url: running.url } as TestServer;
	closeB = () => running.close();
	await Promise.all([redisIs(a, true), redisIs(b, true)]);
});

afterAll(async () => {
	for (const stream of streams) stream.close();
	await closeB?.();
	await a?.stop();
	await Promise.all([relayA?.close(), relayB?.close()]);
	await dropKeys(prefix);
});

/** Waits until the server's /api/ready says Redis is up (or down), as a load balancer would poll. */
async function redisIs(server: TestServer, up: boolean): Promise<void> {
	for (;;) {
		const response = await fetch(`${server.url}/api/ready`);
		const body = (await response.json()) as { checks: { redis?: { ok: boolean; reason?: string } } };
		if (body.checks.redis?.ok === up) {
			if (!up)
				expect({ status: response.status, redis: body.checks.redis }).toEqual({
					status: 503,
					redis: { ok: false, reason: 'Redis does not answer' },
				});
			return;
		}
	}
}

/** A customer on server A writing to a freelancer whose chat stream is open on server B. */
async function pairWithStreamOnB(name: string) {
	const customer = await chatUser(a, `Cliente ${name}`);
	const freelancer = await chatFreelancer(a, `Fede ${name}`);
	const onB = new ChatStream(b, freelancer.cookie);
	streams.push(onB);
	await onB.ready();
	// Redis works: a message crosses at once (the baseline the outage below breaks).
	await sent(customer.send(freelancer.id, 'antes'));
	await onB.ofType('message', 1);
	return { customer, freelancer, onB };
}

const bodies = (stream: ChatStream) =>
	stream.events.filter((event) => event.type === 'message').map((event) => (event.payload.message as SentMessage).body);

describe('streams when Redis comes back', () => {
	it('both servers lose Redis: the message sent meanwhile, and the later ones, reach the stream on B; the wall stream reads again', async () => {
		const { customer, freelancer, onB } = await pairWithStreamOnB('ambos');
		const wallOnB = new WallStream(b);
		streams.push(wallOnB);
		await wallOnB.ready();

		relayA.cut();
		relayB.cut();
		// Requests keep working; readiness names Redis on both.
		await Promise.all([redisIs(a, false), redisIs(b, false)]);
		await sent(customer.send(freelancer.id, 'durante'));

		relayA.restore();
		relayB.restore();
		await onB.until(() => bodies(onB).includes('durante'));
		await sent(customer.send(freelancer.id, 'después'));
		await onB.until(() => bodies(onB).includes('después'));
		expect(bodies(onB)).toEqual(['antes', 'durante', 'después']);
		// Nothing of the wall is stored: a second 'ready' makes its pages read the wall again.
		await wallOnB.until((events) => events.filter((event) => event.type === 'ready').length === 2);
		await Promise.all([redisIs(a, true), redisIs(b, true)]);
	});

	it('only the sending server loses Redis: it names the dropped stream once Redis is back', async () => {
		const { customer, freelancer, onB } = await pairWithStreamOnB('emisor');
		relayA.cut();
		await redisIs(a, false);
		await sent(customer.send(freelancer.id, 'durante'));

		relayA.restore();
		await onB.until(() => bodies(onB).includes('durante'));
		await sent(customer.send(freelancer.id, 'después'));
		await onB.until(() => bodies(onB).includes('después'));
		expect(bodies(onB)).toEqual(['antes', 'durante', 'después']);
		await redisIs(a, true);
	});

	it('only the server holding the stream loses Redis: it reads what it missed once its subscriptions are back', async () => {
		const { customer, freelancer, onB } = await pairWithStreamOnB('receptor');
		relayB.cut();
		await redisIs(b, false);
		await sent(customer.send(freelancer.id, 'durante'));

		relayB.restore();
		await onB.until(() => bodies(onB).includes('durante'));
		await sent(customer.send(freelancer.id, 'después'));
		await onB.until(() => bodies(onB).includes('después'));
		expect(bodies(onB)).toEqual(['antes', 'durante', 'después']);
		// Every event once, in id order: the catch-up and the live copies never repeat one.
		const ids = onB.events.filter((event) => event.id !== '').map((event) => Number(event.id));
		expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));
		await redisIs(b, true);
	});
});

describe('the gap notice of a process whose publishes were dropped', () => {
	const opened: RedisConnections[] = [];
	afterAll(async () => {
		await Promise.all(opened.map((connections) => connections.close()));
	});

	/** A bus through the relay (its Redis can be cut) and one straight to Redis, on the same prefix. */
	async function buses(relay: RedisRelay) {
		const cutOff = openRedis(relay.url, prefix, silentLogger);
		const direct = openRedis(REDIS_URL, prefix, silentLogger);
		opened.push(cutOff, direct);
		return { cutOff, sender: createRedisChatBus(cutOff), receiver: createRedisChatBus(direct) };
	}

	/** What a listener of `key` hears: events by type ('bus-gap' for the notice). */
	function listen(bus: ReturnType<typeof createRedisChatBus>, key: string) {
		const heard: string[] = [];
		const waiters = new Set<() => void>();
		bus.subscribe(key, (event) => {
			heard.push(isBusGap(event) ? BUS_GAP : event.type);
			for (const wake of waiters) wake();
		});
		const until = async (done: () => boolean) => {
			while (!done()) await new Promise<void>((resolve) => waiters.add(resolve));
		};
		return { heard, until };
	}

	const ready = async (connections: RedisConnections) => {
		if (connections.client.status !== 'ready') await once(connections.client, 'ready');
	};

	/** Cuts the relay and waits until the connection through it knows it is down. */
	async function cut(relay: RedisRelay, connections: RedisConnections) {
		const closed = once(connections.client, 'close');
		relay.cut();
		await closed;
	}

	it('names the keys it dropped: their streams elsewhere hear the notice, the others do not', async () => {
		const relay = await startRedisRelay();
		try {
			const { cutOff, sender, receiver } = await buses(relay);
			const dropped = listen(receiver, 'gap-user-1');
			const untouched = listen(receiver, 'gap-user-2');
			await Promise.all([receiver.subscribed?.('gap-user-1'), receiver.subscribed?.('gap-user-2')]);
			await ready(cutOff);

			await cut(relay, cutOff);
			sender.publish({ id: 1, userId: 'gap-user-1', type: 'message', payload: {} });
			relay.restore();

			await dropped.until(() => dropped.heard.includes(BUS_GAP));
			// Sent after the notice on the same connection: had the notice named gap-user-2, it would come first.
			sender.publish({ id: 2, userId: 'gap-user-2', type: 'message', payload: {} });
			await untouched.until(() => untouched.heard.length > 0);
			expect(untouched.heard).toEqual(['message']);
			expect(dropped.heard).toEqual([BUS_GAP]);
		} finally {
			await relay.close();
		}
	});

	it('past 1,000 dropped keys says "all": every stream of every process hears the notice', async () => {
		const relay = await startRedisRelay();
		try {
			const { cutOff, sender, receiver } = await buses(relay);
			const elsewhere = listen(receiver, 'gap-user-elsewhere');
			await receiver.subscribed?.('gap-user-elsewhere');
			await ready(cutOff);

			await cut(relay, cutOff);
			for (let index = 0; index < 1001; index++)
				sender.publish({ id: index + 1, userId: `gap-many-${index}`, type: 'message', payload: {} });
			relay.restore();

			await elsewhere.until(() => elsewhere.heard.includes(BUS_GAP));
			expect(elsewhere.heard).toEqual([BUS_GAP]);
		} finally {
			await relay.close();
		}
	});
});
