import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../src/env';
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

describe('the time-out settings', () => {
	/** The SettingsError readSettings throws for this environment. */
	function refusal(env: Record<string, string>): SettingsError {
		try {
			readSettings(env);
		} catch (error) {
			if (error instanceof SettingsError) return error;
			throw error;
		}
		throw new Error(`readSettings accepted ${JSON.stringify(env)}`);
	}

	it('default to seconds, not minutes: 10 s for the headers, 30 s for the whole request', () => {
		expect(readSettings({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000 });
	});

	it('are read from HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS', () => {
		expect(readSettings({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '5000' }).timeouts).toEqual({
			headersMs: 2_000,
			requestMs: 5_000,
		});
		// Equal limits are allowed: the headers may take the whole request's time.
		expect(readSettings({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '5000' }).timeouts.headersMs).toBe(5_000);
	});

	it('refuse a headers time-out longer than the request time-out, naming the variable', () => {
		const error = refusal({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' });
		expect(error.message).toMatch(/^Invalid environment setting/);
		expect(error.message).toContain('HEADERS_TIMEOUT_MS');
		// Against the default request time-out (30 s) as well.
		expect(refusal({ HEADERS_TIMEOUT_MS: '40000' }).message).toContain('HEADERS_TIMEOUT_MS');
	});

	it.each([
		['HEADERS_TIMEOUT_MS', 'ten'],
		['HEADERS_TIMEOUT_MS', '1.5'],
		['HEADERS_TIMEOUT_MS', '0'],
		['REQUEST_TIMEOUT_MS', 'soon'],
		['REQUEST_TIMEOUT_MS', '-1'],
		['REQUEST_TIMEOUT_MS', '86400000'],
	])('refuse %s=%s', (name, value) => {
		const error = refusal({ [name]: value });
		expect(error.message).toMatch(/^Invalid environment setting/);
		expect(error.message).toContain(name);
	});
});
