import type { SessionEndSignal } from '@edge/db';
import { TRPCError } from '@trpc/server';
import type { ApiContext } from '../context';
import { SessionEndedError } from '../shared/app-error';

/**
 * How often an open stream checks its session without being told: the invalidation messages below
 * come at once for every way a session is ended, so this only catches an expiry (nobody announces
 * one) and a message lost on the way.
 */
export const SESSION_RECHECK_MS = 5 * 60 * 1000;

type WatchContext = Pick<ApiContext, 'auth' | 'invalidation'> & { sessionToken: string; user: { id: string } };

/**
 * A live stream that ends when the session it was opened with ends: a suspension, a password reset,
 * a sign-out (here or everywhere), a deleted account or an expiry. Without this an open chat stream
 * went on delivering the person's messages to a tab whose session was gone. The stream ends with
 * UNAUTHORIZED and the reason in `data.sessionEnded` (SessionEndedError), which tRPC's client does
 * not retry; the page signs out on it (apps/web/src/lib/session-signal.ts).
 *
 * `open` gets a signal that aborts when the client leaves or the session ends, so the inner stream
 * stops waiting for its next event and releases what it holds.
 */
export async function* whileSessionLasts<T>(
	ctx: WatchContext,
	signal: AbortSignal | undefined,
	open: (signal: AbortSignal) => AsyncGenerator<T, void, unknown>,
): AsyncGenerator<T, void, unknown> {
	const stop = new AbortController();
	const onClientGone = () => stop.abort();
	signal?.addEventListener('abort', onClientGone);
	// Set by the checks below, which run in listeners and a timer: an object, so no narrowing sticks.
	const state: { ended: SessionEndSignal | null } = { ended: null };
	let wake = () => {};
	const endedNow = new Promise<null>((resolve) => {
		wake = () => resolve(null);
	});
	const check = () => {
		if (state.ended) return;
		state.ended = ctx.auth.sessionEnd(ctx.sessionToken);
		if (state.ended) {
			wake();
			stop.abort();
		}
	};
	// The messages every way of ending a session publishes after its commit (shared/cache-invalidation.ts).
	const unsubscribe = [
		ctx.invalidation.subscribe('session', (token) => {
			if (token === undefined || token === ctx.sessionToken) check();
		}),
		ctx.invalidation.subscribe('user', (userId) => {
			if (userId === undefined || userId === ctx.user.id) check();
		}),
	];
	const timer = setInterval(check, SESSION_RECHECK_MS);
	timer.unref?.();
	const inner = open(stop.signal);
	try {
		for (;;) {
			const step = await Promise.race([inner.next(), endedNow]);
			if (state.ended) {
				const cause = new SessionEndedError(state.ended);
				// A TRPCError: an AppError thrown inside a stream reaches the client as an internal error.
				throw new TRPCError({ code: 'UNAUTHORIZED', message: cause.messageKey, cause });
			}
			if (!step || step.done) return;
			yield step.value;
		}
	} finally {
		clearInterval(timer);
		for (const off of unsubscribe) off();
		signal?.removeEventListener('abort', onClientGone);
		stop.abort();
		// The inner stream saw the abort and finishes its own cleanup (the bus inbox) without waiting.
		void inner.return(undefined).catch(() => undefined);
	}
}
