import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSecurityHeaders, SECURITY_HEADERS, tileSource } from '../src/http/server-response';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { header, headerValues, type NodeResponse, nodeRequest } from './node-request';
import { DAY_MS, setSessionExpiry } from './session-rows';
import { startTestServer, type TestServer } from './test-server';
import { createWebDist, type WebDistFixture } from './web-dist-fixture';

/** The policy the SPA needs, spelled out here so a change to it is a visible change to this test. */
const EXPECTED_SECURITY_HEADERS = {
	'content-security-policy':
		"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
		"font-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; " +
		"base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
	'x-frame-options': 'DENY',
	'cross-origin-opener-policy': 'same-origin',
	'cross-origin-resource-policy': 'same-origin',
	'strict-transport-security': 'max-age=15552000; includeSubDomains',
	'origin-agent-cluster': '?1',
	'x-dns-prefetch-control': 'off',
	'x-permitted-cross-domain-policies': 'none',
};

/**
 * The page (index.html) also loads the PayPal JS SDK script: here the simulator's stand-in (the test
 * server runs in simulator mode), from its one origin; and its approval popup must answer the page.
 * Its images include the map tiles (MAP_TILE_URL's host, OpenStreetMap by default).
 */
function expectedPageHeaders(simulatorUrl: string): Record<string, string> {
	return {
		...EXPECTED_SECURITY_HEADERS,
		'content-security-policy': EXPECTED_SECURITY_HEADERS['content-security-policy']
			.replace("script-src 'self';", `script-src 'self' ${simulatorUrl};`)
			.replace("img-src 'self' data: blob:;", "img-src 'self' data: blob: https://tile.openstreetmap.org;"),
		'cross-origin-opener-policy': 'same-origin-allow-popups',
	};
}

