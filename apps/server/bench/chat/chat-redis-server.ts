/**
 * One of the two server processes of the chat bench over Redis (./chat-redis-bench.ts): the
 * production server as ./chat-server.ts runs it, but on a data folder it shares with the other
 * process (BENCH_DATA_DIR; the first process applies the migrations) and with REDIS_URL, so the
 * chat bus and the limits go through Redis as they do under WEB_CONCURRENCY=2. Reports its port and
 * SQLite file over IPC, and its heap when asked.
 */
import { DEFAULT_LIMITS } from '@edge/api';
import { readSettings } from '../../src/env';
import { startServer } from '../../src/server';

const dataDir = process.env.BENCH_DATA_DIR;
const redisUrl = process.env.BENCH_REDIS_URL;
const redisPrefix = process.env.BENCH_REDIS_PREFIX;
if (!dataDir || !redisUrl || !redisPrefix)
	throw new Error('BENCH_DATA_DIR, BENCH_REDIS_URL and BENCH_REDIS_PREFIX are required');

const settings = readSettings({
	NODE_ENV: 'production',
	PORT: '0',
	HOST: '127.0.0.1',
	DATA_DIR: dataDir,
	LOG_REQUESTS: 'true',
	PAYPAL_MODE: 'sandbox',
	PAYPAL_CLIENT_ID: 'bench-placeholder',
	PAYPAL_CLIENT_SECRET: 'bench-placeholder',
	PAYPAL_WEBHOOK_ID: 'bench-placeholder',
	REDIS_URL: redisUrl,
	REDIS_PREFIX: redisPrefix,
});
const server = await startServer({
	settings,
	// As ./chat-server.ts: the bench's streams all come from one address, which real users do not share.
	limits: { ...DEFAULT_LIMITS, 'streams:ip': { points: 100_000, durationSec: 0 } },
});
process.send?.({ port: server.port, databaseFile: settings.databaseFile });
// The bench asks for the heap around the opening of the streams: after a full collection (the bench
// starts this process with --expose-gc), what is left is what is held, not garbage not yet collected.
process.on('message', (message: { type?: string }) => {
	if (message.type !== 'heap') return;
	(globalThis as { gc?: () => void }).gc?.();
	process.send?.({ heapUsedBytes: process.memoryUsage().heapUsed });
});
process.on('disconnect', () => {
	void server.close().then(() => process.exit(0));
});
