import { formatTime } from '@edge/i18n/format';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconCloudOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import type { MessageMark, MessageView } from './chat-types';

function MarkIcon({ mark }: { mark: MessageMark }) {
	const { t } = useTranslation();
	const label = t(`chat.page.marks.${mark}`);
	// Kept offline: said in words, not only by an icon, since it can stay a while.
	if (mark === 'waiting') {
		return (
			<Group gap={3} wrap="nowrap" data-testid="chat-message-waiting">
				<IconCloudOff size={14} aria-hidden />
				<Text fz={11} c="dimmed">
					{label}
				</Text>
			</Group>
		);
	}
	const props = { size: 14, 'aria-label': label, role: 'img' } as const;
	if (mark === 'sending') return <IconClock {...props} />;
	if (mark === 'sent') return <IconCheck {...props} />;
	return <IconChecks {...props} color={mark === 'read' ? 'var(--mantine-color-blue-4)' : undefined} />;
}

interface MessageBubbleProps {
	message: MessageView;
	mine: boolean;
	/** Only for my messages. */
	mark?: MessageMark;
	/** Offered only for a refusal a retry may fix (not a block). */
	onRetry?: () => void;
	/** An offer card instead of the text. */
	children?: ReactNode;
}

/** One message: the text as text (React escapes it), its time and, for mine, its mark or retry. */
export function MessageBubble({ message, mine, mark, onRetry, children }: MessageBubbleProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	const failed = message.local === 'failed';
	return (
		<Group justify={mine ? 'flex-end' : 'flex-start'} data-testid="chat-message" data-mine={mine || undefined}>
			<Box maw="80%">
				{message.hidden && !mine ? (
					<Paper px="sm" py={6} radius="lg" bg="gray.1" data-testid="chat-message-hidden">
						<Text fz="sm" fs="italic" c="dimmed">
							{t('chat.page.hiddenMessage')}
						</Text>
					</Paper>
				) : (
					(children ?? (
						<Paper
							px="sm"
							py={6}
							radius="lg"
							bg={mine ? (failed ? 'red.1' : 'blue.6') : 'gray.1'}
							c={mine && !failed ? 'white' : undefined}
						>
							<Text
								fz="sm"
								style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
								data-testid="chat-message-body"
							>
								{message.body}
							</Text>
						</Paper>
					))
				)}
				{message.hidden && mine && (
					<Text fz={11} c="dimmed" ta="right" mt={2} data-testid="chat-message-hidden-mine">
						{message.hidden.reason
							? t('chat.page.hiddenMine', { reason: message.hidden.reason })
							: t('chat.page.hiddenMineNoReason')}
					</Text>
				)}
				<Group gap={4} justify={mine ? 'flex-end' : 'flex-start'} mt={2}>
					<Text fz={11} c="dimmed">
						{formatTime(message.createdAt, language)}
					</Text>
					{mine && !failed && mark && <MarkIcon mark={mark} />}
				</Group>
				{failed && (
					<Group gap={6} justify="flex-end" mt={2} data-testid="chat-message-failed">
						<IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden />
						<Text fz="xs" c="red" data-testid="chat-message-failed-reason">
							{message.refusal ? t(message.refusal.key, message.refusal.params) : t('chat.page.composer.sendFailed')}
						</Text>
						{onRetry && !message.refusal?.final && (
							<Button size="compact-xs" variant="light" color="red" onClick={onRetry} data-testid="chat-retry">
								{t('chat.page.composer.retry')}
							</Button>
						)}
					</Group>
				)}
			</Box>
		</Group>
	);
}
