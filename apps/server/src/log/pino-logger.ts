import pino, { type DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Logger, LogLine, RequestFields } from './logger';

/** How long a log line may wait to be written with the lines after it. */
export const LOG_FLUSH_MS = 50;
/** Lines gather until this many bytes (or LOG_FLUSH_MS) before one write. */
const BATCH_BYTES = 16 * 1024 - 1;

/**
 * Fields that may carry a credential, at the top of a line or one level down (`headers.cookie`):
 * written as "[redacted]". Request lines never carry them (the URL's query string is dropped too).
 */
export const REDACTED_PATHS = [
	'authorization',
	'cookie',
	'token',
	'sessionToken',
	'password',
	'secret',
	'headers.authorization',
	'headers.cookie',
	'headers["set-cookie"]',
	'*.authorization',
	'*.cookie',
	'*.token',
	'*.password',
];

export interface PinoLoggerOptions {
	/** Coloured, human-readable lines through pino-pretty (development at a terminal) instead of JSON. */
	pretty?: boolean;
	/** Where the JSON lines go; stdout, written asynchronously in batches, unless a test gives a stream. */
	destination?: DestinationStream;
}

/** A Logger whose gathered lines can be written out before the process stops. */
export type FlushableLogger = Logger & { flush(): Promise<void> };

const flushers = new Set<() => Promise<void>>();

/**
 * Writes out every line still gathered by the loggers of this process. The shutdown calls it last,
 * after the server has closed (and logged its last requests); process exit flushes synchronously
 * too (pino's destination registers that), this is for an orderly stop that awaits it.
 */
export async function flushLogs(): Promise<void> {
	await Promise.all([...flushers].map((flush) => flush()));
}

let isoMs = -1;
let isoField = '';
/** `,"time":"<ISO 8601>"` as pino wants it, formatted once per millisecond rather than per line. */
function isoTime(): string {
	const now = Date.now();
	if (now !== isoMs) {
		isoMs = now;
		isoField = `,"time":"${new Date(now).toISOString()}"`;
	}
	return isoField;
}

/**
 * The server's log through pino: one JSON object per line, `level` as a word ("info", "warn",
 * "error"), `time` in ISO 8601, `msg`, then the line's own fields; credentials redacted (above);
 * an Error in `err` or `error` written with its type, message and stack.
 *
 * In JSON mode the lines go to stdout through pino's asynchronous destination: gathered and written
 * together when 16 KB have gathered or LOG_FLUSH_MS after the first line waiting, because stdout to
 * a file or a pipe is a synchronous write on Linux, and a write per request cost more than the rest
 * of a small answer (docs/bench.md). Exit writes what is left synchronously.
 */
export function createPinoLogger(options: PinoLoggerOptions = {}): FlushableLogger {
	const boom =
		options.destination || options.pretty ? null : pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
	const destination =
		options.destination ??
		boom ??
		pretty({
			colorize: Boolean(process.stdout.isTTY),
			sync: true,
			translateTime: 'SYS:HH:MM:ss.l',
			ignore: 'pid,hostname',
		});
	const shape = { base: undefined, timestamp: isoTime, formatters: { level: (label: string) => ({ level: label }) } };
	const logger = pino(
		{
			...shape,
			serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
			redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
		},
		destination,
	);
	// Request lines: the same shape on the same destination, without redaction (their fields are
	// fixed and hold no credential) or serializers, which cost more than the rest (docs/bench.md).
	const requestLogger = pino(shape, destination);

	let timer: NodeJS.Timeout | null = null;
	const flushSoon = () => {
		timer = null;
		boom?.flush();
	};
	const flush = () =>
		new Promise<void>((resolve) => {
			if (timer) clearTimeout(timer);
			timer = null;
			if (!boom) return resolve();
			// An error here (stdout closed) must not keep the shutdown waiting.
			boom.flush(() => resolve());
		});
	flushers.add(flush);

	const log = (line: LogLine) => {
		const { level, msg, ...fields } = line;
		logger[level](fields, msg);
		if (boom) timer ??= setTimeout(flushSoon, LOG_FLUSH_MS).unref();
	};
	const request = (level: LogLine['level'], msg: string, fields: RequestFields) => {
		requestLogger[level](fields, msg);
		if (boom) timer ??= setTimeout(flushSoon, LOG_FLUSH_MS).unref();
	};
	return Object.assign(log, { flush, request });
}
