import { publicProcedure, router } from '../trpc';

/** How often the server-time stream ticks; clients use it to show they are connected live. */
export const SERVER_TIME_INTERVAL_MS = 15_000;

export const systemRouter = router({
	/**
	 * Server time over SSE: the first event is immediate, then one per interval. It keeps the live
	 * channel that chat will use exercised end to end (proxy buffering, compression, auth cookie).
	 */
	serverTime: publicProcedure.subscription(async function* ({ ctx, signal }) {
		while (!signal?.aborted) {
			yield { now: ctx.clock.now().toISOString() };
			await new Promise<void>((resolve) => {
				const timer = setTimeout(resolve, SERVER_TIME_INTERVAL_MS);
				signal?.addEventListener('abort', () => {
					clearTimeout(timer);
					resolve();
				});
			});
		}
	}),
});
