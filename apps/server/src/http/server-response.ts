import { type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * The CSP allows exactly what the SPA loads: its own scripts, workers and manifest; inline styles
 * (Mantine writes CSS variables into <style> tags); images from itself, data: and blob: (previews of
 * uploads). The app may not be framed anywhere.
 */
const CONTENT_SECURITY_POLICY = [
	"default-src 'self'",
	"script-src 'self'",
	"style-src 'self' 'unsafe-inline'",
	"img-src 'self' data: blob:",
	"font-src 'self' data:",
	"connect-src 'self'",
	"worker-src 'self'",
	"manifest-src 'self'",
	"object-src 'none'",
	"base-uri 'self'",
	"form-action 'self'",
	"frame-ancestors 'none'",
].join('; ');

/** Lower-case names: a response that sets one of them itself (same spelling) keeps its own value. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
	'content-security-policy': CONTENT_SECURITY_POLICY,
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
	'x-frame-options': 'DENY',
	'cross-origin-opener-policy': 'same-origin',
	'cross-origin-resource-policy': 'same-origin',
	'strict-transport-security': 'max-age=15552000; includeSubDomains',
	'origin-agent-cluster': '?1',
	'x-dns-prefetch-control': 'off',
	'x-permitted-cross-domain-policies': 'none',
});
const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

type Head = OutgoingHttpHeaders | OutgoingHttpHeader[];

/** Header object of a response built in this app: the security headers, then its own. */
export function responseHeaders(own: Record<string, string>): Record<string, string> {
	// A spread of a constant at the start of a literal is one fast copy with a stable shape.
	return { ...SECURITY_HEADERS, ...own };
}

/**
 * Node's response object for this server: it adds the security headers to every response (API, SPA,
 * static files, the adapter's own error answers) where the head is written, so no route can forget
 * them, and remembers when the request arrived for the request log.
 *
 * Why here and not in a Hono middleware: setting ten headers through the fetch API's Headers costs
 * about as much as a whole small answer (each set validates and re-sorts), and reading a finished
 * response's headers in a middleware makes @hono/node-server rebuild the response. @hono/node-server
 * hands writeHead a plain object (the one the route built, or one made from its Headers); the app's
 * own hot answers already carry the headers (responseHeaders), so for them this is one lookup.
 */
export class EdgeServerResponse extends ServerResponse {
	readonly startedAt = performance.now();

	override writeHead(statusCode: number, reasonOrHeaders?: string | Head, maybeHeaders?: Head): this {
		const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
		const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : (reasonOrHeaders ?? maybeHeaders);
		return super.writeHead(statusCode, reason, withSecurityHeaders(headers));
	}
}

function withSecurityHeaders(headers: Head | undefined): Head {
	if (!headers) return { ...SECURITY_HEADERS };
	if (Array.isArray(headers)) {
		// Raw [name, value, name, value…] form; the adapter does not use it, kept correct anyway.
		const present = new Set(headers.filter((_, i) => i % 2 === 0).map((name) => String(name).toLowerCase()));
		for (const [name, value] of SECURITY_HEADER_ENTRIES) if (!present.has(name)) headers.push(name, value);
		return headers;
	}
	// Built by responseHeaders (or deliberately setting its own policy): complete already.
	if ('content-security-policy' in headers) return headers;
	for (const [name, value] of SECURITY_HEADER_ENTRIES) if (!(name in headers)) headers[name] = value;
	return headers;
}
