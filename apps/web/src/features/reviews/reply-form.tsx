import { REVIEW_REPLY_MAX, type ReplyReviewInput, replyReviewSchema } from '@edge/api/schemas';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useReviewsRefresh } from './use-reviews-refresh';

interface ReplyFormProps {
	reviewId: number;
	onCancel: () => void;
}

/** The profile owner's one reply to a review; a refused save keeps the text. */
export function ReplyForm({ reviewId, onCancel }: ReplyFormProps) {
	const { t } = useTranslation();
	const refresh = useReviewsRefresh();
	const form = useForm<ReplyReviewInput>({
		mode: 'controlled',
		initialValues: { reviewId, reply: '' },
		validate: schemaResolver(replyReviewSchema, { sync: true }),
	});
	const input = translatedInputProps(form, t);
	const send = useMutation(trpc.reviews.reply.mutationOptions());

	const submit = form.onSubmit(async (values) => {
		try {
			await send.mutateAsync(values);
			notify.success(t('reviews.card.replied'));
			await refresh();
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t));
		}
	});

	return (
		<form onSubmit={submit} noValidate data-testid="reply-form">
			<Stack gap="xs">
				<Textarea
					label={t('reviews.card.replyLabel')}
					description={t('reviews.card.replyHint')}
					autosize
					minRows={2}
					maxRows={6}
					maxLength={REVIEW_REPLY_MAX}
					required
					{...input('reply')}
					data-testid="reply-text"
				/>
				<Group gap="sm">
					<Button type="submit" size="xs" loading={send.isPending} data-testid="reply-submit">
						{t('reviews.card.replySubmit')}
					</Button>
					<Button variant="default" size="xs" onClick={onCancel} disabled={send.isPending}>
						{t('reviews.form.cancel')}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
