import { type WallReportInput, wallReportReasonSchema } from '@edge/api/schemas';
import { REPORT_REASON_MAX } from '@edge/api/wall-kinds';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { LazyModal } from '../../lib/lazy-modal';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';

interface ReportModalProps {
	target: WallReportInput['target'];
	id: number;
	opened: boolean;
	onClose: () => void;
}

/** Reports a post or a comment with a reason (required). A failed send keeps the reason. */
export function ReportModal({ target, id, opened, onClose }: ReportModalProps) {
	const { t } = useTranslation();
	const [reason, setReason] = useState('');
	const [error, setError] = useState<string | null>(null);
	const send = useMutation(trpc.wall.report.mutationOptions());

	const submit = async () => {
		const checked = wallReportReasonSchema.safeParse(reason);
		if (!checked.success) {
			setError(checked.error.issues[0]?.message ?? 'wall.errors.reasonRequired');
			return;
		}
		try {
			await send.mutateAsync({ target, id, reason: checked.data });
			setReason('');
			setError(null);
			onClose();
			notify.success(t('wall.page.report.done'));
		} catch (failure) {
			const fields = fieldErrorKeys(failure);
			if (fields.reason) setError(fields.reason);
			notify.error(translateError(failure, t));
		}
	};

	return (
		<LazyModal
			opened={opened}
			onClose={send.isPending ? () => undefined : onClose}
			title={t(target === 'post' ? 'wall.page.report.postTitle' : 'wall.page.report.commentTitle')}
			centered
		>
			<form
				onSubmit={(event) => {
					event.preventDefault();
					void submit();
				}}
				noValidate
			>
				<Stack data-testid="wall-report-modal">
					<Text fz="sm">{t('wall.page.report.body')}</Text>
					<Textarea
						label={t('wall.page.report.reason')}
						required
						autosize
						minRows={3}
						maxLength={REPORT_REASON_MAX}
						value={reason}
						onChange={(event) => {
							setReason(event.currentTarget.value);
							setError(null);
						}}
						error={error ? t(error) : undefined}
						data-testid="wall-report-reason"
						data-autofocus
					/>
					<Group justify="flex-end" gap="sm">
						<Button variant="default" onClick={onClose} disabled={send.isPending}>
							{t('wall.page.report.cancel')}
						</Button>
						<Button type="submit" color="red" loading={send.isPending} data-testid="wall-report-submit">
							{t('wall.page.report.send')}
						</Button>
					</Group>
				</Stack>
			</form>
		</LazyModal>
	);
}
