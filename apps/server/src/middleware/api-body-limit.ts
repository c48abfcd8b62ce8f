import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Refuses API bodies over `maxSize` before they are read whole. A body that states its length is
 * judged by the header alone: Hono's bodyLimit looks at `req.body` first, which makes
 * @hono/node-server build a full fetch Request around the socket, and that cost about a tenth of a
 * chat send (docs/bench.md, "Chat"); without it the handler's `req.json()` reads the socket directly.
 * A chunked body has no length to trust and is counted as it streams, by Hono's bodyLimit.
 */
export function apiBodyLimit(maxSize: number, onTooLarge: (c: Context) => Response): MiddlewareHandler {
	const counted = bodyLimit({ maxSize, onError: onTooLarge });
	return (c, next) => {
		const length = c.req.header('content-length');
		if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
			return Number(length) > maxSize ? Promise.resolve(onTooLarge(c)) : next();
		}
		return counted(c, next);
	};
}
