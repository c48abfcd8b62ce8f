import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmDialog } from '../shell/confirm-dialog';

interface DeletePartButtonProps {
	/** What is deleted, named in the confirmation. */
	title: string;
	label: string;
	onDelete: () => Promise<unknown>;
}

/** A trash icon for a menu, offer, highlight or slide, asking first. */
export function DeletePartButton({ title, label, onDelete }: DeletePartButtonProps) {
	const { t } = useTranslation();
	const [opened, { open, close }] = useDisclosure(false);
	const [busy, setBusy] = useState(false);
	const confirm = async () => {
		setBusy(true);
		try {
			await onDelete();
			notify.success(t('restaurant.page.deleted'));
			close();
		} catch (error) {
			notify.error(translateError(error, t));
		} finally {
			setBusy(false);
		}
	};
	return (
		<>
			<ActionIcon variant="subtle" color="red" aria-label={`${label}: ${title}`} onClick={open}>
				<IconTrash size={16} aria-hidden />
			</ActionIcon>
			<ConfirmDialog
				opened={opened}
				title={t('restaurant.page.deletePartTitle')}
				body={t('restaurant.page.deletePartBody', { title })}
				confirmLabel={t('directory.deleteProfile.confirm')}
				cancelLabel={t('directory.deleteProfile.cancel')}
				loading={busy}
				onConfirm={() => void confirm()}
				onClose={close}
				testId="delete-part-confirm"
			/>
		</>
	);
}

/** The pencil next to a menu or offer that opens its form with its values. */
export function EditPartButton({ label, onClick }: { label: string; onClick: () => void }) {
	return (
		<ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick}>
			<IconPencil size={16} aria-hidden />
		</ActionIcon>
	);
}
