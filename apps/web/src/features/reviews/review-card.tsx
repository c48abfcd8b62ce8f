import { dateText } from '@edge/i18n/plain-format';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { LazyReplyForm, LazyReportReviewButton } from './lazy-review-parts';
import { RatingStars } from './rating-stars';
import type { ReviewView } from './review-types';

interface ReviewCardProps {
	review: ReviewView;
	/** The viewer owns the profile: may reply once to each review. */
	viewerIsOwner: boolean;
	signedIn: boolean;
}

/**
 * One review: stars, author, date, comment, the owner's reply, and what the viewer may do. Drawn
 * again only when its own review changes: the list is read again after a profile is taken over (and
 * whenever reviews.live says so), and React Query keeps each unchanged review's object, but every
 * card of the page was drawn again with the list (about 100 components in one task on a phone).
 */
export const ReviewCard = memo(function ReviewCard({ review, viewerIsOwner, signedIn }: ReviewCardProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	const [replying, setReplying] = useState(false);
	return (
		<Paper withBorder radius="md" p="md" data-testid="review-card">
			<Stack gap="xs">
				<Group justify="space-between" gap="xs" wrap="wrap">
					<Group gap="xs">
						<RatingStars value={review.rating} size="sm" label={t('reviews.stars', { count: review.rating })} />
						<Text fw={600} data-testid="review-author">
							{review.authorName}
						</Text>
						{review.mine && (
							<Badge variant="light" size="sm">
								{t('reviews.card.yours')}
							</Badge>
						)}
					</Group>
					<Text fz="sm" c="dimmed" data-testid="review-date">
						{dateText(new Date(review.createdAt), language)}
						{review.editedAt ? ` · ${t('reviews.card.edited')}` : ''}
					</Text>
				</Group>
				{review.hidden && (
					// Only its author and staff get a hidden review: they are told why others do not see it.
					<Alert color="orange" variant="light" p="xs" data-testid="review-hidden">
						<Text fz="sm">
							{review.hidden.reason
								? t('reviews.card.hidden', { reason: review.hidden.reason })
								: t('reviews.card.hiddenNoReason')}
						</Text>
					</Alert>
				)}
				{review.comment && (
					<Text style={{ whiteSpace: 'pre-line' }} data-testid="review-comment-text">
						{review.comment}
					</Text>
				)}
				{review.reply && (
					<Paper bg="var(--mantine-color-gray-light)" p="sm" radius="sm" data-testid="review-reply">
						<Text fz="sm" fw={600}>
							{t('reviews.card.ownerReply')}
							<Text span fz="xs" c="dimmed" fw={400}>
								{` · ${dateText(new Date(review.reply.repliedAt), language)}`}
							</Text>
						</Text>
						<Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
							{review.reply.text}
						</Text>
					</Paper>
				)}
				{viewerIsOwner && !review.reply && !replying && (
					<Group>
						<Button variant="light" size="compact-sm" onClick={() => setReplying(true)} data-testid="review-reply-open">
							{t('reviews.card.reply')}
						</Button>
					</Group>
				)}
				{viewerIsOwner && !review.reply && replying && (
					<LazyReplyForm reviewId={review.id} onCancel={() => setReplying(false)} />
				)}
				{signedIn && !review.mine && (
					<Group justify="flex-end">
						<LazyReportReviewButton reviewId={review.id} reported={review.reportedByMe} />
					</Group>
				)}
			</Stack>
		</Paper>
	);
});
