import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';

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
			<Modal
				opened={opened}
				onClose={busy ? () => undefined : close}
				title={t('directory.deleteProfile.title')}
				centered
			>
				<Stack data-testid="delete-profile-confirm">
					<Text fz="sm">{t('directory.deleteProfile.body')}</Text>
					<Group justify="flex-end" gap="sm">
						<Button variant="default" onClick={close} disabled={busy}>
							{t('directory.deleteProfile.cancel')}
						</Button>
						<Button color="red" loading={busy} onClick={() => void confirm()} data-testid="delete-profile-submit">
							{t('directory.deleteProfile.confirm')}
						</Button>
					</Group>
				</Stack>
			</Modal>
		</>
	);
}
