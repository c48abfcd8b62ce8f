import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/**
 * After a review changes: the reviews themselves and every profile read (pages, cards, search),
 * which carry the average and count the server's triggers just moved.
 */
export function useReviewsRefresh() {
	const queryClient = useQueryClient();
	return () =>
		Promise.all(
			[trpc.reviews, trpc.business, trpc.restaurant, trpc.professional, trpc.directory].map((router) =>
				queryClient.invalidateQueries(router.pathFilter()),
			),
		);
}
