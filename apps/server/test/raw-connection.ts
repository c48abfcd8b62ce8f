import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

export interface RawConnection {
	socket: Socket;
	/** Everything the server has sent on this connection so far. */
	received(): string;
	/**
	 * Resolves once the socket is closed, with what the server sent and when the close happened
	 * (performance.now()); rejects if that takes longer than `timeoutMs`.
	 */
	closed(timeoutMs: number): Promise<{ received: string; at: number }>;
}

/**
 * A plain TCP connection to the server, for requests fetch cannot send: headers that stop halfway,
 * a body shorter than its Content-Length, a client that hangs up mid-body.
 */
export async function openRawConnection(port: number): Promise<RawConnection> {
	const socket = connect(port, '127.0.0.1');
	await once(socket, 'connect');
	let received = '';
	socket.setEncoding('latin1');
	socket.on('data', (chunk: string) => {
		received += chunk;
	});
	// A reset from the server is one way of closing; 'close' follows it.
	socket.on('error', () => {});
	const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
	return {
		socket,
		received: () => received,
		closed: (timeoutMs) => {
			let timer: NodeJS.Timeout | undefined;
			const timeout = new Promise<never>((_, reject) => {
				timer = setTimeout(
					() => reject(new Error(`the server kept the connection open for ${timeoutMs} ms; received: ${received}`)),
					timeoutMs,
				);
			});
			return Promise.race([closedAt, timeout])
				.then((at) => ({ received, at }))
				.finally(() => clearTimeout(timer));
		},
	};
}

/** Writes and resolves once the bytes are handed to the kernel. */
export function write(socket: Socket, text: string): Promise<void> {
	return new Promise((resolve, reject) => socket.write(text, (error) => (error ? reject(error) : resolve())));
}
