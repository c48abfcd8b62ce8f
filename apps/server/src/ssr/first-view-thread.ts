import { Worker } from 'node:worker_threads';

type ApiFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The languages a page is drawn in (apps/web/src/ssr/entry-server.tsx, DrawLanguage). */
export type DrawLanguage = 'es' | 'en';

/** A drawn page (apps/web/src/ssr/entry-server.tsx, FirstView). */
export interface DrawnView {
	/** The markup inside #root, the router's scripts (its state and the answers) after the page. */
	html: string;
	/** The page's document title, when it sets one. */
	title: string | null;
	/** The page's language, for `<html lang>`. */
	lang: DrawLanguage;
	/** Queries the page was drawn without (their placeholders drawn): its loader misses them. */
	unloaded: string[];
	/** The address the page was drawn at, in the router's form (first-view-boot.js starts the browser's router there). */
	address: string;
}

export interface FirstViewThread {
	/** Resolves once the bundle has loaded in the worker; rejects when it cannot. */
	ready: Promise<void>;
	/**
	 * Draws `url` in `language`, its API calls answered by `apiFetch` here on the main thread; null
	 * when declined. Rejects when the draw has not finished within `limitMs`.
	 */
	render(url: string, language: DrawLanguage, apiFetch: ApiFetch, limitMs: number): Promise<DrawnView | null>;
	stop(): Promise<void>;
}

type FromWorker =
	| { type: 'ready' }
	| {
			type: 'fetch';
			id: number;
			renderId: number;
			url: string;
			method: string;
			headers: Record<string, string>;
			body?: string;
	  }
	| { type: 'rendered'; id: number; view: DrawnView | null }
	| { type: 'failed'; id: number; message: string };

/**
 * The worker thread that runs the web app's server bundle (first-view-worker.mjs, docs/ssr.md).
 * Drawing happens there; the API calls a draw makes come back here, where the app answers them.
 */
export function startFirstViewThread(entryFile: string, onError: (error: unknown) => void): FirstViewThread {
	const worker = new Worker(new URL('./first-view-worker.mjs', import.meta.url), { workerData: { entryFile } });
	// An idle worker must not keep the process alive (tests, `npm start` on Ctrl-C).
	worker.unref();
	let nextRender = 0;
	const renders = new Map<
		number,
		{ apiFetch: ApiFetch; resolve: (view: DrawnView | null) => void; reject: (error: Error) => void }
	>();
	let loaded: () => void = () => {};
	let failed: (error: unknown) => void = () => {};
	const ready = new Promise<void>((resolve, reject) => {
		loaded = resolve;
		failed = reject;
	});
	// Nobody may be waiting yet: a bundle that fails to load is reported through onError only.
	ready.catch(onError);

	async function answer(message: Extract<FromWorker, { type: 'fetch' }>) {
		const render = renders.get(message.renderId);
		try {
			if (!render) throw new Error('no such render');
			const response = await render.apiFetch(message.url, {
				method: message.method,
				headers: message.headers,
				body: message.body,
			});
			const headers = Object.fromEntries(response.headers.entries());
			worker.postMessage({
				type: 'fetched',
				id: message.id,
				status: response.status,
				headers,
				body: await response.text(),
			});
		} catch (error) {
			worker.postMessage({ type: 'fetched', id: message.id, status: 500, headers: {}, body: String(error) });
		}
	}

	worker.on('message', (message: FromWorker) => {
		if (message.type === 'ready') loaded();
		else if (message.type === 'fetch') void answer(message);
		else {
			const render = renders.get(message.id);
			renders.delete(message.id);
			if (message.type === 'failed') render?.reject(new Error(message.message));
			else render?.resolve(message.view);
		}
	});
	worker.on('error', (error) => {
		failed(error);
		for (const render of renders.values()) render.reject(error);
		renders.clear();
	});

	return {
		ready,
		render(url, language, apiFetch, limitMs) {
			const id = nextRender++;
			let timer: NodeJS.Timeout | undefined;
			return new Promise((resolve, reject) => {
				renders.set(id, { apiFetch, resolve, reject });
				// Held while a draw is under way: its answer must arrive.
				worker.ref();
				worker.postMessage({ type: 'render', id, url, language });
				// Abandoned past its limit: forgotten here, so its late answer is dropped and each API call
				// it still makes is refused (answer above), which ends it in the worker soon after.
				timer = setTimeout(() => {
					renders.delete(id);
					reject(new Error(`first view of ${url} not drawn within ${limitMs} ms`));
				}, limitMs);
			}).finally(() => {
				clearTimeout(timer);
				if (renders.size === 0) worker.unref();
			}) as Promise<DrawnView | null>;
		},
		async stop() {
			await worker.terminate();
		},
	};
}
