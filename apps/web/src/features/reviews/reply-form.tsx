import { REVIEW_REPLY_MAX, type ReplyReviewInput, replyReviewSchema } from '@edge/api/schemas';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
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
	// Shown next to the text as well as in a notification: "already replied" concerns this very box.
	const [refusal, setRefusal] = useState<string | null>(null);

	const submit = form.onSubmit(async (values) => {
		setRefusal(null);
		try {
			await send.mutateAsync(values);
			notify.success(t('reviews.card.replied'));
			await refresh();
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			const message = translateError(error, t);
			setRefusal(message);
			notify.error(message);
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
				{refusal && (
					<Alert color="red" variant="light" p="xs" data-testid="reply-error">
						{refusal}
					</Alert>
				)}
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
