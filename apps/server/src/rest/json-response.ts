import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** JSON with an explicit Content-Length, so the compression middleware can skip small answers. */
export function jsonResponse(c: Context, data: unknown, status: ContentfulStatusCode = 200) {
	const body = JSON.stringify(data);
	return c.body(body, status, {
		'Content-Type': 'application/json; charset=UTF-8',
		'Content-Length': String(Buffer.byteLength(body)),
	});
}
