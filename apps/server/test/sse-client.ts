import type { TestServer } from './test-server';

/** The first thing a live stream says: its first data event, or the error tRPC sent instead. */
export type StreamStart =
	| { kind: 'open'; data: unknown }
	| { kind: 'refused'; error: { code: number; message: string; data: Record<string, unknown> } };

/** One SSE stream held open over fetch (no EventSource: a refused stream must not reconnect). */
export interface HeldStream {
	start: StreamStart;
	/** Hangs up, as a closed tab does; resolves once the response body is cancelled. */
	close(): Promise<void>;
}

/**
 * Opens `/api/trpc/<path>` as a browser's EventSource would (cookie, X-Forwarded-For as a proxy
 * adds it) and reads until the first data event or serialized error.
 */
export async function holdStream(
	server: TestServer,
	path: string,
	headers: Record<string, string> = {},
	input: unknown = undefined,
): Promise<HeldStream> {
	const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
	const controller = new AbortController();
	const response = await fetch(`${server.url}/api/trpc/${path}${query}`, {
		headers: { accept: 'text/event-stream', ...headers },
		signal: controller.signal,
	});
	if (!response.body) throw new Error(`no body: ${response.status}`);
	const reader = response.body.getReader();
	const decoder = new TextDecoder();
	let buffered = '';
	let start: StreamStart | null = null;
	while (!start) {
		const { done, value } = await reader.read();
		if (done) throw new Error(`stream ended before any event: ${buffered}`);
		buffered += decoder.decode(value, { stream: true });
		for (let end = buffered.indexOf('\n\n'); end !== -1 && !start; end = buffered.indexOf('\n\n')) {
			const block = buffered.slice(0, end);
			buffered = buffered.slice(end + 2);
			const lines = block.split('\n');
			const event =
				lines
					.find((line) => line.startsWith('event:'))
					?.slice(6)
					.trim() ?? 'message';
			const data = lines
				.filter((line) => line.startsWith('data:'))
				.map((line) => line.slice(5).trim())
				.join('\n');
			if (event === 'serialized-error') start = { kind: 'refused', error: JSON.parse(data) };
			else if (event === 'message' && data) start = { kind: 'open', data: JSON.parse(data) };
		}
	}
	return {
		start,
		async close() {
			controller.abort();
			await reader.cancel().catch(() => undefined);
		},
	};
}
