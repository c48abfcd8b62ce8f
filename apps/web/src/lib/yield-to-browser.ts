/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: a start-up made of several steps (the catalogs, the router, React's first render) is then
 * several short tasks instead of one long one (Lighthouse's Total Blocking Time counts each task's
 * time over 50 ms). Chromium's scheduler.yield() resumes ahead of other queued tasks; elsewhere a
 * timer.
 */
export function yieldToBrowser(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
	if (scheduler?.yield) return scheduler.yield();
	return new Promise((resolve) => setTimeout(resolve, 0));
}
