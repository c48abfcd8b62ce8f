import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { AnchorLink } from '../../lib/links';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { LazyReviewForm } from './lazy-review-parts';
import { RatingSummaryView } from './rating-summary';
import { ReviewList } from './review-list';
import { ReviewsLive } from './use-reviews-live';

interface ReviewsSectionProps {
	profileId: number;
	/** The profile's owner: they reply to reviews and may not review their own profile. */
	ownerId: string;
}

/**
 * Reviews on every profile page: the rating summary, the signed-in user's review form (not for the
 * owner; a sign-in link for visitors) and the reviews, a page at a time. The server enforces every
 * rule; this only leaves out what would be refused.
 */
export function ReviewsSection({ profileId, ownerId }: ReviewsSectionProps) {
	const { t } = useTranslation();
	const { user, loading: sessionLoading } = useSession();
	const here = useLocation({ select: (location) => location.href });
	const summary = useQuery(trpc.reviews.summary.queryOptions({ profileId }));
	const viewerIsOwner = user?.id === ownerId;

	return (
		<Stack gap="md" component="section" aria-labelledby="reviews-title" data-testid="reviews-section">
			<Title order={2} fz="xl" id="reviews-title">
				{t('reviews.title')}
			</Title>
			{summary.isPending && <Skeleton height={120} radius="md" data-testid="reviews-summary-loading" />}
			{summary.isError && (
				<Alert color="red" variant="light">
					{t('reviews.loadError')}
				</Alert>
			)}
			{summary.data && <RatingSummaryView summary={summary.data} />}

			{!sessionLoading && !user && (
				<Paper withBorder radius="md" p="md">
					<Group gap="xs">
						<AnchorLink to="/login" search={{ redirect: here }} data-testid="reviews-sign-in">
							{t('reviews.signIn')}
						</AnchorLink>
					</Group>
				</Paper>
			)}
			{user && viewerIsOwner && (
				<Text c="dimmed" fz="sm" data-testid="reviews-owner-hint">
					{t('reviews.ownerHint')}
				</Text>
			)}
			{user && !viewerIsOwner && summary.data && (
				// Keyed by the user's review: writing, editing or deleting it starts the form from it.
				<LazyReviewForm key={summary.data.mine?.id ?? 'new'} profileId={profileId} mine={summary.data.mine} />
			)}

			<ReviewList profileId={profileId} viewerIsOwner={viewerIsOwner} signedIn={user !== null} />
			<ReviewsLive profileId={profileId} />
		</Stack>
	);
}
