import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from './log-capture';
import { openRawConnection, write } from './raw-connection';
import { startTestServer, type TestServer } from './test-server';

/**
 * Node's own defaults let a request whose body never ends hold its connection for five minutes
 * (headers: one minute). The server sets both limits from the settings; short ones here, so a stalled
 * client is cut within a second or two, and 5 s is far below what the defaults would allow.
 */
const HEADERS_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 600;
const CUT_WITHIN_MS = 5_000;

const log = captureLog();
let server: TestServer;
beforeAll(async () => {
	server = await startTestServer(
		{ HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
		log.logger,
	);
});
afterAll(async () => {
	await server.stop();
});

/** What the server sends when it gives up on a request: Node's 408, or nothing before closing. */
const TIMED_OUT = /^(HTTP\/1\.1 408 Request Timeout\r\n[\s\S]*)?$/;

describe('a client that stalls', () => {
	it('is cut when its body stops short of the Content-Length', async () => {
		const connection = await openRawConnection(server.port);
		await write(
			connection.socket,
			'POST /api/trpc/contact.submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
				'Content-Length: 1000\r\n\r\n{"name":"A',
		);
		const stalledAt = performance.now();
		const { received, at } = await connection.closed(CUT_WITHIN_MS);
		expect(at - stalledAt).toBeLessThan(CUT_WITHIN_MS);
		expect(received).toMatch(TIMED_OUT);
		// The server gave up on the request: logged as a time-out, not as a server error nor as the
		// client's doing.
		const line = await log.waitFor((l) => l.path === '/api/trpc/contact.submit');
		expect(line).toMatchObject({ level: 'info', msg: 'request timed out', method: 'POST', status: 408 });
		expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
	});

	it('is cut when its headers stop halfway', async () => {
		const connection = await openRawConnection(server.port);
		await write(connection.socket, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: appl');
		const stalledAt = performance.now();
		const { received, at } = await connection.closed(CUT_WITHIN_MS);
		expect(at - stalledAt).toBeLessThan(CUT_WITHIN_MS);
		expect(received).toMatch(TIMED_OUT);
	});

	it('leaves a complete request on the same settings alone', async () => {
		const response = await fetch(`${server.url}/api/health`);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ status: 'ok' });
	});
});
