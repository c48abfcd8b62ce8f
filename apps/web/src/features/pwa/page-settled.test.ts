import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MAX_WAIT_MS, SETTLE_QUIET_MS, whenPageSettled } from './page-settled';

/** The page's fetches as the browser reports them: the test says when one finishes. */
class FakeResourceObserver {
	static current: FakeResourceObserver | null = null;
	disconnected = false;
	constructor(private readonly callback: (list: { getEntries(): Array<Partial<PerformanceResourceTiming>> }) => void) {
		FakeResourceObserver.current = this;
	}
	observe() {}
	disconnect() {
		this.disconnected = true;
	}
	finishFetch() {
		const end = performance.now();
		this.callback({ getEntries: () => [{ startTime: end - 100, responseEnd: end }] });
	}
}

function track(promise: Promise<void>) {
	const state = { settled: false };
	void promise.then(() => {
		state.settled = true;
	});
	return state;
}

/** Moves the fake clock and lets the promise's callbacks run. */
async function advance(ms: number) {
	await vi.advanceTimersByTimeAsync(ms);
}

describe('registering the worker once the page has settled', () => {
	beforeEach(() => {
		vi.useFakeTimers({
			toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestIdleCallback', 'cancelIdleCallback', 'Date'],
		});
		vi.stubGlobal('PerformanceObserver', FakeResourceObserver);
		FakeResourceObserver.current = null;
	});
	afterEach(() => {
		vi.unstubAllGlobals();
		vi.useRealTimers();
		Reflect.deleteProperty(document, 'readyState');
	});

	it('waits for the quiet period after load, then resolves', async () => {
		const state = track(whenPageSettled());
		await advance(SETTLE_QUIET_MS - 1);
		expect(state.settled).toBe(false);
		await advance(100);
		expect(state.settled).toBe(true);
		expect(FakeResourceObserver.current?.disconnected).toBe(true);
	});

	it('starts the quiet period again when the page finishes a fetch', async () => {
		const state = track(whenPageSettled());
		await advance(1_500);
		FakeResourceObserver.current?.finishFetch();
		// 3,400 ms after load but 1,900 after the last fetch: not yet.
		await advance(1_900);
		expect(state.settled).toBe(false);
		await advance(200 + 100);
		expect(state.settled).toBe(true);
	});

	it('resolves after the longest wait on a page that never goes quiet', async () => {
		const state = track(whenPageSettled());
		let waited = 0;
		for (; waited < SETTLE_MAX_WAIT_MS - 500; waited += 500) {
			FakeResourceObserver.current?.finishFetch();
			await advance(500);
		}
		expect(state.settled).toBe(false);
		// Still fetching every half second, and registered all the same once the longest wait is over.
		for (; waited < SETTLE_MAX_WAIT_MS + 1_000; waited += 500) {
			FakeResourceObserver.current?.finishFetch();
			await advance(500);
		}
		expect(state.settled).toBe(true);
	});

	it('counts from the load event when the page is still loading', async () => {
		Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
		const state = track(whenPageSettled());
		await advance(SETTLE_QUIET_MS * 3);
		expect(state.settled).toBe(false);
		window.dispatchEvent(new Event('load'));
		await advance(SETTLE_QUIET_MS + 100);
		expect(state.settled).toBe(true);
	});
});
