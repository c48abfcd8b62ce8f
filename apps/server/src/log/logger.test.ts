import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJsonLogger, LOG_FLUSH_MS, serialize } from './logger';

/** A logger whose writes are recorded instead of going to stdout. */
function recordedLogger() {
	const writes: string[] = [];
	const log = createJsonLogger((chunk) => writes.push(Buffer.from(chunk).toString('utf8')));
	return { log, writes };
}

const NOW = new Date('2026-03-01T12:34:56.789Z');

describe('createJsonLogger', () => {
	beforeEach(() => {
		vi.useFakeTimers({ now: NOW });
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it('writes each line as one JSON object with its time, in the order logged', () => {
		const { log, writes } = recordedLogger();
		log({ level: 'info', msg: 'request', method: 'GET', path: '/api/health', status: 200, ms: 0.4 });
		log({ level: 'error', msg: 'unhandled', error: 'Error: boom' });
		vi.advanceTimersByTime(LOG_FLUSH_MS);

		const text = writes.join('');
		expect(text.endsWith('\n')).toBe(true);
		expect(
			text
				.split('\n')
				.slice(0, -1)
				.map((line) => JSON.parse(line) as unknown),
		).toEqual([
			{
				time: NOW.toISOString(),
				level: 'info',
				msg: 'request',
				method: 'GET',
				path: '/api/health',
				status: 200,
				ms: 0.4,
			},
			{ time: NOW.toISOString(), level: 'error', msg: 'unhandled', error: 'Error: boom' },
		]);
	});

	it('gathers the lines of one flush period into a single write', () => {
		const { log, writes } = recordedLogger();
		for (let i = 0; i < 5; i++) log({ level: 'info', msg: 'request', n: i });
		expect(writes).toEqual([]);

		vi.advanceTimersByTime(LOG_FLUSH_MS);
		expect(writes).toHaveLength(1);
		expect(
			writes[0]
				?.trimEnd()
				.split('\n')
				.map((line) => (JSON.parse(line) as { n: number }).n),
		).toEqual([0, 1, 2, 3, 4]);
	});

	it(`holds a line at most ${LOG_FLUSH_MS} ms, counted from the first line waiting`, () => {
		const { log, writes } = recordedLogger();
		log({ level: 'info', msg: 'first' });
		vi.advanceTimersByTime(LOG_FLUSH_MS - 1);
		// A later line does not push the write back.
		log({ level: 'info', msg: 'second' });
		expect(writes).toEqual([]);
		vi.advanceTimersByTime(1);
		expect(writes).toHaveLength(1);
		expect(writes[0]).toContain('"msg":"first"');
		expect(writes[0]).toContain('"msg":"second"');
	});

	it('starts a new batch after each write, and writes nothing when nothing was logged', () => {
		const { log, writes } = recordedLogger();
		log({ level: 'info', msg: 'one' });
		vi.advanceTimersByTime(LOG_FLUSH_MS);
		vi.advanceTimersByTime(10 * LOG_FLUSH_MS);
		expect(writes).toHaveLength(1);

		log({ level: 'warn', msg: 'two' });
		vi.advanceTimersByTime(LOG_FLUSH_MS);
		expect(writes).toHaveLength(2);
		// The time is when the line was logged, not when it was written.
		const loggedAt = new Date(NOW.getTime() + 11 * LOG_FLUSH_MS).toISOString();
		expect(JSON.parse(writes[1] as string)).toEqual({ time: loggedAt, level: 'warn', msg: 'two' });
	});

	it('does not keep the process alive for a pending write', () => {
		const { log } = recordedLogger();
		const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
		log({ level: 'info', msg: 'pending' });
		const timer = setTimeoutSpy.mock.results[0]?.value as NodeJS.Timeout;
		expect(timer.hasRef()).toBe(false);
		setTimeoutSpy.mockRestore();
		vi.advanceTimersByTime(LOG_FLUSH_MS);
	});

	it('writes as soon as 64 KB have gathered, and keeps accents and every line whole', () => {
		const { log, writes } = recordedLogger();
		const path = '/negocios/café-ñame';
		for (let i = 0; i < 1000; i++) log({ level: 'info', msg: 'request', path, n: i });
		expect(writes.length).toBeGreaterThan(0);
		vi.advanceTimersByTime(LOG_FLUSH_MS);
		const lines = writes
			.join('')
			.trimEnd()
			.split('\n')
			.map((line) => JSON.parse(line) as { n: number; path: string });
		expect(lines.map((line) => line.n)).toEqual([...Array(1000).keys()]);
		expect(lines.every((line) => line.path === path)).toBe(true);
	});

	it('writes a line larger than the buffer on its own, after the lines before it', () => {
		const { log, writes } = recordedLogger();
		log({ level: 'info', msg: 'before' });
		log({ level: 'error', msg: 'huge', error: 'x'.repeat(100_000) });
		log({ level: 'info', msg: 'after' });
		vi.advanceTimersByTime(LOG_FLUSH_MS);
		const messages = writes
			.join('')
			.trimEnd()
			.split('\n')
			.map((line) => (JSON.parse(line) as { msg: string }).msg);
		expect(messages).toEqual(['before', 'huge', 'after']);
	});
});

describe('serialize', () => {
	const time = '2026-03-01T12:34:56.789Z';
	it.each([
		{ level: 'info', msg: 'request', method: 'GET', path: '/api/health', status: 200, ms: 0.4 },
		{ level: 'error', msg: 'request', method: 'POST', path: '/negocios/"café"\\ñ\u2028', status: 500, ms: 12 },
		{ level: 'info', msg: 'request', method: 'GET', path: '/', status: 499, ms: -0 },
	] as const)('writes a request line exactly as JSON.stringify would: $path', (line) => {
		expect(serialize(time, line)).toBe(JSON.stringify({ time, ...line }));
	});

	it('writes any other line through JSON.stringify', () => {
		const line = { level: 'info', msg: 'request', method: 'GET', path: '/', status: 200, ms: 1, extra: [1] } as const;
		expect(serialize(time, line)).toBe(JSON.stringify({ time, ...line }));
		const other = { level: 'warn', msg: 'seeded', count: 3 } as const;
		expect(serialize(time, other)).toBe(JSON.stringify({ time, ...other }));
	});
});
