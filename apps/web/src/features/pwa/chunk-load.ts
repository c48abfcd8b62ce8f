/**
 * Every dynamic import of the app goes through loadChunk (chunk-timeout-plugin.ts rewrites them at
 * build time): a chunk may take up to CHUNK_LOAD_TIMEOUT_MS on a slow link, and a chunk that is gone
 * after a deploy reloads the page once instead of breaking it. Imported by every route file, so it
 * stays tiny and dependency-free.
 */

/** How long a lazily loaded page waits for its chunk (spec). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A second chunk failure within this time of the last reload shows the error instead (no loop). */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;
export const CHUNK_RELOAD_KEY = 'edge.chunkReloadAt';

/** The import failed or timed out. Its message does not start like the browser's, on purpose:
 * TanStack Router would otherwise run its own reload-once rule as well. */
export class ChunkLoadError extends Error {
	override name = 'ChunkLoadError';
}

const BROWSER_CHUNK_ERRORS =
	/Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
	if (error instanceof ChunkLoadError) return true;
	return error instanceof Error && BROWSER_CHUNK_ERRORS.test(error.message);
}

/** The once-only rule: reload unless the last chunk reload of this tab is recent. */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
	// A clock set back (now before the mark) counts as long ago.
	return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}

interface ReloadDeps {
	storage: Pick<Storage, 'getItem' | 'setItem'>;
	now: number;
	online: boolean;
	reload: () => void;
}

function browserDeps(): ReloadDeps {
	return {
		storage: sessionStorage,
		now: Date.now(),
		online: navigator.onLine,
		reload: () => window.location.reload(),
	};
}

/** Reloads the page for a missing chunk if the rule allows it; true when a reload was started. */
export function reloadOnceForChunk(deps: ReloadDeps = browserDeps()): boolean {
	// Offline, a reload cannot fetch a newer build: better to show the page's offline state.
	if (!deps.online) return false;
	let last: number | null = null;
	try {
		const stored = Number(deps.storage.getItem(CHUNK_RELOAD_KEY));
		last = Number.isFinite(stored) && stored > 0 ? stored : null;
	} catch {
		// Storage blocked: one reload is still better than a broken page; the guard is best effort.
	}
	if (!shouldReloadForChunk(last, deps.now)) return false;
	try {
		deps.storage.setItem(CHUNK_RELOAD_KEY, String(deps.now));
	} catch {
		return false;
	}
	deps.reload();
	return true;
}

/** Rejects with ChunkLoadError after timeoutMs; never leaves a timer behind. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
	return new Promise<T>((resolve, reject) => {
		const timer = setTimeout(
			() => reject(new ChunkLoadError(`A page chunk did not load within ${timeoutMs / 1000} s`)),
			timeoutMs,
		);
		load.then(
			(value) => {
				clearTimeout(timer);
				resolve(value);
			},
			(error: unknown) => {
				clearTimeout(timer);
				reject(error);
			},
		);
	});
}

export function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
	return withChunkTimeout(importer()).catch((error: unknown) => {
		if (!isChunkLoadError(error)) throw error;
		// Reloading: keep the page as it is until the new document replaces it.
		if (reloadOnceForChunk()) return new Promise<T>(() => {});
		throw error instanceof ChunkLoadError
			? error
			: new ChunkLoadError(`A page chunk failed to load (${(error as Error).message})`, { cause: error });
	});
}
