export type LogLine = Record<string, unknown> & { level: 'info' | 'warn' | 'error'; msg: string };
/**
 * What the server's code logs through: one call per line. The server's own is pino
 * (./pino-logger.ts); tests pass one that keeps the lines (apps/server/test/log-capture.ts).
 */
export type Logger = ((line: LogLine) => void) & {
	/**
	 * Request lines (http/request-log.ts) by a shorter way, when the logger has one: their fields are
	 * fixed and never carry a credential, so pino writes them without the redaction pass, which cost
	 * more than the rest of the line. A logger without it gets them as ordinary lines.
	 */
	request?: (level: LogLine['level'], msg: string, fields: RequestFields) => void;
};

/** What a request line says besides its level and message (docs/operations.md, "Logs"). */
export interface RequestFields {
	method: string;
	/** Without the query string. */
	path: string;
	status: number;
	ms: number;
	reqId?: string;
	userId?: string;
}

export const silentLogger: Logger = () => {};

export { LOG_FLUSH_MS } from './batched-stdout';
export { createPinoLogger, type FlushableLogger, flushLogs } from './pino-logger';
