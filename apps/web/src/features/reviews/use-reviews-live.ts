import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useStreamRetry } from '../../lib/stream-retry';
import { trpc } from '../../lib/trpc';
import { useReviewsRefresh } from './use-reviews-refresh';

/**
 * A profile's reviews live (reviews.live): when a review of the profile is written, removed, hidden
 * or restored by staff, the page reads its reviews and rating again, so a visitor's open page loses
 * a hidden review without a reload. Each (re)connection starts with 'ready', and the reviews are
 * read again then (as the wall does), so nothing changed while it connected is missed. Without
 * EventSource (unit tests) the page just does not follow live.
 */
export function useReviewsLive(profileId: number): void {
	const queryClient = useQueryClient();
	const refresh = useReviewsRefresh();
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
					if (event.type === 'changed') void refresh();
					else if (event.type === 'ready') void queryClient.invalidateQueries(trpc.reviews.pathFilter());
				},
			},
		),
	);
	// Refused because too many streams are open (other tabs): try again later, with backoff.
	useStreamRetry(subscription);
}

/**
 * useReviewsLive in a component of its own, beside the list: the stream's state (connecting, open,
 * refused) changes a few times as a page goes live, and each change drew again whatever held the
 * hook, the whole list of reviews when the list did.
 */
export function ReviewsLive({ profileId }: { profileId: number }): null {
	useReviewsLive(profileId);
	return null;
}
