export type LogLine = Record<string, unknown> & { level: 'info' | 'warn' | 'error'; msg: string };
/**
 * What the server's code logs through: one call per line. The server's own is pino
 * (./pino-logger.ts); tests pass one that keeps the lines (apps/server/test/log-capture.ts).
 */
export type Logger = (line: LogLine) => void;

export const silentLogger: Logger = () => {};

export { createPinoLogger, type FlushableLogger, flushLogs, LOG_FLUSH_MS } from './pino-logger';
