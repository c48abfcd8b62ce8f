import { writeSync } from 'node:fs';

/** How long a log line may wait to be written with the lines after it. */
export const LOG_FLUSH_MS = 50;
/** Size of the buffer lines are gathered in; a full buffer is written at once. */
const BUFFER_BYTES = 64 * 1024;

/** Where pino writes its JSON lines in production: a stream that gathers them into batches. */
export interface BatchedStream {
	write(line: string): void;
	/** Writes out whatever has gathered, now. */
	flush(): void;
}

/**
 * pino's lines gathered and written together every LOG_FLUSH_MS (or when 64 KB have gathered):
 * stdout to a file or a pipe is a synchronous write on Linux, and a write per request cost more
 * than the rest of a small answer. They are gathered as bytes in a Buffer, outside V8's heap:
 * thousands of line strings kept alive for 50 ms would each be copied by the garbage collector.
 *
 * In front of pino rather than pino.destination({ sync: false, minLength }): sonic-boom measures
 * the UTF-8 length of its whole pending batch again on every line (Buffer.byteLength of a string
 * it keeps appending to), which made a request line cost five times what it costs here
 * (docs/bench.md, "Logs and metrics"). Whatever is still gathered when the process exits is
 * written synchronously, as pino's destination does.
 */
export function createBatchedStdout(
	write: (chunk: Uint8Array) => void = (chunk) => process.stdout.write(chunk),
): BatchedStream {
	let buffer = Buffer.allocUnsafe(BUFFER_BYTES);
	let used = 0;
	let timer: NodeJS.Timeout | null = null;

	const take = () => {
		const chunk = buffer.subarray(0, used);
		// A new buffer rather than a reused one: the writer may still hold the old one.
		buffer = Buffer.allocUnsafe(BUFFER_BYTES);
		used = 0;
		return chunk;
	};
	const flush = () => {
		if (timer) clearTimeout(timer);
		timer = null;
		if (used > 0) write(take());
	};
	// On 'exit' no more turns of the loop happen: what is left goes out synchronously.
	process.on('exit', () => {
		if (used > 0) writeSync(1, take());
	});

	return {
		flush,
		write(line) {
			// A UTF-16 unit is at most 3 bytes in UTF-8.
			if (used + line.length * 3 > BUFFER_BYTES) flush();
			if (line.length * 3 > BUFFER_BYTES) {
				write(Buffer.from(line));
				return;
			}
			used += buffer.write(line, used);
			timer ??= setTimeout(flush, LOG_FLUSH_MS).unref();
		},
	};
}
