// The web app's server bundle runs here, in a worker thread of its own (docs/ssr.md), not in the
// server's main thread: loading React, Mantine and the pages' code into the main thread slowed the
// API's hot paths by a quarter, and a draw (20-120 ms of rendering) would hold every other request.
// Plain JavaScript, so it starts the same under `npm start` (tsx), the tests and the bench.
//
// Messages in: { type: 'render', id, url, language } and { type: 'fetched', id, status, headers, body }.
// Messages out: { type: 'ready' }, { type: 'fetch', id, renderId, url, method, headers, body },
// { type: 'rendered', id, view } (view null when the page declined; else html, title, lang and
// unloaded, entry-server.tsx's FirstView) or { type: 'failed', id, message }.

import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const entry = await import(pathToFileURL(workerData.entryFile).href);
let nextFetch = 0;
const fetches = new Map();

/** The page's API calls, answered by the main thread's app (the visitor's own anonymous requests). */
function apiFetchFor(renderId) {
	return async (input, init = {}) => {
		const id = nextFetch++;
		const headers = Object.fromEntries(new Headers(init.headers).entries());
		const body = typeof init.body === 'string' ? init.body : undefined;
		const answer = new Promise((resolve) => fetches.set(id, resolve));
		parentPort.postMessage({
			type: 'fetch',
			id,
			renderId,
			url: String(input),
			method: init.method ?? 'GET',
			headers,
			body,
		});
		const { status, headers: responseHeaders, body: text } = await answer;
		return new Response([204, 205, 304].includes(status) ? null : text, { status, headers: responseHeaders });
	};
}

parentPort.on('message', async (message) => {
	if (message.type === 'fetched') {
		fetches.get(message.id)?.(message);
		fetches.delete(message.id);
		return;
	}
	if (message.type !== 'render') return;
	try {
		const view = await entry.renderFirstView(message.url, {
			apiFetch: apiFetchFor(message.id),
			language: message.language,
		});
		parentPort.postMessage({ type: 'rendered', id: message.id, view });
	} catch (error) {
		parentPort.postMessage({ type: 'failed', id: message.id, message: String(error?.stack ?? error) });
	}
});

parentPort.postMessage({ type: 'ready' });
