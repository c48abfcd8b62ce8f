/**
 * A tRPC read as its calls, so the service worker keeps one offline entry per call (procedure +
 * input) instead of one per batch URL (docs/pwa.md). The web app batches the calls made in one tick
 * (httpBatchLink), so the same reads go out in other batches from one load to the next (another
 * order, another companion call): kept by the batch's URL, an offline reload asking in another
 * batch found nothing. Pure functions: the worker (api-read-strategy.ts) does the fetching and caching.
 */

import { TRPC_PREFIX, trpcProcedures } from './cache-rules';

/** One call of a read: its procedure and its input as sent (undefined when it has none). */
export interface ApiCall {
	procedure: string;
	input: unknown;
}

/** A GET of /api/trpc/: its calls, and whether it was sent as a batch (whose answer is an array). */
export interface ApiRead {
	calls: ApiCall[];
	batched: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): { value: unknown } | null {
	try {
		return { value: JSON.parse(text) };
	} catch {
		return null;
	}
}

/**
 * The calls of a tRPC GET, as tRPC's links write them: `/api/trpc/a,b?batch=1&input={"0":…,"1":…}`
 * (a call without input has no key) or, unbatched, `/api/trpc/a?input=…`. Null for anything else
 * (not tRPC, a malformed input, an unbatched path naming several procedures, input keys that are
 * not the calls' positions): the worker then only passes the request on and keeps nothing.
 */
export function readOf(url: URL): ApiRead | null {
	const procedures = trpcProcedures(url);
	if (!procedures || procedures.some((name) => name === '')) return null;
	const batched = url.searchParams.get('batch') === '1';
	const inputText = url.searchParams.get('input');
	const parsed = inputText === null ? { value: undefined } : parseJson(inputText);
	if (!parsed) return null;
	if (!batched) {
		return procedures.length === 1
			? { batched, calls: [{ procedure: procedures[0] ?? '', input: parsed.value }] }
			: null;
	}
	const inputs = parsed.value ?? {};
	if (!isRecord(inputs)) return null;
	const positions = new Set(procedures.map((_, index) => String(index)));
	if (Object.keys(inputs).some((key) => !positions.has(key))) return null;
	return { batched, calls: procedures.map((procedure, index) => ({ procedure, input: inputs[String(index)] })) };
}

/** The value with every object's keys in order: the same input written in another key order is one key. */
function sortedKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(sortedKeys);
	if (!isRecord(value)) return value;
	return Object.fromEntries(
		Object.keys(value)
			.sort()
			.map((key) => [key, sortedKeys(value[key])]),
	);
}

/**
 * The cache key of one call: the unbatched tRPC address of that call,
 * `/api/trpc/<procedure>?input=<its input as JSON, object keys sorted>` (no `input` when it has
 * none). It is a real address: the server answers it with exactly the entry kept under it (one
 * call's `{"result":…}`), so an unbatched read of the same call finds it too.
 */
export function callKey(call: ApiCall, origin: string): string {
	const url = new URL(`${TRPC_PREFIX}${encodeURIComponent(call.procedure)}`, origin);
	if (call.input !== undefined) url.search = `input=${encodeURIComponent(JSON.stringify(sortedKeys(call.input)))}`;
	return url.href;
}

/**
 * The answer of each call, as JSON text, from the read's answer: a batch's is an array with one
 * element per call, in order; an unbatched read's is the call's own. A call that failed (an element
 * without `result`, or with `error`) gets null: an error is never kept to stand for the answer.
 * Null as a whole when the answer does not have that shape.
 */
export function splitAnswer(read: ApiRead, text: string): Array<string | null> | null {
	const parsed = parseJson(text);
	if (!parsed) return null;
	const elements = read.batched ? parsed.value : [parsed.value];
	if (!Array.isArray(elements) || elements.length !== read.calls.length) return null;
	return elements.map((element) =>
		isRecord(element) && 'result' in element && !('error' in element) ? JSON.stringify(element) : null,
	);
}

/** The read's answer from each call's kept answer (JSON text, in the read's order). */
export function assembleAnswer(read: ApiRead, answers: readonly string[]): string {
	if (answers.length !== read.calls.length) throw new Error('one answer per call');
	return read.batched ? `[${answers.join(',')}]` : (answers[0] ?? '');
}
