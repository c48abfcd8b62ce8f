/**
 * When the page has finished loading what it needs: the worker's registration waits for it.
 *
 * On its first install the worker precaches every file of the app (some 300, docs/pwa.md). Started
 * as the app took over, that download and the server's answers ran on the same cores and the same
 * link as the page's own late chunks, images and reads, and lengthened the take-over's main-thread
 * tasks (docs/pwa.md, "When the worker is registered"). A phone has as few cores and a slower link.
 * So the worker is registered once the page has fetched nothing for a while and the main thread is
 * idle; an app that never goes quiet registers after SETTLE_MAX_WAIT_MS anyway.
 */

/** The page counts as settled once no file or read of its own has finished for this long. */
export const SETTLE_QUIET_MS = 2_000;
/** Registered at the latest this long after the load event, quiet or not. */
export const SETTLE_MAX_WAIT_MS = 20_000;
/** Once quiet, how long to wait at most for an idle moment of the main thread. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves after the load event, once the page's own fetches have been quiet for SETTLE_QUIET_MS
 * (or SETTLE_MAX_WAIT_MS have passed) and the main thread is idle.
 */
export function whenPageSettled(): Promise<void> {
	return new Promise((resolve) => {
		const start = () => {
			const deadline = performance.now() + SETTLE_MAX_WAIT_MS;
			let lastFetchEnd = performance.now();
			const observer = watchFetches((end) => {
				lastFetchEnd = Math.max(lastFetchEnd, end);
			});
			const check = () => {
				const now = performance.now();
				const quietFor = now - lastFetchEnd;
				if (quietFor >= SETTLE_QUIET_MS || now >= deadline) {
					observer?.disconnect();
					whenIdle(resolve);
					return;
				}
				setTimeout(check, Math.min(SETTLE_QUIET_MS - quietFor, deadline - now));
			};
			setTimeout(check, SETTLE_QUIET_MS);
		};
		if (document.readyState === 'complete') start();
		else window.addEventListener('load', start, { once: true });
	});
}

/** Calls `onEnd` with the end time of every file or read the page fetches from now on. */
function watchFetches(onEnd: (end: number) => void): PerformanceObserver | null {
	if (typeof PerformanceObserver === 'undefined') return null;
	const observer = new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) onEnd((entry as PerformanceResourceTiming).responseEnd || entry.startTime);
	});
	try {
		observer.observe({ type: 'resource' });
	} catch {
		// A browser without resource timing by type: the quiet period is then counted from load alone.
		return null;
	}
	return observer;
}

function whenIdle(callback: () => void): void {
	if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
	else setTimeout(callback, 0);
}
