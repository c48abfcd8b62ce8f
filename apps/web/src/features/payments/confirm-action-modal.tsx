import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyModal } from '../../lib/lazy-modal';
import { useTranslation } from '../../lib/use-translation';

interface ConfirmActionModalProps {
	opened: boolean;
	title: string;
	body: string;
	confirmLabel: string;
	color?: string;
	loading: boolean;
	confirmDisabled?: boolean;
	/** Once confirmed, when the children carry the next step (PayPal's buttons). */
	confirmHidden?: boolean;
	onConfirm: () => void;
	onClose: () => void;
	children?: ReactNode;
}

/** Every subscription action asks first: what will happen, then confirm or go back. */
export function ConfirmActionModal({
	opened,
	title,
	body,
	confirmLabel,
	color,
	loading,
	confirmDisabled,
	confirmHidden,
	onConfirm,
	onClose,
	children,
}: ConfirmActionModalProps) {
	const { t } = useTranslation();
	return (
		<LazyModal opened={opened} onClose={loading ? () => undefined : onClose} title={title} centered>
			<Stack data-testid="confirm-action">
				<Text fz="sm" data-testid="confirm-action-body">
					{body}
				</Text>
				{children}
				<Group justify="flex-end" gap="sm">
					<Button variant="default" onClick={onClose} disabled={loading}>
						{t('payments.page.confirm.keep')}
					</Button>
					{!confirmHidden && (
						<Button
							color={color}
							loading={loading}
							disabled={confirmDisabled}
							onClick={onConfirm}
							data-testid="confirm-action-submit"
						>
							{confirmLabel}
						</Button>
					)}
				</Group>
			</Stack>
		</LazyModal>
	);
}
