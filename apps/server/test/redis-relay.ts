import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { REDIS_URL } from './redis-helpers';

/**
 * A TCP relay in front of the real Redis that can play Redis going away: `cut()` drops every
 * connection through it and turns new ones away (closed as soon as they open, as a Redis that is
 * down or restarting), `restore()` lets them through again, and ioredis reconnects by itself.
 */
export interface RedisRelay {
	/** redis://127.0.0.1:<relay port>: give it to a server as its REDIS_URL. */
	url: string;
	cut(): void;
	restore(): void;
	close(): Promise<void>;
}

export async function startRedisRelay(): Promise<RedisRelay> {
	const target = new URL(REDIS_URL);
	const sockets = new Set<Socket>();
	let down = false;
	const relay = createServer((client) => {
		if (down) {
			client.destroy();
			return;
		}
		const upstream = connect(Number(target.port), target.hostname);
		sockets.add(client);
		sockets.add(upstream);
		client.pipe(upstream).pipe(client);
		const drop = () => {
			client.destroy();
			upstream.destroy();
			sockets.delete(client);
			sockets.delete(upstream);
		};
		client.on('error', drop).on('close', drop);
		upstream.on('error', drop).on('close', drop);
	});
	relay.listen(0, '127.0.0.1');
	await once(relay, 'listening');
	const address = relay.address();
	if (!address || typeof address === 'string') throw new Error('no relay address');
	return {
		url: `redis://127.0.0.1:${address.port}`,
		cut() {
			down = true;
			for (const socket of sockets) socket.destroy();
		},
		restore() {
			down = false;
		},
		async close() {
			down = true;
			for (const socket of sockets) socket.destroy();
			relay.close();
			await once(relay, 'close');
		},
	};
}
