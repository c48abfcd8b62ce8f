import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChatConfirmModalProps {
	opened: boolean;
	title: string;
	body: string;
	confirmLabel: string;
	loading?: boolean;
	onConfirm: () => void;
	onClose: () => void;
	children?: ReactNode;
}

/** Asks before what cannot be undone (reject, withdraw, block, report). */
export function ChatConfirmModal({
	opened,
	title,
	body,
	confirmLabel,
	loading,
	onConfirm,
	onClose,
	children,
}: ChatConfirmModalProps) {
	const { t } = useTranslation();
	return (
		<Modal opened={opened} onClose={loading ? () => undefined : onClose} title={title} centered>
			<Stack data-testid="chat-confirm">
				<Text fz="sm">{body}</Text>
				{children}
				<Group justify="flex-end" gap="sm">
					<Button variant="default" onClick={onClose} disabled={loading}>
						{t('chat.page.offer.keep')}
					</Button>
					<Button color="red" loading={loading} onClick={onConfirm} data-testid="chat-confirm-submit">
						{confirmLabel}
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
