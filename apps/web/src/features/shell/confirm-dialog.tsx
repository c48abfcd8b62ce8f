import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyModal } from '../../lib/lazy-modal';
import { useTranslation } from '../../lib/use-translation';

interface ConfirmDialogProps {
	opened: boolean;
	title: string;
	body: string;
	confirmLabel: string;
	/** The way out; 'Cancelar' / 'Cancel' unless the page words it itself. */
	cancelLabel?: string;
	loading?: boolean;
	onConfirm: () => void;
	onClose: () => void;
	/** The dialog's test id; its confirm button is `<testId>-submit` unless `submitTestId` names it. */
	testId: string;
	submitTestId?: string;
	children?: ReactNode;
}

/**
 * Asks before an action that cannot be taken back (deleting a review, rejecting an offer, blocking
 * someone). While the action runs the dialog cannot be dismissed, so its outcome is never hidden.
 */
export function ConfirmDialog({
	opened,
	title,
	body,
	confirmLabel,
	cancelLabel,
	loading = false,
	onConfirm,
	onClose,
	testId,
	submitTestId,
	children,
}: ConfirmDialogProps) {
	const { t } = useTranslation();
	return (
		<LazyModal opened={opened} onClose={loading ? () => undefined : onClose} title={title} centered>
			<Stack data-testid={testId}>
				<Text fz="sm">{body}</Text>
				{children}
				<Group justify="flex-end" gap="sm">
					<Button variant="default" onClick={onClose} disabled={loading}>
						{cancelLabel ?? t('common.cancel')}
					</Button>
					<Button color="red" loading={loading} onClick={onConfirm} data-testid={submitTestId ?? `${testId}-submit`}>
						{confirmLabel}
					</Button>
				</Group>
			</Stack>
		</LazyModal>
	);
}
