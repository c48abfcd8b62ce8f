import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogLine } from './logger';
import { createPinoLogger, flushLogs } from './pino-logger';

/** A logger whose lines are kept, parsed, instead of going to stdout. */
function recordedLogger() {
	const lines: Record<string, unknown>[] = [];
	const log = createPinoLogger({
		destination: { write: (chunk: string) => lines.push(JSON.parse(chunk) as Record<string, unknown>) },
	});
	return { log, lines };
}

describe('createPinoLogger', () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it('writes a request line as one JSON object: time, level as a word, msg and its fields', () => {
		const { log, lines } = recordedLogger();
		const line: LogLine = {
			level: 'info',
			msg: 'request',
			method: 'GET',
			path: '/api/health',
			status: 200,
			ms: 0.4,
			reqId: 'abc-1',
			userId: 'u1',
		};
		log(line);
		expect(lines).toEqual([
			{
				time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
				level: 'info',
				msg: 'request',
				method: 'GET',
				path: '/api/health',
				status: 200,
				ms: 0.4,
				reqId: 'abc-1',
				userId: 'u1',
			},
		]);
	});

	it('writes a request line given by the request log the same way, without the redaction pass', () => {
		// One instant for both lines: written a millisecond apart, their times differed.
		vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T18:29:47.951Z') });
		const { log, lines } = recordedLogger();
		log.request?.('error', 'request', { method: 'POST', path: '/api/trpc/x', status: 500, ms: 3, reqId: 'abc-2' });
		log({ level: 'error', msg: 'request', method: 'POST', path: '/api/trpc/x', status: 500, ms: 3, reqId: 'abc-2' });
		expect(lines).toHaveLength(2);
		expect(lines[0]).toEqual(lines[1]);
		expect(Object.keys(lines[0] ?? {})).toEqual(['level', 'time', 'method', 'path', 'status', 'ms', 'reqId', 'msg']);
	});

	it('keeps the levels apart and the lines in order', () => {
		const { log, lines } = recordedLogger();
		log({ level: 'info', msg: 'one' });
		log({ level: 'warn', msg: 'two' });
		log({ level: 'error', msg: 'three' });
		expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
			{ level: 'info', msg: 'one' },
			{ level: 'warn', msg: 'two' },
			{ level: 'error', msg: 'three' },
		]);
	});

	it('never writes a credential: authorization, cookies and tokens are redacted', () => {
		const { log, lines } = recordedLogger();
		log({
			level: 'warn',
			msg: 'odd request',
			authorization: 'Bearer secret-a',
			token: 'secret-b',
			headers: { authorization: 'Bearer secret-c', cookie: 'edge_session=secret-d', 'set-cookie': 'secret-e' },
			session: { token: 'secret-f' },
			user: { password: 'secret-g' },
		});
		const text = JSON.stringify(lines);
		for (const secret of ['secret-a', 'secret-b', 'secret-c', 'secret-d', 'secret-e', 'secret-f', 'secret-g']) {
			expect(text).not.toContain(secret);
		}
		expect(lines[0]).toMatchObject({ authorization: '[redacted]', headers: { cookie: '[redacted]' } });
	});

	it('writes an error with its type, message and stack', () => {
		const { log, lines } = recordedLogger();
		log({ level: 'error', msg: 'error', error: new TypeError('boom'), via: 'test' });
		log({ level: 'error', msg: 'error', error: 'Error: as a string\n    at somewhere' });
		expect(lines[0]).toMatchObject({ level: 'error', via: 'test', error: { type: 'TypeError', message: 'boom' } });
		expect((lines[0]?.error as { stack?: string } | undefined)?.stack).toMatch(/^TypeError: boom\n\s+at /);
		expect(lines[1]?.error).toBe('Error: as a string\n    at somewhere');
	});

	it('lets the shutdown wait for the lines still gathered', async () => {
		const { log } = recordedLogger();
		log({ level: 'info', msg: 'last' });
		await expect(flushLogs()).resolves.toBeUndefined();
	});
});
