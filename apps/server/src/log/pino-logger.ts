import pino, { type DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import { createBatchedStdout } from './batched-stdout';
import type { Logger, LogLine, RequestFields } from './logger';

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
	/** Where the JSON lines go; stdout, written in batches (./batched-stdout.ts), unless a test gives a stream. */
	destination?: DestinationStream;
	/** Fields on every line, such as a cluster worker's `worker` and `pid` (src/cluster/); none by default. */
	fields?: Record<string, unknown>;
}

/** A Logger whose gathered lines can be written out before the process stops. */
export type FlushableLogger = Logger & { flush(): Promise<void> };

const flushers = new Set<() => Promise<void>>();

/**
 * Writes out every line still gathered by the loggers of this process. The shutdown calls it last,
 * after the server has closed (and logged its last requests); process exit flushes synchronously
 * too (./batched-stdout.ts); this is for an orderly stop that awaits it.
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
 * In JSON mode the lines go to stdout in batches (./batched-stdout.ts: every LOG_FLUSH_MS or 64 KB,
 * and what is left at exit); pretty lines are written as they come.
 */
export function createPinoLogger(options: PinoLoggerOptions = {}): FlushableLogger {
	const batched = options.destination || options.pretty ? null : createBatchedStdout();
	const destination =
		options.destination ??
		batched ??
		pretty({
			colorize: Boolean(process.stdout.isTTY),
			sync: true,
			translateTime: 'SYS:HH:MM:ss.l',
			ignore: 'pid,hostname',
		});
	const shape = {
		base: options.fields,
		timestamp: isoTime,
		formatters: { level: (label: string) => ({ level: label }) },
	};
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

	const flush = async () => batched?.flush();
	flushers.add(flush);

	const log = (line: LogLine) => {
		const { level, msg, ...fields } = line;
		logger[level](fields, msg);
	};
	const request = (level: LogLine['level'], msg: string, fields: RequestFields) => {
		requestLogger[level](fields, msg);
	};
	return Object.assign(log, { flush, request });
}
