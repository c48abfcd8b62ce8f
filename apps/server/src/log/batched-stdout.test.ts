import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchedStdout, LOG_FLUSH_MS } from './batched-stdout';

/** A batched stream whose writes are recorded instead of going to stdout. */
function recorded() {
	const writes: string[] = [];
	const stream = createBatchedStdout((chunk) => writes.push(Buffer.from(chunk).toString('utf8')));
	return { stream, writes };
}

const line = (fields: Record<string, unknown>) => `${JSON.stringify(fields)}\n`;

describe('createBatchedStdout', () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it('gathers the lines of one flush period into a single write, in order', () => {
		const { stream, writes } = recorded();
		for (let i = 0; i < 5; i++) stream.write(line({ n: i }));
		expect(writes).toEqual([]);
		vi.advanceTimersByTime(LOG_FLUSH_MS);
		expect(writes).toHaveLength(1);
		expect(
			writes[0]
				?.trimEnd()
				.split('\n')
				.map((text) => (JSON.parse(text) as { n: number }).n),
		).toEqual([0, 1, 2, 3, 4]);
	});

	it(`holds a line at most ${LOG_FLUSH_MS} ms, counted from the first line waiting`, () => {
		const { stream, writes } = recorded();
		stream.write(line({ msg: 'first' }));
		vi.advanceTimersByTime(LOG_FLUSH_MS - 1);
		stream.write(line({ msg: 'second' }));
		expect(writes).toEqual([]);
		vi.advanceTimersByTime(1);
		expect(writes).toHaveLength(1);
		expect(writes[0]).toContain('"first"');
		expect(writes[0]).toContain('"second"');
	});

	it('writes nothing when nothing was logged, and at once on flush()', () => {
		const { stream, writes } = recorded();
		vi.advanceTimersByTime(10 * LOG_FLUSH_MS);
		stream.flush();
		expect(writes).toEqual([]);
		stream.write(line({ msg: 'now' }));
		stream.flush();
		expect(writes).toEqual([line({ msg: 'now' })]);
	});

	it('does not keep the process alive for a pending write', () => {
		const { stream } = recorded();
		const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
		stream.write(line({ msg: 'pending' }));
		const timer = setTimeoutSpy.mock.results[0]?.value as NodeJS.Timeout;
		expect(timer.hasRef()).toBe(false);
		setTimeoutSpy.mockRestore();
		vi.advanceTimersByTime(LOG_FLUSH_MS);
	});

	it('writes as soon as 64 KB have gathered, and keeps accents and every line whole', () => {
		const { stream, writes } = recorded();
		const path = '/negocios/café-ñame';
		for (let i = 0; i < 2000; i++) stream.write(line({ path, n: i }));
		expect(writes.length).toBeGreaterThan(0);
		vi.advanceTimersByTime(LOG_FLUSH_MS);
		const lines = writes
			.join('')
			.trimEnd()
			.split('\n')
			.map((text) => JSON.parse(text) as { n: number; path: string });
		expect(lines.map((entry) => entry.n)).toEqual([...Array(2000).keys()]);
		expect(lines.every((entry) => entry.path === path)).toBe(true);
	});

	it('writes a line larger than the buffer on its own, after the lines before it', () => {
		const { stream, writes } = recorded();
		stream.write(line({ msg: 'before' }));
		stream.write(line({ msg: 'huge', error: 'x'.repeat(100_000) }));
		stream.write(line({ msg: 'after' }));
		vi.advanceTimersByTime(LOG_FLUSH_MS);
		const messages = writes
			.join('')
			.trimEnd()
			.split('\n')
			.map((text) => (JSON.parse(text) as { msg: string }).msg);
		expect(messages).toEqual(['before', 'huge', 'after']);
	});
});
