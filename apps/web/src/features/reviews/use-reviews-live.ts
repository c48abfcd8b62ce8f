import { useSubscription } from '@trpc/tanstack-react-query';
import { useRef } from 'react';
import { useStreamRetry } from '../../lib/stream-retry';
import { trpc } from '../../lib/trpc';
import { useReviewsRefresh } from './use-reviews-refresh';

/**
 * A profile's reviews live (reviews.live): when a review of the profile is written, removed, hidden
 * or restored by staff, the page reads its reviews and rating again, so a visitor's open page loses
 * a hidden review without a reload. A reconnection starts with 'ready': what changed meanwhile is
 * read again then. Without EventSource (tests, old browsers) the page just does not follow live.
 */
export function useReviewsLive(profileId: number): void {
	const refresh = useReviewsRefresh();
	/** The first 'ready' comes with the page's own first read: only later ones read again. */
	const connected = useRef(false);
	const subscription = useSubscription(
		trpc.reviews.live.subscriptionOptions(
			{ profileId },
			{
				enabled: typeof EventSource !== 'undefined',
				onData: (data) => {
					// Tracked events come as { id, data }; these are transient, so bare.
					const event = (typeof data === 'object' && data !== null && 'data' in data ? data.data : data) as {
						type: string;
					};
					if (event.type === 'changed' || (event.type === 'ready' && connected.current)) void refresh();
					if (event.type === 'ready') connected.current = true;
				},
			},
		),
	);
	// Refused because too many streams are open (other tabs): try again later, with backoff.
	useStreamRetry(subscription);
}
