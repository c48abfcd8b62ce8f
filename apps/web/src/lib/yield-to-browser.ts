/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: a start-up made of several steps (the catalogs, the router, React's first render) is then
 * several short tasks instead of one long one (Lighthouse's Total Blocking Time counts each task's
 * time over 50 ms). A timer, which every browser has (Chromium's scheduler.yield() would resume
 * ahead of other queued tasks, for bytes the first load of / has no room for).
 */
export function yieldToBrowser(): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, 0));
}
