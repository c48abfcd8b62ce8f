import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogLine } from '../src/log/logger';
import { captureLog, linesUntilNextRequest } from './log-capture';
import { openRawConnection, write } from './raw-connection';
import { startTestServer, type TestServer } from './test-server';

const log = captureLog();
let server: TestServer;
beforeAll(async () => {
	server = await startTestServer({ LOG_REQUESTS: 'true' }, log.logger);
});
afterAll(async () => {
	await server.stop();
});

const ABORTED = 'request aborted by the client';
const CONTACT = JSON.stringify({ name: 'Ana', email: 'ana@example.com', phone: '+18095551234', country: 'RD' });

/** Sends the head and part of the body, then hangs up; resolves with what was logged about it. */
async function hangUpMidBody(head: string, partOfBody: string, path: string): Promise<LogLine[]> {
	const from = log.lines.length;
	const connection = await openRawConnection(server.port);
	await write(connection.socket, `${head}\r\n${partOfBody}`);
	connection.socket.destroy();
	// The request log writes its line when the response is closed, here by the hang-up.
	await log.waitFor((line) => line.path === path && 'status' in line, { from });
	return linesUntilNextRequest(log, server.url, from);
}

function postHead(path: string, headers: string[]): string {
	return [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', ...headers, ''].join('\r\n');
}

/** No error line, no 500: the client left, the server did nothing wrong. */
function expectLoggedAsAbort(lines: LogLine[], path: string) {
	expect(lines.filter((line) => line.level === 'error')).toEqual([]);
	expect(lines.filter((line) => line.msg === 'unhandled' || line.status === 500)).toEqual([]);
	const requestLines = lines.filter((line) => line.path === path && 'status' in line);
	expect(requestLines).toHaveLength(1);
	expect(requestLines[0]).toMatchObject({ level: 'info', msg: ABORTED, method: 'POST', path });
	expect(requestLines[0]?.ms).toBeTypeOf('number');
}

describe('a client that hangs up in the middle of its body', () => {
	it('is logged as an abort for a tRPC mutation', async () => {
		const path = '/api/trpc/contact.submit';
		const lines = await hangUpMidBody(postHead(path, ['Content-Length: 5000']), CONTACT.slice(0, 30), path);
		expectLoggedAsAbort(lines, path);
	});

	it('is logged as an abort for a tRPC batch of mutations', async () => {
		const path = '/api/trpc/contact.submit,contact.submit';
		const body = JSON.stringify({ 0: JSON.parse(CONTACT), 1: JSON.parse(CONTACT) });
		const lines = await hangUpMidBody(postHead(`${path}?batch=1`, ['Content-Length: 5000']), body.slice(0, 40), path);
		expectLoggedAsAbort(lines, path);
	});

	it('is logged as an abort when the body is chunked (read through the body limit, the error reaches the app)', async () => {
		const path = '/api/trpc/contact.submit';
		const chunk = CONTACT.slice(0, 20);
		const head = postHead(path, ['Transfer-Encoding: chunked']);
		const lines = await hangUpMidBody(head, `${chunk.length.toString(16)}\r\n${chunk}\r\n`, path);
		expectLoggedAsAbort(lines, path);
		// The app's error handler saw the failed read and recognised the hang-up.
		expect(lines).toContainEqual({ level: 'info', msg: ABORTED, method: 'POST', path });
	});

	it('leaves the server answering the next request', async () => {
		const response = await fetch(`${server.url}/api/trpc/contact.submit`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ ...JSON.parse(CONTACT), issue: 'Hola' }),
		});
		expect(response.status).toBe(200);
		await response.text();
	});
});
