import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	CHUNK_LOAD_TIMEOUT_MS,
	CHUNK_RELOAD_GUARD_MS,
	CHUNK_RELOAD_KEY,
	ChunkLoadError,
	isChunkLoadError,
	loadChunk,
	reloadOnceForChunk,
	shouldReloadForChunk,
	withChunkTimeout,
} from './chunk-load';

function memoryStorage() {
	const values = new Map<string, string>();
	return {
		getItem: (key: string) => values.get(key) ?? null,
		setItem: (key: string, value: string) => void values.set(key, value),
	};
}

describe('a chunk that fails after a deploy reloads the page once', () => {
	it('reloads the first time, not again within the guard time, and again once it has passed', () => {
		const storage = memoryStorage();
		const reload = vi.fn();
		const start = 1_700_000_000_000;
		expect(reloadOnceForChunk({ storage, now: start, online: true, reload })).toBe(true);
		expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(start));
		expect(reloadOnceForChunk({ storage, now: start + 1_000, online: true, reload })).toBe(false);
		expect(reloadOnceForChunk({ storage, now: start + CHUNK_RELOAD_GUARD_MS - 1, online: true, reload })).toBe(false);
		expect(reload).toHaveBeenCalledTimes(1);
		expect(reloadOnceForChunk({ storage, now: start + CHUNK_RELOAD_GUARD_MS, online: true, reload })).toBe(true);
		expect(reload).toHaveBeenCalledTimes(2);
	});

	it('never reloads while offline (a reload could not fetch a newer build)', () => {
		const reload = vi.fn();
		expect(reloadOnceForChunk({ storage: memoryStorage(), now: 1, online: false, reload })).toBe(false);
		expect(reload).not.toHaveBeenCalled();
	});

	it('treats a missing mark or a clock set back as no recent reload', () => {
		expect(shouldReloadForChunk(null, 5)).toBe(true);
		expect(shouldReloadForChunk(10_000, 5_000)).toBe(true);
		expect(shouldReloadForChunk(10_000, 10_001)).toBe(false);
	});

	it('recognises the browsers’ chunk errors and its own time-out, not other errors', () => {
		expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
		expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
		expect(isChunkLoadError(new ChunkLoadError('late'))).toBe(true);
		expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
		expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
	});
});

describe('a lazily loaded page waits up to 120 s for its chunk', () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it('is 120 s', () => {
		expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
	});

	it('still takes a chunk that arrives just before the time-out', async () => {
		vi.useFakeTimers();
		let arrive!: (value: string) => void;
		const result = withChunkTimeout(new Promise<string>((resolve) => (arrive = resolve)));
		await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
		arrive('module');
		await expect(result).resolves.toBe('module');
		expect(vi.getTimerCount()).toBe(0);
	});

	it('fails with a ChunkLoadError when 120 s pass without it', async () => {
		vi.useFakeTimers();
		const result = withChunkTimeout(new Promise<string>(() => {}));
		const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
		await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
		await settled;
	});
});

describe('loadChunk', () => {
	it('passes other errors through untouched', async () => {
		const failure = new SyntaxError('Unexpected token');
		await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
	});

	it('after the one reload, fails with a ChunkLoadError TanStack Router does not reload for again', async () => {
		sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
		const failed = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')));
		const error = await failed.catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(ChunkLoadError);
		// The router's own rule reloads on messages starting like the browser's.
		expect((error as Error).message.startsWith('Failed to fetch')).toBe(false);
		sessionStorage.clear();
	});
});
