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

/**
 * Subscribes again, later, when the server refused a live stream because too many are open for the
 * account or address (TOO_MANY_REQUESTS, docs/api.md "Limits"). tRPC's link does not retry that
 * code, which is right: retrying at once would be refused again. Other errors keep tRPC's handling.
 */
export function useStreamRetry(subscription: SubscriptionState): void {
	const refusals = useRef(0);
	const { status, error, reset } = subscription;
	const refused = status === 'error' && error?.data?.code === 'TOO_MANY_REQUESTS';
	const suggested = error?.data?.params?.retryAfterSeconds;

	useEffect(() => {
		if (status === 'pending') refusals.current = 0;
		if (!refused) return;
		const wait = streamRetryDelayMs(refusals.current, typeof suggested === 'number' ? suggested : undefined);
		refusals.current += 1;
		const timer = setTimeout(reset, wait);
		return () => clearTimeout(timer);
	}, [status, refused, suggested, reset]);
}
