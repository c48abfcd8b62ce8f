import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import { ReasonDialog } from '../shell/reason-dialog';
import type { VerificationRequestItem } from './verification-types';

type Decision = 'approve' | 'reject' | null;

/**
 * Approve (a confirmation with an optional note) and Reject (a reason is required: the owner reads
 * it) of one pending request. Either one reloads the lists: the request leaves the pending queue.
 */
export function VerificationDecision({ item }: { item: VerificationRequestItem }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const [open, setOpen] = useState<Decision>(null);
	const approve = useMutation(trpc.staff.verifications.approve.mutationOptions());
	const reject = useMutation(trpc.staff.verifications.reject.mutationOptions());

	const confirm = async (written: string) => {
		try {
			if (open === 'approve') {
				await approve.mutateAsync({ requestId: item.id, note: written || null });
				notify.success(t('admin.verifications.approved'));
			} else {
				await reject.mutateAsync({ requestId: item.id, reason: written });
				notify.success(t('admin.verifications.rejected'));
			}
		} finally {
			// Decided here, or by someone else meanwhile (409): the list and the menu's count are stale.
			await queryClient.invalidateQueries(trpc.staff.pathFilter());
		}
	};

	const rejecting = open === 'reject';
	return (
		<>
			<Group gap="sm" grow>
				<Button color="teal" onClick={() => setOpen('approve')} data-testid="verification-approve">
					{t('admin.verifications.approve')}
				</Button>
				<Button color="red" variant="light" onClick={() => setOpen('reject')} data-testid="verification-reject">
					{t('admin.verifications.reject')}
				</Button>
			</Group>
			<ReasonDialog
				opened={open !== null}
				title={t(rejecting ? 'admin.verifications.rejectTitle' : 'admin.verifications.approveTitle')}
				body={t(rejecting ? 'admin.verifications.rejectBody' : 'admin.verifications.approveBody', {
					name: item.submitted.businessName,
				})}
				reasonLabel={t(rejecting ? 'admin.verifications.rejectReason' : 'admin.verifications.approveNote')}
				reasonRequired={rejecting}
				requiredMessage={t('admin.verifications.reasonRequired')}
				cancelLabel={t('admin.verifications.cancel')}
				confirmLabel={t(rejecting ? 'admin.verifications.rejectConfirm' : 'admin.verifications.approveConfirm')}
				confirmColor={rejecting ? 'red' : 'teal'}
				onConfirm={confirm}
				onClose={() => setOpen(null)}
				testIds={{
					dialog: rejecting ? 'verification-reject-dialog' : 'verification-approve-dialog',
					reason: rejecting ? 'verification-reason' : 'verification-note',
					confirm: 'verification-decision-submit',
				}}
			/>
		</>
	);
}
