import { contactMessages } from '@edge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, registerUser, uniqueEmail } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

/** POST auth.logout; the body is read so no connection is left half-consumed. */
async function logout(headers: Record<string, string>) {
	const response = await fetch(`${server.url}/api/trpc/auth.logout`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
	});
	return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

describe('security headers', () => {
	it.each(['/', '/api/health', '/api/v1/auth/me', '/api/trpc/auth.me'])('are sent on %s', async (path) => {
		const response = await fetch(`${server.url}${path}`);
		expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
		expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
		expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
		expect(response.headers.get('x-content-type-options')).toBe('nosniff');
		expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
		expect(response.headers.get('x-frame-options')).toBe('DENY');
		await response.body?.cancel();
	});

	it('the health check answers ok', async () => {
		const response = await fetch(`${server.url}/api/health`);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ status: 'ok' });
	});
});

describe('compression', () => {
	// The web client batches queries (httpBatchLink); eight unauthenticated auth.me calls answer well over 1 KB.
	const batchUrl = () => `${server.url}/api/trpc/${Array(8).fill('auth.me').join(',')}?batch=1&input=%7B%7D`;

	it('gzips a JSON answer over 1 KB for a client that accepts gzip', async () => {
		const response = await fetch(batchUrl(), { headers: { 'accept-encoding': 'gzip' } });
		expect(response.headers.get('content-encoding')).toBe('gzip');
		expect(response.headers.get('content-type')).toContain('application/json');
		const text = await response.text();
		expect(text.length).toBeGreaterThan(1024);
		const body = JSON.parse(text) as Array<{ error: { data: { code: string } } }>;
		expect(body).toHaveLength(8);
		expect(body.every((item) => item.error.data.code === 'UNAUTHORIZED')).toBe(true);
	});

	it('leaves small JSON answers uncompressed', async () => {
		const response = await fetch(`${server.url}/api/health`, { headers: { 'accept-encoding': 'gzip' } });
		expect(response.headers.get('content-encoding')).toBeNull();
		expect(await response.json()).toEqual({ status: 'ok' });
	});

	it('does not compress for a client that does not accept it', async () => {
		const response = await fetch(batchUrl(), { headers: { 'accept-encoding': 'identity' } });
		expect(response.headers.get('content-encoding')).toBeNull();
		expect((await response.text()).length).toBeGreaterThan(1024);
	});

	it('streams server-sent events uncompressed, with the first event right away', async () => {
		const abort = new AbortController();
		const response = await fetch(`${server.url}/api/trpc/system.serverTime`, {
			headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip' },
			signal: abort.signal,
		});
		try {
			expect(response.status).toBe(200);
			expect(response.headers.get('content-type')).toContain('text/event-stream');
			expect(response.headers.get('content-encoding')).toBeNull();
			const reader = (response.body as ReadableStream<Uint8Array>).getReader();
			const decoder = new TextDecoder();
			let received = '';
			let event: { now: string } | undefined;
			while (!event) {
				const { value, done } = await reader.read();
				if (done) throw new Error(`stream ended before an event: ${received}`);
				received += decoder.decode(value, { stream: true });
				const line = received.split('\n').find((l) => l.startsWith('data:') && l.includes('"now"'));
				if (line) event = JSON.parse(line.slice('data:'.length)) as { now: string };
			}
			expect(Math.abs(new Date(event.now).getTime() - server.clock.now().getTime())).toBeLessThan(60_000);
		} finally {
			abort.abort();
		}
	});
});

