import { compress } from 'hono/compress';

/**
 * gzip/deflate above 1 KB. Hono's compress applies that threshold only when a Content-Length is set,
 * so the hot JSON routes send one (see rest/json-response.ts): small answers then skip compression
 * and keep @hono/node-server's fast path (no web stream is created). Hono's compress also leaves
 * text/event-stream alone, which must stream unbuffered.
 */
export function compression() {
	return compress({ threshold: 1024 });
}
