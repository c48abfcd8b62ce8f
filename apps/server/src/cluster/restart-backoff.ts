/** The longest a dead worker's slot waits before its next start. */
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * How long the primary waits before it restarts a worker, from how many times in a row that slot's
 * worker died soon after starting. A worker killed after serving a while (0 or 1) comes back at once;
 * one that keeps dying at start (a crash loop) waits 1 s, 2 s, 4 s... up to 30 s, so the primary
 * does not spin forking and the log is not flooded.
 */
export function restartDelayMs(quickDeaths: number): number {
	if (quickDeaths <= 1) return 0;
	return Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (quickDeaths - 2));
}
