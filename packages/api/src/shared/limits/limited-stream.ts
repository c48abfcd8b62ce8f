import { TRPCError } from '@trpc/server';
import type { ApiContext } from '../../context';
import type { SlotCheck } from './limits';
import { RateLimitError } from './rate-limit-error';

/**
 * What a refused stream tells the client to wait before trying again. A slot frees when another
 * stream of the account or address closes, which nobody can predict: the web app waits at least
 * this, and longer after each refusal (apps/web/src/lib/stream-retry.ts).
 */
export const STREAM_RETRY_SECONDS = 30;

/** The slots a live stream holds: its account's (when signed in) and its address's. */
function streamSlots(ctx: Pick<ApiContext, 'user' | 'ip'>): SlotCheck[] {
	const address: SlotCheck = { name: 'streams:ip', key: ctx.ip };
	return ctx.user ? [{ name: 'streams:account', key: ctx.user.id }, address] : [address];
}

/**
 * A live stream (tRPC subscription over SSE) within the limits on streams open at once: the slots
 * are taken when the stream starts and given back when it ends, however it ends (the client
 * leaves, the server closes). Taken inside the generator, so a stream that never starts holds
 * nothing. Refused, the stream's first and only event is a TOO_MANY_REQUESTS error (tRPC's client
 * does not retry that code by itself; the web app waits, then subscribes again).
 */
export async function* limitedStream<T>(
	ctx: Pick<ApiContext, 'limits' | 'user' | 'ip'>,
	open: () => AsyncGenerator<T, void, unknown>,
): AsyncGenerator<T, void, unknown> {
	const release = await ctx.limits.tryHold(streamSlots(ctx));
	if (!release) {
		const cause = new RateLimitError(STREAM_RETRY_SECONDS, 'errors.tooManyStreams');
		// Thrown as a TRPCError: an AppError thrown inside a stream would reach the client as an
		// internal error, which tRPC's link retries at once.
		throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: cause.messageKey, cause });
	}
	try {
		yield* open();
	} finally {
		await release();
	}
}
