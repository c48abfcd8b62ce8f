import { writeSync } from 'node:fs';

export type LogLine = Record<string, unknown> & { level: 'info' | 'warn' | 'error'; msg: string };
export type Logger = (line: LogLine) => void;

export const silentLogger: Logger = () => {};

/** How long a log line may wait to be written with the lines after it. */
export const LOG_FLUSH_MS = 50;
/** Size of the buffer lines are gathered in; a full buffer is written at once. */
const BUFFER_BYTES = 64 * 1024;

/**
 * One JSON object per line on stdout, so any log shipper can parse it. Lines are gathered and
 * written together every LOG_FLUSH_MS (or when 64 KB have gathered): stdout to a file or a pipe is
 * a synchronous write on Linux, and a write per request cost more than the rest of a small answer.
 * They are gathered as bytes in a Buffer, outside V8's heap: thousands of line strings kept alive
 * for 50 ms would each be copied by the garbage collector, which cost more than writing them
 * (docs/bench.md).
 */
export function createJsonLogger(write: (chunk: Uint8Array) => void = (chunk) => process.stdout.write(chunk)): Logger {
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
	// Whatever is still gathered when the process exits (process.exit, a fatal error) is written
	// synchronously: on 'exit' no more turns of the loop happen.
	process.on('exit', () => {
		if (used > 0) writeSync(1, take());
	});

	return (line) => {
		const text = `${serialize(isoNow(), line)}\n`;
		// A UTF-16 unit is at most 3 bytes in UTF-8.
		if (used + text.length * 3 > BUFFER_BYTES) flush();
		if (text.length * 3 > BUFFER_BYTES) {
			write(Buffer.from(text));
			return;
		}
		used += buffer.write(text, used);
		timer ??= setTimeout(flush, LOG_FLUSH_MS).unref();
	};
}

let isoMs = -1;
let iso = '';
/** The current time as ISO 8601, formatted once per millisecond rather than once per line. */
function isoNow(): string {
	const now = Date.now();
	if (now !== isoMs) {
		isoMs = now;
		iso = new Date(now).toISOString();
	}
	return iso;
}

/**
 * The line as JSON with its time first. Request lines, nearly every line there is, have a fixed
 * shape and are written by a template (a tenth of the cost of the generic path); the output is the
 * same either way.
 */
export function serialize(time: string, line: LogLine): string {
	const { level, msg, method, path, status, ms } = line;
	if (
		msg === 'request' &&
		typeof method === 'string' &&
		typeof path === 'string' &&
		Number.isInteger(status) &&
		typeof ms === 'number' &&
		Number.isFinite(ms) &&
		Object.keys(line).length === 6
	) {
		return `{"time":"${time}","level":${JSON.stringify(level)},"msg":"request","method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}}`;
	}
	return JSON.stringify({ time, ...line });
}
