import { type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Extra sources one directive of the page's CSP allows besides its defaults. */
interface CspSources {
	script?: readonly string[];
	img?: readonly string[];
	connect?: readonly string[];
	frame?: readonly string[];
}

/**
 * The CSP allows exactly what the SPA loads: its own scripts, workers and manifest; inline styles
 * (Mantine writes CSS variables into <style> tags); images from itself, data: and blob: (previews of
 * uploads). The app may not be framed anywhere. The page itself (index.html) may add the PayPal
 * JS SDK's sources (pageSecurityHeaders).
 */
function contentSecurityPolicy(extra: CspSources = {}): string {
	const list = (base: string, more: readonly string[] | undefined) => [base, ...(more ?? [])].join(' ');
	return [
		"default-src 'self'",
		list("script-src 'self'", extra.script),
		"style-src 'self' 'unsafe-inline'",
		list("img-src 'self' data: blob:", extra.img),
		"font-src 'self' data:",
		list("connect-src 'self'", extra.connect),
		...(extra.frame ? [list("frame-src 'self'", extra.frame)] : []),
		"worker-src 'self'",
		"manifest-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	].join('; ');
}

/** Lower-case names: a response that sets one of them itself (same spelling) keeps its own value. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
	'content-security-policy': contentSecurityPolicy(),
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

/**
 * The page's security headers with its CSP's script-src also allowing these inline scripts by their
 * hashes (`'sha256-…'`): a page drawn by the server carries the router's scripts (its state and the
 * answers it was drawn with, first-view.ts inlineScriptHashes). Every other page keeps
 * `script-src 'self'` (and PayPal's sources) exactly. Hashes rather than a nonce: a drawn page is
 * kept and served to many visitors with its compressed forms, where a nonce must be new in every
 * response (docs/decisions.md).
 */
export function withInlineScripts(
	headers: Readonly<Record<string, string>>,
	scriptHashes: readonly string[],
): Readonly<Record<string, string>> {
	const policy = headers['content-security-policy'];
	if (!policy || scriptHashes.length === 0) return headers;
	const allowed = policy.replace(
		/(^|;\s*)(script-src [^;]*)/,
		(_match, start: string, directive: string) => `${start}${directive} ${scriptHashes.join(' ')}`,
	);
	return Object.freeze({ ...headers, 'content-security-policy': allowed });
}

/** PayPal's JS SDK origins, as PayPal's CSP guidance lists them (Venmo left out: not offered). */
const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * The security headers of the page (index.html), computed once at start from where the PayPal JS
 * SDK script comes from (payments.checkoutConfig's sdkUrl; null without payments):
 * - PayPal's own script (sandbox, live): PayPal's documented sources for scripts, frames (its
 *   buttons are iframes), connections and images;
 * - the simulator's stand-in: that one origin for scripts only (its buttons are plain buttons in
 *   the page and its approval page opens as a popup, which the CSP does not govern).
 * With buttons, the opener policy allows popups (same-origin-allow-popups, as PayPal requires):
 * the approval popup must be able to answer the page that opened it.
 * Map tiles (MAP_TILE_URL) are images from the tile server's host.
 */
export function pageSecurityHeaders(
	sdkUrl: string | null,
	tileUrl: string | null = null,
): Readonly<Record<string, string>> {
	const tiles = tileUrl ? [tileSource(tileUrl)] : [];
	if (!sdkUrl && tiles.length === 0) return SECURITY_HEADERS;
	const origin = sdkUrl ? new URL(sdkUrl).origin : null;
	const paypal = origin !== null && /^https:\/\/([a-z0-9-]+\.)*paypal\.com$/.test(origin);
	const sources: CspSources = paypal
		? { script: PAYPAL_SOURCES, img: [...PAYPAL_SOURCES, ...tiles], connect: PAYPAL_SOURCES, frame: PAYPAL_SOURCES }
		: { script: origin ? [origin] : [], img: tiles };
	return Object.freeze({
		...SECURITY_HEADERS,
		'content-security-policy': contentSecurityPolicy(sources),
		...(sdkUrl && { 'cross-origin-opener-policy': 'same-origin-allow-popups' }),
	});
}

/**
 * The CSP source of a map tile URL template (MAP_TILE_URL): its scheme and host, with Leaflet's
 * {s} subdomain placeholder as a wildcard (https://{s}.tile.example.org → https://*.tile.example.org).
 */
export function tileSource(tileUrl: string): string {
	const match = /^(https?:\/\/)([^/]+)/.exec(tileUrl);
	const [, scheme, host] = match ?? [];
	if (!scheme || !host) return "'self'";
	return `${scheme}${host.replace(/\{s\}/g, '*')}`;
}
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
