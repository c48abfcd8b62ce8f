import { ActionIcon, Group, Menu, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowLeft, IconDots, IconFlag, IconLock, IconLockOpen } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmDialog } from '../shell/confirm-dialog';
import type { ChatPersonView } from './chat-types';
import { PersonAvatar } from './person-avatar';

interface ConversationTopBarProps {
	other: ChatPersonView;
	blockedByMe: boolean;
	/** Reporting needs a stored conversation. */
	canReport: boolean;
	busy: boolean;
	onBlock: () => Promise<void>;
	onUnblock: () => Promise<void>;
	onReport: (reason: string) => Promise<void>;
}

/** The other person (picture, name, profile link) and the conversation's menu: block, unblock, report. */
export function ConversationTopBar({
	other,
	blockedByMe,
	canReport,
	busy,
	onBlock,
	onUnblock,
	onReport,
}: ConversationTopBarProps) {
	const { t } = useTranslation();
	const [confirming, setConfirming] = useState<'block' | 'report' | null>(null);
	const [reason, setReason] = useState('');

	async function confirm() {
		if (confirming === 'block') await onBlock();
		if (confirming === 'report') await onReport(reason);
		setConfirming(null);
		setReason('');
	}

	return (
		<Group justify="space-between" wrap="nowrap" gap="xs" data-testid="chat-top-bar">
			<Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
				<ActionIcon component={Link} to="/chat" variant="subtle" aria-label={t('chat.page.conversation.back')}>
					<IconArrowLeft size={20} aria-hidden />
				</ActionIcon>
				<PersonAvatar person={other} />
				<Stack gap={0} style={{ minWidth: 0 }}>
					<Text fw={700} truncate component="h1" fz="md" m={0} data-testid="chat-other-name">
						{other.name}
					</Text>
					{other.freelancerProfileId !== null && (
						<AnchorLink
							to="/professionalProfile"
							search={{ id: other.freelancerProfileId }}
							fz="xs"
							data-testid="chat-other-profile"
						>
							{t('chat.page.conversation.viewProfile')}
						</AnchorLink>
					)}
				</Stack>
			</Group>
			<Menu position="bottom-end" withinPortal>
				<Menu.Target>
					<ActionIcon variant="subtle" aria-label={t('chat.page.menu.label')} data-testid="chat-menu">
						<IconDots size={20} aria-hidden />
					</ActionIcon>
				</Menu.Target>
				<Menu.Dropdown>
					{blockedByMe ? (
						<Menu.Item
							leftSection={<IconLockOpen size={16} aria-hidden />}
							onClick={() => void onUnblock()}
							data-testid="chat-unblock"
						>
							{t('chat.page.menu.unblock')}
						</Menu.Item>
					) : (
						<Menu.Item
							color="red"
							leftSection={<IconLock size={16} aria-hidden />}
							onClick={() => setConfirming('block')}
							data-testid="chat-block"
						>
							{t('chat.page.menu.block')}
						</Menu.Item>
					)}
					{canReport && (
						<Menu.Item
							leftSection={<IconFlag size={16} aria-hidden />}
							onClick={() => setConfirming('report')}
							data-testid="chat-report"
						>
							{t('chat.page.menu.report')}
						</Menu.Item>
					)}
				</Menu.Dropdown>
			</Menu>
			<ConfirmDialog
				testId="chat-confirm"
				cancelLabel={t('chat.page.offer.keep')}
				opened={confirming !== null}
				title={confirming === 'block' ? t('chat.page.menu.block') : t('chat.page.menu.report')}
				body={
					confirming === 'block'
						? t('chat.page.menu.confirmBlock', { name: other.name })
						: t('chat.page.menu.confirmReport')
				}
				confirmLabel={confirming === 'block' ? t('chat.page.menu.block') : t('chat.page.menu.report')}
				loading={busy}
				onConfirm={() => void confirm().catch(() => undefined)}
				onClose={() => setConfirming(null)}
			>
				{confirming === 'report' && (
					<Textarea
						label={t('chat.page.menu.reportReason')}
						value={reason}
						onChange={(event) => setReason(event.currentTarget.value)}
						maxLength={500}
						autosize
						minRows={2}
					/>
				)}
			</ConfirmDialog>
		</Group>
	);
}
