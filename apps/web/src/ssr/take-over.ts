/**
 * When the browser's take-over of a drawn page is over (docs/ssr.md, "When the page is live").
 *
 * React commits a hydration in steps: the root first, then each Suspense boundary of the drawn page
 * on its own, later, once its code is there. The router puts the whole page under one (the root
 * route's outlet), and a lazy part (lazyComponent: the listing's search box and filters) is one more,
 * hydrated only once its chunk has loaded. Until a boundary has hydrated, its buttons have no handler:
 * a click on one is dropped by React when it cannot hydrate the boundary at once. So the drawn page
 * is not live at the root's first commit but once the page and every lazy part drawn in it have
 * committed; main.tsx then lifts the drawn page's inert marks (drawn-page.ts).
 *
 * The parts: the page itself, committed when its component's effects run (useDocumentTitle: every
 * page sets its title, in its page component), and each lazy part rendered during the take-over,
 * awaited from its wrapper's layout effect (which runs before the page's effects in the same commit)
 * until the boundary inside it commits, or the wrapper goes away.
 */

/** The page under the router's boundary. */
const PAGE = 'page';

let awaited: Set<string> | null = null;
let onLive: (() => void) | null = null;

/** Starts a take-over: `live` is called once the page and every lazy part in it have committed. */
export function watchTakeOver(live: () => void): void {
	awaited = new Set([PAGE]);
	onLive = live;
}

/** Whether a take-over is going on (the drawn page is not live yet). */
export function isTakingOver(): boolean {
	return awaited !== null;
}

/** A lazy part rendered during the take-over: the page is not live until it has committed. Outside one, nothing. */
export function awaitPart(id: string): void {
	awaited?.add(id);
}

/** A part has committed: the page is live when it was the last one awaited. */
export function partCommitted(id: string): void {
	if (!awaited) return;
	awaited.delete(id);
	endIfDone();
}

/**
 * A part's wrapper went away before its part committed (an error replaced it, the visitor left).
 * Checked after the commit, not at once: React's StrictMode unmounts and mounts every effect again
 * right after the first mount (in development), and the part is awaited again by then.
 */
export function forgetPart(id: string): void {
	if (!awaited) return;
	awaited.delete(id);
	queueMicrotask(endIfDone);
}

function endIfDone(): void {
	if (!awaited || awaited.size > 0) return;
	const live = onLive;
	awaited = null;
	onLive = null;
	live?.();
}

/** The page's component has committed (called from its effects). */
export function pageCommitted(): void {
	partCommitted(PAGE);
}
