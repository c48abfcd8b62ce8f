import type { MiddlewareHandler } from 'hono';

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

/**
 * Computed once; every response gets the same set (Hono's secureHeaders rebuilds it per request).
 * Set before the handler runs, so they go into the response as it is built rather than onto a
 * finished one, which would make @hono/node-server leave its fast path for plain bodies.
 */
const SECURITY_HEADERS: readonly [string, string][] = [
	['Content-Security-Policy', CONTENT_SECURITY_POLICY],
	['X-Content-Type-Options', 'nosniff'],
	['Referrer-Policy', 'strict-origin-when-cross-origin'],
	['X-Frame-Options', 'DENY'],
	['Cross-Origin-Opener-Policy', 'same-origin'],
	['Cross-Origin-Resource-Policy', 'same-origin'],
	['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
	['Origin-Agent-Cluster', '?1'],
	['X-DNS-Prefetch-Control', 'off'],
	['X-Permitted-Cross-Domain-Policies', 'none'],
];

export function securityHeaders(): MiddlewareHandler {
	return async (c, next) => {
		for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
		await next();
		// Responses built outside Hono's context (tRPC's fetch adapter, static files) get them here.
		const headers = c.res.headers;
		if (!headers.has('content-security-policy')) for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
	};
}
