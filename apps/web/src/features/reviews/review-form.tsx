import { REVIEW_COMMENT_MAX, type ReviewFieldsInput, reviewFieldsSchema } from '@edge/api/schemas';
import { Button, Group, Input, Paper, Rating, Stack, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmDialog } from '../shell/confirm-dialog';
import type { ReviewView } from './review-types';
import { useReviewsRefresh } from './use-reviews-refresh';

interface ReviewFormProps {
	profileId: number;
	/** The signed-in user's review of this profile, to edit; null to write a first one. */
	mine: ReviewView | null;
}

/**
 * Stars (required) and an optional comment. The same form edits the user's review once it exists
 * (one per user per profile, the server keeps it so). A refused save keeps what was typed.
 */
export function ReviewForm({ profileId, mine }: ReviewFormProps) {
	const { t } = useTranslation();
	const refresh = useReviewsRefresh();
	const form = useForm<ReviewFieldsInput>({
		mode: 'controlled',
		initialValues: { rating: mine?.rating ?? 0, comment: mine?.comment ?? '' },
		validate: schemaResolver(reviewFieldsSchema, { sync: true }),
	});
	const input = translatedInputProps(form, t);
	const save = useMutation(trpc.reviews.upsert.mutationOptions());
	const remove = useMutation(trpc.reviews.remove.mutationOptions());
	const [confirming, { open, close }] = useDisclosure(false);

	const submit = form.onSubmit(async (values) => {
		try {
			await save.mutateAsync({ profileId, ...values });
			notify.success(t(mine ? 'reviews.form.updated' : 'reviews.form.saved'));
			await refresh();
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t));
		}
	});

	const confirmRemove = async () => {
		if (!mine) return;
		try {
			await remove.mutateAsync({ reviewId: mine.id });
			close();
			notify.success(t('reviews.form.removed'));
			await refresh();
		} catch (error) {
			notify.error(translateError(error, t));
		}
	};

	const rating = input('rating');
	return (
		<Paper withBorder radius="md" p="md" data-testid="review-form">
			<form onSubmit={submit} noValidate>
				<Stack gap="sm">
					<Title order={3} fz="lg">
						{t(mine ? 'reviews.form.editTitle' : 'reviews.form.title')}
					</Title>
					<Input.Wrapper label={t('reviews.form.rating')} required error={rating.error}>
						<Rating
							size="lg"
							value={form.values.rating}
							onChange={(value) => form.setFieldValue('rating', value)}
							getSymbolLabel={(value) => t('reviews.stars', { count: value })}
							data-testid="review-rating"
						/>
					</Input.Wrapper>
					<Textarea
						label={t('reviews.form.comment')}
						placeholder={t('reviews.form.commentPlaceholder')}
						autosize
						minRows={3}
						maxRows={8}
						maxLength={REVIEW_COMMENT_MAX}
						{...input('comment')}
						value={form.values.comment ?? ''}
						data-testid="review-comment"
					/>
					<Group justify="space-between" gap="sm">
						<Button type="submit" loading={save.isPending} data-testid="review-submit">
							{t(mine ? 'reviews.form.update' : 'reviews.form.submit')}
						</Button>
						{mine && (
							<Button variant="subtle" color="red" onClick={open} data-testid="review-remove">
								{t('reviews.form.remove')}
							</Button>
						)}
					</Group>
				</Stack>
			</form>
			<ConfirmDialog
				cancelLabel={t('reviews.form.cancel')}
				opened={confirming}
				title={t('reviews.form.removeTitle')}
				body={t('reviews.form.removeBody')}
				confirmLabel={t('reviews.form.removeConfirm')}
				loading={remove.isPending}
				onConfirm={confirmRemove}
				onClose={close}
				testId="review-remove-confirm"
			/>
		</Paper>
	);
}