describe('CSRF guard', () => {
	it('refuses a cookie-only POST from a foreign origin, and the session survives', async () => {
		const user = await registerUser(server);
		const response = await logout({ cookie: user.cookie, origin: 'https://evil.example' });
		expect(response.status).toBe(403);
		expect(response.body).toEqual({ error: 'Solicitud rechazada: origen no permitido.' });
		expect(response.headers.getSetCookie()).toEqual([]);
		expect((await getMe(server, bearer(user.token))).status).toBe(200);
	});

	it('answers the refusal in English for Accept-Language: en', async () => {
		const user = await registerUser(server);
		const response = await logout({ cookie: user.cookie, origin: 'https://evil.example', 'accept-language': 'en' });
		expect(response.body).toEqual({ error: 'Request refused: foreign origin.' });
	});

	it('refuses a cookie-only POST without an Origin header', async () => {
		const user = await registerUser(server);
		const response = await logout({ cookie: user.cookie });
		expect(response.status).toBe(403);
		expect((await getMe(server, bearer(user.token))).status).toBe(200);
	});

	it('refuses a cookie-authenticated POST to a public procedure from a foreign origin', async () => {
		const user = await registerUser(server);
		const response = await fetch(`${server.url}/api/trpc/auth.login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', cookie: user.cookie, origin: 'https://evil.example' },
			body: JSON.stringify({ email: user.email, password: user.password }),
		});
		expect(response.status).toBe(403);
		expect(response.headers.getSetCookie()).toEqual([]);
		expect(((await response.json()) as { error?: unknown }).error).toBeTypeOf('string');
	});

	it("accepts a cookie-only POST from the server's own origin", async () => {
		const user = await registerUser(server);
		const response = await logout({ cookie: user.cookie, origin: server.url });
		expect(response.status).toBe(200);
		expect((await getMe(server, bearer(user.token))).status).toBe(401);
	});

	it('accepts a Bearer POST from a foreign origin: the token is not ambient', async () => {
		const user = await registerUser(server);
		const response = await logout({ ...bearer(user.token), origin: 'https://evil.example' });
		expect(response.status).toBe(200);
		expect((await getMe(server, bearer(user.token))).status).toBe(401);
	});

	it('lets a POST without any credentials through whatever its origin', async () => {
		const response = await call(() =>
			apiClient(server.url, { origin: 'https://evil.example' }).auth.requestPasswordReset.mutate({
				email: uniqueEmail(),
			}),
		);
		expect(response.status).toBe(200);
	});

	it('does not guard reads', async () => {
		const user = await registerUser(server);
		const response = await fetch(`${server.url}/api/trpc/auth.me`, {
			headers: { cookie: user.cookie, origin: 'https://evil.example' },
		});
		expect(response.status).toBe(200);
		expect(((await response.json()) as { result: { data: { id: string } } }).result.data.id).toBe(user.user.id);
	});
});

describe('login throttling without a trusted proxy', () => {
	it('ignores X-Forwarded-For, so spoofing it does not escape the IP lock', async () => {
		for (let i = 0; i < 10; i++) {
			const response = await call(() =>
				apiClient(server.url, { 'x-forwarded-for': `198.51.100.${i}` }).auth.login.mutate({
					email: uniqueEmail('spray'),
					password: 'Wrong12345',
				}),
			);
			expect(response.status).toBe(401);
		}
		const locked = await call(() =>
			apiClient(server.url, { 'x-forwarded-for': '198.51.100.200' }).auth.login.mutate({
				email: uniqueEmail('spray'),
				password: 'Wrong12345',
			}),
		);
		expect(locked.status).toBe(429);
		server.clock.advance(15 * 60 * 1000 + 1000);
	});
});

describe('request size', () => {
	it('refuses an API body over 1 MB with a translated 413 and writes nothing', async () => {
		const before = server.db.select().from(contactMessages).all().length;
		const response = await fetch(`${server.url}/api/trpc/contact.submit`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'accept-language': 'en' },
			body: JSON.stringify({
				name: 'Ana',
				email: 'ana@example.com',
				phone: '+18095551234',
				country: 'RD',
				issue: 'x'.repeat(2 * 1024 * 1024),
			}),
		});
		expect(response.status).toBe(413);
		expect(await response.json()).toEqual({ error: 'The request is too large.' });
		expect(server.db.select().from(contactMessages).all()).toHaveLength(before);
	});

	it('counts a chunked body (no Content-Length) as it streams, and refuses it past 1 MB', async () => {
		const before = server.db.select().from(contactMessages).all().length;
		const chunks = (async function* () {
			yield new TextEncoder().encode('{"name":"Ana","issue":"');
			for (let i = 0; i < 24; i++) yield new TextEncoder().encode('x'.repeat(100 * 1024));
			yield new TextEncoder().encode('"}');
		})();
		const response = await fetch(`${server.url}/api/trpc/contact.submit`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'accept-language': 'en' },
			body: ReadableStream.from(chunks),
			duplex: 'half',
		} as RequestInit);
		expect(response.status).toBe(413);
		expect(await response.json()).toEqual({ error: 'The request is too large.' });
		expect(server.db.select().from(contactMessages).all()).toHaveLength(before);
	});
});

describe('routing', () => {
	it('answers unknown API paths with 404 JSON', async () => {
		for (const path of ['/api/whatever', '/api/v2/auth/me', '/api/uploads']) {
			const response = await fetch(`${server.url}${path}`);
			expect(response.status, path).toBe(404);
			expect(response.headers.get('content-type'), path).toContain('application/json');
			expect(typeof ((await response.json()) as { error?: unknown }).error, path).toBe('string');
		}
	});

	it('answers unknown tRPC procedures with a tRPC 404', async () => {
		const response = await fetch(`${server.url}/api/trpc/nothing.here`);
		expect(response.status).toBe(404);
		const body = (await response.json()) as { error: { data: { code: string } } };
		expect(body.error.data.code).toBe('NOT_FOUND');
	});

	it('hands client routes to the web app (503 text until it is built, then its HTML)', async () => {
		const response = await fetch(`${server.url}/some/client/route`, { headers: { accept: 'text/html' } });
		expect(response.status).not.toBe(404);
		expect([200, 503]).toContain(response.status);
		expect(response.headers.get('content-type')).toMatch(response.status === 200 ? /text\/html/ : /text\/plain/);
		expect((await response.text()).length).toBeGreaterThan(0);
	});
});