let server: TestServer;
let webDist: WebDistFixture;
let user: RegisteredUser;
beforeAll(async () => {
	webDist = createWebDist();
	server = await startTestServer({ WEB_DIST: webDist.dir });
	user = await registerUser(server);
});
afterAll(async () => {
	await server.stop();
	webDist.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => nodeRequest(`${server.url}${path}`, { headers });
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
	nodeRequest(`${server.url}${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body,
	});

/** Each of the ten headers exactly once, with exactly its value. */
function expectSecurityHeaders(response: NodeResponse, expected: Record<string, string> = EXPECTED_SECURITY_HEADERS) {
	for (const [name, value] of Object.entries(expected)) {
		expect(headerValues(response, name), `${name} on a ${response.status}`).toEqual([value]);
	}
}

/** No header at all sent twice (the security headers included). */
function expectNoDuplicateHeaders(response: NodeResponse) {
	const names = response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
	// Several Set-Cookie headers are legitimate; none of these answers sets more than one anyway.
	expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
}

function expectHeadersOf(response: NodeResponse, status: number) {
	expect(response.status).toBe(status);
	expectSecurityHeaders(response);
	expectNoDuplicateHeaders(response);
}

/** The same for the page itself, with its PayPal sources. */
function expectPageHeadersOf(response: NodeResponse, status: number) {
	expect(response.status).toBe(status);
	const simulatorUrl = server.paypalSimulator?.url;
	if (!simulatorUrl) throw new Error('the test server runs the PayPal simulator');
	expectSecurityHeaders(response, expectedPageHeaders(simulatorUrl));
	expectNoDuplicateHeaders(response);
}

const json = (response: NodeResponse) => JSON.parse(response.body.toString('utf8')) as unknown;

it('SECURITY_HEADERS holds exactly the ten expected headers', () => {
	expect(SECURITY_HEADERS).toEqual(EXPECTED_SECURITY_HEADERS);
});

describe('security headers on API answers', () => {
	it('GET /api/health (200)', async () => {
		const response = await get('/api/health');
		expectHeadersOf(response, 200);
		expect(json(response)).toEqual({ status: 'ok' });
	});

	it('GET /api/v1/auth/me without a session (401) and with one (200)', async () => {
		const anonymous = await get('/api/v1/auth/me');
		expectHeadersOf(anonymous, 401);
		expect(header(anonymous, 'content-type')).toMatch(/^application\/json/);

		const signedIn = await get('/api/v1/auth/me', bearer(user.token));
		expectHeadersOf(signedIn, 200);
		expect(json(signedIn)).toMatchObject({ user: { id: user.user.id } });
	});

	it('GET /api/v1/auth/me when the session slid forward and Set-Cookie is sent', async () => {
		const sliding = await registerUser(server);
		setSessionExpiry(server.db, sliding.token, new Date(Date.now() + 10 * DAY_MS));
		const response = await get('/api/v1/auth/me', bearer(sliding.token));
		expectHeadersOf(response, 200);
		expect(headerValues(response, 'set-cookie')).toHaveLength(1);
		expect(header(response, 'set-cookie')).toMatch(/^edge_session=/);
	});

	it('GET /api/trpc/auth.me without a session (401), with one (200), and when it slid (Set-Cookie)', async () => {
		expectHeadersOf(await get('/api/trpc/auth.me'), 401);
		expectHeadersOf(await get('/api/trpc/auth.me', bearer(user.token)), 200);

		const sliding = await registerUser(server);
		setSessionExpiry(server.db, sliding.token, new Date(Date.now() + 10 * DAY_MS));
		const refreshed = await get('/api/trpc/auth.me', bearer(sliding.token));
		expectHeadersOf(refreshed, 200);
		expect(header(refreshed, 'set-cookie')).toMatch(/^edge_session=/);
	});

	it('tRPC query answers are compressed; mutation answers, always small, are not', async () => {
		const query = await nodeRequest(`${server.url}/api/trpc/directory.categories`, {
			headers: { 'accept-encoding': 'gzip' },
		});
		expect(query.status).toBe(200);
		expect(header(query, 'content-encoding')).toBe('gzip');
		expect(JSON.parse(gunzipSync(query.body).toString('utf8'))).toHaveProperty('result.data');

		const leaving = await registerUser(server);
		const mutation = await nodeRequest(`${server.url}/api/trpc/auth.logout`, {
			method: 'POST',
			headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json', ...bearer(leaving.token) },
			body: '{}',
		});
		expect(mutation.status).toBe(200);
		expect(header(mutation, 'content-encoding')).toBeNull();
		expect(JSON.parse(mutation.body.toString('utf8'))).toHaveProperty('result');
	});

	it('a tRPC mutation with invalid input (400)', async () => {
		const response = await post('/api/trpc/contact.submit', '{}');
		expectHeadersOf(response, 400);
		expect(json(response)).toMatchObject({ error: { data: { code: 'BAD_REQUEST' } } });
	});

	it('an unknown API path (404 JSON, Spanish by default, English on request)', async () => {
		const spanish = await get('/api/nope');
		expectHeadersOf(spanish, 404);
		expect(header(spanish, 'content-type')).toMatch(/^application\/json/);
		expect(json(spanish)).toEqual({ error: 'No encontrado.' });

		const english = await get('/api/nope', { 'accept-language': 'en' });
		expectHeadersOf(english, 404);
		expect(json(english)).toEqual({ error: 'Not found.' });
	});

	it('a body over 1 MB (413)', async () => {
		const response = await post('/api/trpc/contact.submit', JSON.stringify({ issue: 'x'.repeat(1024 * 1024 + 1) }));
		expectHeadersOf(response, 413);
		expect(header(response, 'connection')).toBe('close');
	});

	it('a cookie-only POST from a foreign origin (CSRF, 403)', async () => {
		const response = await post('/api/trpc/auth.logout', '', {
			cookie: user.cookie,
			origin: 'https://evil.example',
		});
		expectHeadersOf(response, 403);
		expect(json(response)).toEqual({ error: 'Solicitud rechazada: origen no permitido.' });
	});

	it('a server-sent event stream (head only)', async () => {
		const response = await nodeRequest(`${server.url}/api/trpc/system.serverTime`, {
			headers: { accept: 'text/event-stream' },
			headOnly: true,
		});
		expectHeadersOf(response, 200);
		expect(header(response, 'content-type')).toMatch(/^text\/event-stream/);
	});
});

describe('security headers on the web app', () => {
	it.each(['/', '/some/client/route', '/index.html'])('GET %s answers index.html (200)', async (path) => {
		const response = await get(path);
		expectPageHeadersOf(response, 200);
		expect(header(response, 'content-type')).toMatch(/^text\/html/);
		expect(header(response, 'content-encoding')).toBeNull();
		expect(response.body.toString('utf8')).toBe(webDist.indexHtml);
	});

	it.each([
		['gzip', 'gzip', gunzipSync],
		['br', 'br', brotliDecompressSync],
		['gzip, deflate, br', 'br', brotliDecompressSync],
	] as const)(
		'GET / with Accept-Encoding: %s sends %s, which decompresses to the same page',
		async (accepted, encoding, decompress) => {
			for (const path of ['/', '/some/client/route']) {
				const response = await get(path, { 'accept-encoding': accepted });
				expectPageHeadersOf(response, 200);
				expect(header(response, 'content-encoding')).toBe(encoding);
				expect(header(response, 'vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
				expect(response.body.length).toBeLessThan(Buffer.byteLength(webDist.indexHtml));
				expect(decompress(response.body).toString('utf8')).toBe(webDist.indexHtml);
			}
		},
	);

	it('answers 304 to If-None-Match with the page ETag', async () => {
		const first = await get('/');
		const etag = header(first, 'etag');
		expect(etag).toMatch(/^".+"$/);
		const again = await get('/', { 'if-none-match': etag as string });
		expectPageHeadersOf(again, 304);
		expect(again.body.length).toBe(0);
		expect(header(again, 'etag')).toBe(etag);
	});

	it('GET a hashed asset (200, cached for a year, also compressed)', async () => {
		const plain = await get(webDist.asset.path);
		expectHeadersOf(plain, 200);
		expect(header(plain, 'content-type')).toMatch(/javascript/);
		expect(header(plain, 'cache-control')).toBe('public, max-age=31536000, immutable');
		expect(plain.body.toString('utf8')).toBe(webDist.asset.text);

		const gzipped = await get(webDist.asset.path, { 'accept-encoding': 'gzip' });
		expectHeadersOf(gzipped, 200);
		expect(header(gzipped, 'content-encoding')).toBe('gzip');
		expect(gunzipSync(gzipped.body).toString('utf8')).toBe(webDist.asset.text);
	});

	it('GET a hashed asset with compressed forms sends the form the browser takes, as built, with its length', async () => {
		const { path, text, br, gz } = webDist.precompressed;
		for (const [accepted, encoding, form] of [
			['gzip, deflate, br, zstd', 'br', br],
			['gzip', 'gzip', gz],
		] as const) {
			const response = await get(path, { 'accept-encoding': accepted });
			expectHeadersOf(response, 200);
			expect(header(response, 'content-encoding')).toBe(encoding);
			expect(header(response, 'content-type')).toMatch(/javascript/);
			expect(header(response, 'cache-control')).toBe('public, max-age=31536000, immutable');
			expect(header(response, 'vary')).toBe('Accept-Encoding');
			// The built file itself, not compressed again here: its bytes and a length, not chunks.
			expect(header(response, 'content-length')).toBe(String(form.byteLength));
			expect(response.body.equals(form)).toBe(true);
		}
		expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
		const plain = await get(path);
		expect(header(plain, 'content-encoding')).toBeNull();
		expect(plain.body.toString('utf8')).toBe(text);
	});

	it.each([
		'/assets/missing.js',
		'/assets/missing.css',
		'/missing.png',
		'/manifest.webmanifest',
		'/uploads/missing.png',
	])('GET %s is a 404, not the page', async (path) => {
		const response = await get(path, { accept: 'text/html,*/*' });
		expectHeadersOf(response, 404);
		expect(header(response, 'content-type')).not.toMatch(/text\/html/);
		expect(response.body.toString('utf8')).not.toContain('<html');
	});

	it('GET an uploaded file (200)', async () => {
		mkdirSync(join(server.settings.uploadsDir, 'avatar000001'), { recursive: true });
		writeFileSync(join(server.settings.uploadsDir, 'avatar000001', '320.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
		const response = await get('/uploads/avatar000001/320.png');
		expectHeadersOf(response, 200);
		expect(header(response, 'content-type')).toBe('image/png');
		expect(header(response, 'cache-control')).toBe('public, max-age=31536000, immutable');
	});
});

describe('map tiles in the page CSP', () => {
	it('allows the tile host, with Leaflet subdomain placeholders as a wildcard', () => {
		expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
		expect(tileSource('https://tiles.example.com:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.com:8443');
		expect(
			pageSecurityHeaders(null, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')['content-security-policy'],
		).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
	});
});
