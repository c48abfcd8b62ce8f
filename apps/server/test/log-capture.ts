import type { Logger, LogLine } from '../src/log/logger';

export interface LogCapture {
	logger: Logger;
	/** Every line logged so far, in order. */
	lines: LogLine[];
	/**
	 * Resolves with the first line (already logged or still to come) that matches, counting from
	 * `from`; rejects after `timeoutMs` so a line that never comes fails the test instead of hanging it.
	 */
	waitFor(matches: (line: LogLine) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<LogLine>;
}

/** A logger for startTestServer that keeps the server's lines and lets a test wait for one. */
export function captureLog(): LogCapture {
	const lines: LogLine[] = [];
	const waiters = new Set<(line: LogLine) => void>();
	return {
		lines,
		logger: (line) => {
			lines.push(line);
			for (const waiter of waiters) waiter(line);
		},
		waitFor(matches, { from = 0, timeoutMs = 5_000 } = {}) {
			const found = lines.slice(from).find(matches);
			if (found) return Promise.resolve(found);
			return new Promise((resolve, reject) => {
				const waiter = (line: LogLine) => {
					if (!matches(line)) return;
					clearTimeout(timer);
					waiters.delete(waiter);
					resolve(line);
				};
				const timer = setTimeout(() => {
					waiters.delete(waiter);
					reject(new Error(`no matching log line within ${timeoutMs} ms; logged:\n${lines.map(show).join('\n')}`));
				}, timeoutMs);
				waiters.add(waiter);
			});
		},
	};
}

const show = (line: LogLine) => JSON.stringify(line);

let sentinels = 0;
/**
 * The lines logged from index `from` until a later request's own line (GET /api/sentinel-<n>, a
 * 404). That request starts after the caller's request has been answered or abandoned, so whatever
 * that one set off (handlers finishing, error handlers, its request line) has been logged by then.
 */
export async function linesUntilNextRequest(capture: LogCapture, baseUrl: string, from: number): Promise<LogLine[]> {
	sentinels += 1;
	const path = `/api/sentinel-${sentinels}`;
	await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
	const sentinel = await capture.waitFor((line) => line.path === path, { from });
	return capture.lines.slice(from, capture.lines.indexOf(sentinel));
}
