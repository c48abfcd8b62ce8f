import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/use-translation';
import { LazyConfirmDialog } from '../shell/lazy-confirm-dialog';

interface DeleteProfileButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
	/**
	 * Deletes the profile (e.g. `mutateAsync({ id })`). Called only after the user confirms; a
	 * rejection is shown translated and the dialog stays open.
	 */
	onDelete: () => Promise<unknown>;
	/** After a successful delete (navigate away); the "Profile deleted" notice is shown here. */
	onDeleted?: () => void;
}

/** "Delete profile" with a confirmation dialog (directory.deleteProfile.*). */
export function DeleteProfileButton({ onDelete, onDeleted, ...buttonProps }: DeleteProfileButtonProps) {
	const { t } = useTranslation();
	const [opened, { open, close }] = useDisclosure(false);
	const [busy, setBusy] = useState(false);

	const confirm = async () => {
		setBusy(true);
		try {
			await onDelete();
			close();
			notify.success(t('directory.deleteProfile.done'));
			onDeleted?.();
		} catch (error) {
			notify.error(translateError(error, t));
		} finally {
			setBusy(false);
		}
	};

	return (
		<>
			<Button
				color="red"
				variant="light"
				leftSection={<IconTrash size={16} aria-hidden />}
				onClick={open}
				data-testid="delete-profile"
				{...buttonProps}
			>
				{t('directory.deleteProfile.button')}
			</Button>
			<LazyConfirmDialog
				opened={opened}
				title={t('directory.deleteProfile.title')}
				body={t('directory.deleteProfile.body')}
				confirmLabel={t('directory.deleteProfile.confirm')}
				cancelLabel={t('directory.deleteProfile.cancel')}
				loading={busy}
				onConfirm={() => void confirm()}
				onClose={close}
				testId="delete-profile-confirm"
				submitTestId="delete-profile-submit"
			/>
		</>
	);
}
