import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests use: CI starts one there (.ci/run), and so does this machine. */
export const REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Fails (never skips) when no Redis answers: CI always has one, so a missing Redis is a broken
 * set-up to fix, not a reason to pass without testing.
 */
export async function requireRedis(): Promise<void> {
	const probe = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
	probe.on('error', () => {});
	try {
		await probe.connect();
		if ((await probe.ping()) !== 'PONG') throw new Error('no PONG');
	} catch (error) {
		throw new Error(
			`Redis is not reachable at ${REDIS_URL} (${String(error)}). These tests need a real Redis: start one with ` +
				'`redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no` (.ci/run does).',
		);
	} finally {
		probe.disconnect();
	}
}

/** A key prefix no other test file or run shares, so parallel runs on one Redis never mix. */
export const uniquePrefix = () => `edge-test:${randomUUID()}:`;

/** Deletes every key under `prefix` (limits the tests counted). */
export async function dropKeys(prefix: string): Promise<void> {
	const redis = new Redis(REDIS_URL);
	try {
		const keys = await redis.keys(`${prefix}*`);
		if (keys.length > 0) await redis.del(...keys);
	} finally {
		redis.disconnect();
	}
}
