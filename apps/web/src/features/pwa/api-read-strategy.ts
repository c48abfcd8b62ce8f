/// <reference lib="webworker" />
/**
 * The worker's strategy for public API reads (docs/pwa.md): network first, with no time-out, kept
 * per call. A network answer the server marked shareable is split into one cache entry per call
 * (api-read-calls.ts); when the network fails, the read is answered from those entries, whatever
 * batch the page put the calls in this time, and only if every call of it is kept.
 */
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { type ApiRead, assembleAnswer, callKey, readOf, splitAnswer } from './api-read-calls';
import { isShareableAnswer } from './cache-rules';

/** Headers of the batch's answer that describe its body as a whole: not copied to a call's entry. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding'];

function callHeaders(from: Headers): Headers {
	const headers = new Headers(from);
	for (const name of BODY_HEADERS) headers.delete(name);
	return headers;
}

/**
 * The request a call's entry is kept under: its key (callKey) with the read's own headers, so the
 * answer's `Vary` (Accept-Language, Authorization) matches as it did for the batch's address.
 */
function callRequest(request: Request, read: ApiRead, index: number): Request {
	const call = read.calls[index];
	if (!call) throw new Error(`no call ${index}`);
	return new Request(callKey(call, new URL(request.url).origin), { headers: request.headers });
}

export class PerCallNetworkFirst extends Strategy {
	protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
		const read = readOf(new URL(request.url));
		let response: Response;
		try {
			response = await handler.fetch(request);
		} catch (error) {
			const kept = read ? await this.fromKept(request, read, handler) : undefined;
			if (kept) return kept;
			throw error;
		}
		// The server's word on the whole answer: public only when every call is a public query, none
		// failed and the request carried no credential (packages/api/src/cache-policy.ts).
		if (read && isShareableAnswer(request, response)) {
			void handler.waitUntil(this.keep(request, read, response.clone(), handler));
		}
		return response;
	}

	/** Writes each call's answer under its own key (each entry then expires on its own). */
	private async keep(request: Request, read: ApiRead, response: Response, handler: StrategyHandler): Promise<void> {
		const answers = splitAnswer(read, await response.text());
		if (!answers) return;
		const headers = callHeaders(response.headers);
		for (const [index, answer] of answers.entries()) {
			if (answer === null) continue;
			await handler.cachePut(callRequest(request, read, index), new Response(answer, { status: 200, headers }));
		}
	}

	/** The read's answer from the kept entries, or undefined when any call is missing (or expired). */
	private async fromKept(request: Request, read: ApiRead, handler: StrategyHandler): Promise<Response | undefined> {
		const kept: Response[] = [];
		for (const index of read.calls.keys()) {
			const entry = await handler.cacheMatch(callRequest(request, read, index));
			if (!entry) return undefined;
			kept.push(entry);
		}
		const answers = await Promise.all(kept.map((entry) => entry.text()));
		const first = kept[0];
		return new Response(assembleAnswer(read, answers), {
			status: 200,
			headers: first ? callHeaders(first.headers) : { 'content-type': 'application/json' },
		});
	}
}
