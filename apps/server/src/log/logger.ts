import { writeSync } from 'node:fs';

export type LogLine = Record<string, unknown> & { level: 'info' | 'warn' | 'error'; msg: string };
export type Logger = (line: LogLine) => void;

export const silentLogger: Logger = () => {};

/** How long a log line may wait to be written with the lines after it. */
export const LOG_FLUSH_MS = 50;

/**
 * One JSON object per line on stdout, so any log shipper can parse it. Lines are gathered and
 * written together every LOG_FLUSH_MS: stdout to a file or a pipe is a synchronous write on Linux,
 * and a write per request (or per turn of the event loop, which also keeps the loop from waiting
 * for sockets in one go) cost more than the rest of a small answer (docs/bench.md).
 */
export function createJsonLogger(write: (text: string) => void = (text) => process.stdout.write(text)): Logger {
	let pending: string[] = [];
	const flush = () => {
		if (pending.length === 0) return;
		const text = pending.join('');
		pending = [];
		write(text);
	};
	// Whatever is still gathered when the process exits (process.exit, a fatal error) is written
	// synchronously: on 'exit' no more turns of the loop happen.
	process.on('exit', () => {
		if (pending.length > 0) writeSync(1, pending.join(''));
		pending = [];
	});
	return (line) => {
		if (pending.length === 0) setTimeout(flush, LOG_FLUSH_MS).unref();
		pending.push(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
	};
}
