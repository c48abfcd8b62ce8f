import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { type BusEvent, isBusGap } from '@edge/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/log/logger';
import { createRedisChatBus } from '../src/redis/redis-chat-bus';
import { openRedis, type RedisConnections } from '../src/redis/redis-connections';
import { REDIS_URL, requireRedis, uniquePrefix } from './redis-helpers';

/**
 * Redis going away and coming back, played by a TCP relay in front of the real Redis: cutting the
 * relay's connections is, for the server, Redis gone; ioredis then reconnects through it.
 */

const prefix = uniquePrefix();
const opened: RedisConnections[] = [];
let relay: Server;
const relayed = new Set<Socket>();

beforeAll(async () => {
	await requireRedis();
	const target = new URL(REDIS_URL);
	relay = createServer((client) => {
		const upstream = connect(Number(target.port), target.hostname);
		relayed.add(client);
		relayed.add(upstream);
		client.pipe(upstream).pipe(client);
		const drop = () => {
			client.destroy();
			upstream.destroy();
			relayed.delete(client);
			relayed.delete(upstream);
		};
		client.on('error', drop).on('close', drop);
		upstream.on('error', drop).on('close', drop);
	});
	relay.listen(0, '127.0.0.1');
	await once(relay, 'listening');
});
afterAll(async () => {
	await Promise.all(opened.map((connections) => connections.close()));
	for (const socket of relayed) socket.destroy();
	relay.close();
});

const open = (url: string) => {
	const connections = openRedis(url, prefix, silentLogger);
	opened.push(connections);
	return connections;
};

const readyAgain = async (connections: RedisConnections) => {
	for (const connection of [connections.client, connections.subscriber])
		if (connection.status !== 'ready') await once(connection, 'ready');
};

describe('the Redis bus across a Redis outage', () => {
	it('publishes without throwing while Redis is away and restores the subscriptions when it is back', async () => {
		const address = relay.address();
		if (!address || typeof address === 'string') throw new Error('no relay address');
		const direct = open(REDIS_URL);
		const throughRelay = open(`redis://127.0.0.1:${address.port}`);
		const publisher = createRedisChatBus(direct);
		const bus = createRedisChatBus(throughRelay);
		const heard: BusEvent[] = [];
		let gaps = 0;
		let wake = () => {};
		bus.subscribe('user-r', (event) => {
			// The bus's notice that events may have been lost (redis-return.test.ts covers what streams do).
			if (isBusGap(event)) gaps++;
			else heard.push(event);
			wake();
		});
		await bus.subscribed?.('user-r');
		await readyAgain(throughRelay);

		// Redis "goes away" for this process: every connection through the relay is cut.
		const closed = [once(throughRelay.client, 'close'), once(throughRelay.subscriber, 'close')];
		for (const socket of relayed) socket.destroy();
		await Promise.all(closed);
		expect(() => bus.publish({ id: 1, userId: 'user-r', type: 'message', payload: {} })).not.toThrow();
		expect(await throughRelay.ping()).toBe(false);

		// It comes back (the relay accepts again): ioredis reconnects and subscribes again by itself.
		await readyAgain(throughRelay);
		const event: BusEvent = { id: 2, userId: 'user-r', type: 'message', payload: { back: true } };
		// Sent until heard: the re-subscription is sent right after the reconnect, not awaited here.
		while (heard.length === 0) {
			const arrived = new Promise<void>((resolve) => {
				wake = resolve;
			});
			publisher.publish(event);
			await Promise.race([arrived, direct.client.pubsub('NUMSUB', `${prefix}bus:user-r`)]);
		}
		expect(heard[0]).toEqual(event);
		expect(await throughRelay.ping()).toBe(true);
		// The subscriber was cut: once it is subscribed again, its listeners are told they may have missed some.
		while (gaps === 0) {
			await new Promise<void>((resolve) => {
				wake = resolve;
			});
		}
	});
});
