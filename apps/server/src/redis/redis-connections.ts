import { Redis } from 'ioredis';
import type { Logger } from '../log/logger';

/**
 * The two connections a process keeps to Redis when REDIS_URL is set (docs/chat.md "Several
 * processes"): `client` publishes and counts the limits, `subscriber` only listens (a connection in
 * subscriber mode can run no other command).
 */
export interface RedisConnections {
	client: Redis;
	subscriber: Redis;
	/** Prefix of every key and channel, so several deployments (or test runs) can share one Redis. */
	prefix: string;
	/** Whether Redis answers a PING within `timeoutMs` (GET /api/ready). */
	ping(timeoutMs?: number): Promise<boolean>;
	/** Closes both connections; the stop path calls it after the last request. */
	close(): Promise<void>;
}

/**
 * Opens both connections without waiting for them: a server whose Redis is down still starts and
 * serves (the limits fall back to memory, the bus is best-effort), and ioredis keeps reconnecting.
 * `client` has no offline queue: a command while Redis is away fails at once instead of waiting
 * for it (a request must not hang on a publish or a limit). `subscriber` keeps ioredis's default
 * queue and autoResubscribe, so its subscriptions are restored on every reconnect.
 */
export function openRedis(url: string, prefix: string, log: Logger): RedisConnections {
	const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
	const subscriber = new Redis(url, { autoResubscribe: true, maxRetriesPerRequest: null });
	watch(client, 'client', log);
	watch(subscriber, 'subscriber', log);
	let closing: Promise<void> | null = null;
	return {
		client,
		subscriber,
		prefix,
		async ping(timeoutMs = 1000) {
			if (client.status !== 'ready') return false;
			let timer: NodeJS.Timeout | undefined;
			const late = new Promise<false>((resolve) => {
				timer = setTimeout(() => resolve(false), timeoutMs);
			});
			try {
				return await Promise.race([client.ping().then((answer) => answer === 'PONG'), late]);
			} catch {
				return false;
			} finally {
				clearTimeout(timer);
			}
		},
		close() {
			closing ??= Promise.all([quit(client), quit(subscriber)]).then(() => undefined);
			return closing;
		},
	};
}

/** QUIT when connected (pending replies arrive first), else just drop the reconnect loop. */
async function quit(connection: Redis): Promise<void> {
	if (connection.status === 'ready') {
		try {
			await connection.quit();
			return;
		} catch {
			// Fall through to disconnect.
		}
	}
	connection.disconnect();
}

/**
 * Logs when a connection goes down and when it is back, once each: ioredis emits an 'error' on
 * every failed reconnect, and without a listener Node would print each as unhandled.
 */
function watch(connection: Redis, name: string, log: Logger): void {
	let down = false;
	connection.on('error', (error: Error) => {
		if (down) return;
		down = true;
		log({ level: 'warn', msg: 'Redis unreachable; reconnecting', connection: name, error: error.message });
	});
	connection.on('ready', () => {
		if (!down) return;
		down = false;
		log({ level: 'info', msg: 'Redis reachable again', connection: name });
	});
}
