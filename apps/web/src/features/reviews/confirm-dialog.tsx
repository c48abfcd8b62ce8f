import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
	opened: boolean;
	title: string;
	body: string;
	confirmLabel: string;
	loading: boolean;
	onConfirm: () => void;
	onClose: () => void;
	testId: string;
	children?: ReactNode;
}

/** Asks before an action that cannot be taken back (deleting one's review, reporting one). */
export function ConfirmDialog({
	opened,
	title,
	body,
	confirmLabel,
	loading,
	onConfirm,
	onClose,
	testId,
	children,
}: ConfirmDialogProps) {
	const { t } = useTranslation();
	return (
		<Modal opened={opened} onClose={loading ? () => undefined : onClose} title={title} centered>
			<Stack data-testid={testId}>
				<Text fz="sm">{body}</Text>
				{children}
				<Group justify="flex-end" gap="sm">
					<Button variant="default" onClick={onClose} disabled={loading}>
						{t('reviews.form.cancel')}
					</Button>
					<Button color="red" loading={loading} onClick={onConfirm} data-testid={`${testId}-submit`}>
						{confirmLabel}
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
