import { useEffect, useRef } from 'react';

/** The longest wait between two tries of a refused live stream. */
const MAX_WAIT_MS = 5 * 60_000;
/** The wait when the server names none. */
const DEFAULT_WAIT_SECONDS = 30;

/**
 * How long to wait before subscribing again after the server refused a live stream for the
 * `attempt`-th time in a row (0 first): the server's suggested wait, doubled after each refusal,
 * at most five minutes, and spread by ±25 % so tabs refused together do not all come back at once.
 */
export function streamRetryDelayMs(
	attempt: number,
	retryAfterSeconds: number | undefined,
	random: () => number = Math.random,
): number {
	const base = Math.max(1, retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1000;
	const wait = Math.min(base * 2 ** attempt, MAX_WAIT_MS);
	return Math.round(wait * (0.75 + random() * 0.5));
}

/** What this hook reads of useSubscription's result (@trpc/tanstack-react-query). */
interface SubscriptionState {
	status: 'idle' | 'connecting' | 'pending' | 'error';
	error: { data?: { code?: string; params?: Record<string, unknown> } | null } | null;
	reset: () => void;
}

/** The first wait after a stream was lost (no answer, a proxy's 502, a server error), in seconds. */
const LOST_WAIT_SECONDS = 2;
/** Errors about the request itself: subscribing again would get the same answer. */
const FINAL_CODES = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_REQUEST', 'PARSE_ERROR']);

/**
 * Subscribes again, later, when a live stream ended in an error tRPC's link does not retry:
 * - refused because too many are open for the account or address (TOO_MANY_REQUESTS, docs/api.md
 *   "Limits"): after the server's wait, since retrying at once would be refused again;
 * - lost: the EventSource gave up (a reverse proxy answered 502 while the server restarted, or
 *   the server failed): after 2 s, doubling, so a page comes back to life after a deploy
 *   (docs/operations.md) without a reload.
 * Errors about the request itself (signed out, forbidden, not found, bad input) are final.
 */
export function useStreamRetry(subscription: SubscriptionState): void {
	const failures = useRef(0);
	const { status, error, reset } = subscription;
	const code = error?.data?.code;
	const refused = status === 'error' && code === 'TOO_MANY_REQUESTS';
	const retry = status === 'error' && !(code && FINAL_CODES.has(code));
	const suggested = error?.data?.params?.retryAfterSeconds;
	const serverWait = refused && typeof suggested === 'number' ? suggested : undefined;

	useEffect(() => {
		if (status === 'pending') failures.current = 0;
		if (!retry) return;
		const wait = streamRetryDelayMs(failures.current, refused ? serverWait : LOST_WAIT_SECONDS);
		failures.current += 1;
		const timer = setTimeout(reset, wait);
		return () => clearTimeout(timer);
	}, [status, retry, refused, serverWait, reset]);
}
