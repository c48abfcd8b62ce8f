import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/env';
import { startServer } from '../src/server';
import { ChatStream, chatFreelancer, chatUser, type SentMessage, sent } from './chat-core-helpers';
import { dropKeys, requireRedis, uniquePrefix } from './redis-helpers';
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
