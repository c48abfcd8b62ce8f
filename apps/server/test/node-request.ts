import { request } from 'node:http';

export interface NodeResponse {
	status: number;
	/** Header names and values exactly as sent, in order: [name, value, name, value…]. */
	rawHeaders: string[];
	/** The body as it came over the wire, still compressed when it was. */
	body: Buffer;
}

/**
 * One request through node:http instead of fetch: the raw headers show a header sent twice (fetch
 * joins them with ', '), the body stays as sent (fetch decompresses it), and Host can be set.
 * `headOnly` resolves as soon as the head arrives and closes the connection (event streams).
 */
export function nodeRequest(
	url: string,
	options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; headOnly?: boolean } = {},
): Promise<NodeResponse> {
	return new Promise((resolve, reject) => {
		const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
			const head = { status: res.statusCode ?? 0, rawHeaders: res.rawHeaders };
			if (options.headOnly) {
				resolve({ ...head, body: Buffer.alloc(0) });
				req.destroy();
				return;
			}
			const chunks: Buffer[] = [];
			res.on('data', (chunk: Buffer) => chunks.push(chunk));
			res.on('end', () => resolve({ ...head, body: Buffer.concat(chunks) }));
			res.on('error', reject);
		});
		// After the answer, an error is the server closing a connection whose body it refused to read.
		req.on('error', reject);
		req.end(options.body);
	});
}

/** Every value sent for the header `name` (case-insensitive). */
export function headerValues(response: NodeResponse, name: string): string[] {
	const values: string[] = [];
	for (let i = 0; i < response.rawHeaders.length; i += 2) {
		if (response.rawHeaders[i]?.toLowerCase() === name) values.push(response.rawHeaders[i + 1] as string);
	}
	return values;
}

/** The one value of the header `name`; null when absent, an error when sent more than once. */
export function header(response: NodeResponse, name: string): string | null {
	const values = headerValues(response, name);
	if (values.length > 1) throw new Error(`${name} sent ${values.length} times: ${values.join(' | ')}`);
	return values[0] ?? null;
}
