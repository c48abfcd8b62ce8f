import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ReviewCard } from './review-card';

const PAGE_SIZE = 10;

interface ReviewListProps {
	profileId: number;
	viewerIsOwner: boolean;
	signedIn: boolean;
}

const reviewListOptions = (profileId: number) =>
	trpc.reviews.list.infiniteQueryOptions(
		{ profileId, limit: PAGE_SIZE },
		{ getNextPageParam: (page) => page.nextCursor ?? undefined },
	);

/** Loads the list's first page into `queryClient` (the profile route's loader, for the server's draw). */
export function loadReviewList(queryClient: QueryClient, profileId: number): Promise<unknown> {
	return queryClient.ensureInfiniteQueryData(reviewListOptions(profileId));
}

/**
 * A profile's reviews, newest first, a page at a time ("Load more" follows the server's cursor),
 * read again when they change (ReviewsLive, beside it in ReviewsSection).
 */
export function ReviewList({ profileId, viewerIsOwner, signedIn }: ReviewListProps) {
	const { t } = useTranslation();
	const query = useInfiniteQuery(reviewListOptions(profileId));

	// The cards are drawn at low priority, in slices that keep the page responsive on a phone.
	const loaded = useDeferredValue(query.data);
	if (query.isError)
		return (
			<Stack gap="xs" align="flex-start" data-testid="reviews-error">
				<Text c="red">{t('reviews.loadError')}</Text>
				<Button variant="light" size="xs" onClick={() => query.refetch()}>
					{t('directory.retry')}
				</Button>
			</Stack>
		);

	if (loaded === undefined) return <ReviewListSkeleton />;
	const reviews = loaded.pages.flatMap((page) => page.items);
	if (reviews.length === 0)
		return (
			<Paper withBorder radius="md" p="lg" data-testid="reviews-empty">
				<Text c="dimmed" ta="center">
					{t('reviews.empty')}
				</Text>
			</Paper>
		);

	return (
		<Stack gap="sm" data-testid="reviews-list">
			{reviews.map((review) => (
				<ReviewCard key={review.id} review={review} viewerIsOwner={viewerIsOwner} signedIn={signedIn} />
			))}
			{query.hasNextPage && (
				<Button
					variant="default"
					onClick={() => query.fetchNextPage()}
					loading={query.isFetchingNextPage}
					data-testid="reviews-load-more"
				>
					{t('directory.loadMore')}
				</Button>
			)}
		</Stack>
	);
}

export function ReviewListSkeleton() {
	return (
		<Stack gap="sm" data-testid="reviews-loading">
			{[0, 1, 2].map((index) => (
				<Skeleton key={index} height={88} radius="md" />
			))}
		</Stack>
	);
}
