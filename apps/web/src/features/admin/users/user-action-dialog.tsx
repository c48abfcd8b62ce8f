import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { ReasonDialog } from '../shell/reason-dialog';
import type { UserAction, UserDetail } from './staff-users-types';

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
	const language = useLanguage();
	const queryClient = useQueryClient();
	const warn = useMutation(trpc.staff.users.warn.mutationOptions());
	const suspend = useMutation(trpc.staff.users.suspend.mutationOptions());
	const restore = useMutation(trpc.staff.users.restore.mutationOptions());
	const cancel = useMutation(trpc.staff.users.cancelSubscription.mutationOptions());
	const kind = action?.kind ?? 'warn';
	const optional = kind === 'restore';

	const confirm = async (written: string) => {
		try {
			if (action?.kind === 'cancelSubscription')
				await cancel.mutateAsync({ subscriptionId: action.subscription.subscriptionId, reason: written });
			else if (kind === 'restore') await restore.mutateAsync({ userId: user.id, reason: written || null });
			else if (kind === 'suspend') await suspend.mutateAsync({ userId: user.id, reason: written });
			else await warn.mutateAsync({ userId: user.id, reason: written });
			notify.success(t(`admin.users.done.${kind}`));
		} finally {
			await queryClient.invalidateQueries(trpc.staff.pathFilter());
		}
	};

	const plan = action?.kind === 'cancelSubscription' ? action.subscription.planName[language] : '';
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
		<ReasonDialog
			opened={action !== null}
			title={title}
			body={body}
			reasonLabel={t(optional ? 'admin.users.dialogs.reasonOptional' : 'admin.users.dialogs.reason')}
			reasonRequired={!optional}
			requiredMessage={t('admin.users.reasonRequired')}
			cancelLabel={t('admin.users.dialogs.cancel')}
			confirmLabel={t('admin.users.dialogs.confirm')}
			confirmColor={danger ? 'red' : undefined}
			onConfirm={confirm}
			onClose={onClose}
			testIds={{ dialog: `user-${kind}-dialog`, reason: 'user-action-reason', confirm: 'user-action-confirm' }}
		/>
	);
}
