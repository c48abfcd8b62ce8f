import type { MiddlewareHandler } from 'hono';

export type LogLine = Record<string, unknown> & { level: 'info' | 'warn' | 'error'; msg: string };
export type Logger = (line: LogLine) => void;

/** One JSON object per line on stdout, so any log shipper can parse it. */
export const jsonLogger: Logger = (line) => {
	process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
};

export const silentLogger: Logger = () => {};

export function requestLog(log: Logger): MiddlewareHandler {
	return async (c, next) => {
		const started = performance.now();
		await next();
		log({
			level: c.res.status >= 500 ? 'error' : 'info',
			msg: 'request',
			method: c.req.method,
			path: c.req.path,
			status: c.res.status,
			ms: Math.round((performance.now() - started) * 10) / 10,
		});
	};
}
