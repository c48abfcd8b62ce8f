import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorKeys, translateError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import type { UserAction, UserDetail } from './staff-users-types';

/** The server's limit on a reason (staff-users.schema.ts). */
const REASON_MAX = 500;

/**
 * The confirmation of one action, with its reason: required for warn, suspend and cancel (the user
 * reads it), optional for restore. Done or refused, the staff queries are read again.
 */
export function UserActionDialog({
	user,
	action,
	onClose,
}: {
	user: UserDetail['user'];
	action: UserAction | null;
	onClose: () => void;
}) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const [reason, setReason] = useState('');
	const [error, setError] = useState<string | null>(null);
	const warn = useMutation(trpc.staff.users.warn.mutationOptions());
	const suspend = useMutation(trpc.staff.users.suspend.mutationOptions());
	const restore = useMutation(trpc.staff.users.restore.mutationOptions());
	const cancel = useMutation(trpc.staff.users.cancelSubscription.mutationOptions());
	const busy = warn.isPending || suspend.isPending || restore.isPending || cancel.isPending;
	const kind = action?.kind ?? 'warn';
	const optional = kind === 'restore';

	const close = () => {
		if (busy) return;
		setReason('');
		setError(null);
		onClose();
	};

	const submit = async () => {
		const written = reason.trim();
		if (!optional && !written) {
			setError(t('admin.users.reasonRequired'));
			return;
		}
		try {
			if (action?.kind === 'cancelSubscription')
				await cancel.mutateAsync({ subscriptionId: action.subscription.subscriptionId, reason: written });
			else if (kind === 'restore') await restore.mutateAsync({ userId: user.id, reason: written || null });
			else if (kind === 'suspend') await suspend.mutateAsync({ userId: user.id, reason: written });
			else await warn.mutateAsync({ userId: user.id, reason: written });
			notify.success(t(`admin.users.done.${kind}`));
			setReason('');
			onClose();
		} catch (caught) {
			const field = fieldErrorKeys(caught).reason;
			if (field) setError(t(field));
			else {
				notify.error(translateError(caught, t));
				setReason('');
				onClose();
			}
		}
		await queryClient.invalidateQueries(trpc.staff.pathFilter());
	};

	const plan =
		action?.kind === 'cancelSubscription' ? action.subscription.planName[currentLanguage() === 'en' ? 'en' : 'es'] : '';
	const title =
		kind === 'cancelSubscription'
			? t('admin.users.dialogs.cancelTitle')
			: t(`admin.users.dialogs.${kind}Title`, { name: user.name });
	const body =
		kind === 'cancelSubscription'
			? t('admin.users.dialogs.cancelBody', { plan })
			: t(`admin.users.dialogs.${kind}Body`);
	const danger = kind === 'suspend' || kind === 'cancelSubscription';

	return (
		<Modal opened={action !== null} onClose={close} title={title} centered>
			<Stack data-testid={`user-${kind}-dialog`}>
				<Text fz="sm">{body}</Text>
				<Textarea
					label={t(optional ? 'admin.users.dialogs.reasonOptional' : 'admin.users.dialogs.reason')}
					required={!optional}
					autosize
					minRows={2}
					maxLength={REASON_MAX}
					value={reason}
					onChange={(event) => {
						setReason(event.currentTarget.value);
						setError(null);
					}}
					error={error}
					data-autofocus
					data-testid="user-action-reason"
				/>
				<Group justify="flex-end" gap="sm">
					<Button variant="default" onClick={close} disabled={busy}>
						{t('admin.users.dialogs.cancel')}
					</Button>
					<Button
						color={danger ? 'red' : undefined}
						loading={busy}
						onClick={() => void submit()}
						data-testid="user-action-confirm"
					>
						{t('admin.users.dialogs.confirm')}
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
