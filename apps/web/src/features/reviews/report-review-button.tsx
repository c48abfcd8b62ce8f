import { REVIEW_REPORT_REASON_MAX } from '@edge/api/schemas';
import { Button, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlag } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { useReviewsRefresh } from './use-reviews-refresh';

interface ReportReviewButtonProps {
	reviewId: number;
	/** Already reported by this user: shown as done, once per review. */
	reported: boolean;
}

/** "Report" with a confirmation and an optional reason. */
export function ReportReviewButton({ reviewId, reported }: ReportReviewButtonProps) {
	const { t } = useTranslation();
	const refresh = useReviewsRefresh();
	const [opened, { open, close }] = useDisclosure(false);
	const [reason, setReason] = useState('');
	const send = useMutation(trpc.reviews.report.mutationOptions());

	const confirm = async () => {
		try {
			await send.mutateAsync({ reviewId, reason });
			close();
			notify.success(t('reviews.card.reportDone'));
			await refresh();
		} catch (error) {
			notify.error(translateError(error, t));
		}
	};

	return (
		<>
			<Button
				variant="subtle"
				color="gray"
				size="compact-xs"
				leftSection={<IconFlag size={14} aria-hidden />}
				disabled={reported}
				onClick={open}
				data-testid="review-report"
			>
				{t(reported ? 'reviews.card.reported' : 'reviews.card.report')}
			</Button>
			<ConfirmDialog
				cancelLabel={t('reviews.form.cancel')}
				opened={opened}
				title={t('reviews.card.reportTitle')}
				body={t('reviews.card.reportBody')}
				confirmLabel={t('reviews.card.reportConfirm')}
				loading={send.isPending}
				onConfirm={confirm}
				onClose={close}
				testId="review-report-confirm"
			>
				<Textarea
					label={t('reviews.card.reportReason')}
					value={reason}
					onChange={(event) => setReason(event.currentTarget.value)}
					maxLength={REVIEW_REPORT_REASON_MAX}
					autosize
					minRows={2}
				/>
			</ConfirmDialog>
		</>
	);
}
