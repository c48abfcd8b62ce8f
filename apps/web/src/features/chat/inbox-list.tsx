import { formatTime, perLanguage } from '@edge/i18n/format';
import { INTL_LOCALES, type Language } from '@edge/i18n/languages';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import type { InboxItemView } from './chat-types';
import { dayKey } from './message-days';
import { PersonAvatar } from './person-avatar';

/** One per language, made on first use (perLanguage): each older row of the inbox is written with it. */
const shortDateFormat = perLanguage(
	(language: Language) =>
		new Intl.DateTimeFormat(INTL_LOCALES[language], {
			day: 'numeric',
			month: 'short',
			timeZone: 'America/Santo_Domingo',
		}),
);

/** Today's messages show their time (formatTime's one style), older ones their date. */
function when(value: string, now: Date, language: Language): string {
	if (dayKey(value) === dayKey(now)) return formatTime(value, language);
	return shortDateFormat(language).format(new Date(value));
}

/** The inbox rows, newest first as the server orders them. */
export function InboxList({
	items,
	myId,
	now = new Date(),
}: {
	items: readonly InboxItemView[];
	myId: string;
	now?: Date;
}) {
	const { t } = useTranslation();
	const language = useLanguage();
	return (
		<Stack gap={6} data-testid="chat-inbox-list">
			{items.map((item) => {
				const last = item.lastMessage;
				const preview = !last
					? t('chat.page.inbox.noMessages')
					: last.hidden && last.senderId !== myId
						? t('chat.page.hiddenMessage')
						: last.kind === 'offer'
							? t('chat.page.offer.card')
							: last.body;
				return (
					<Link
						key={item.conversationId}
						to="/chat/$freelancerId"
						params={{ freelancerId: item.other.userId }}
						style={{ color: 'inherit', textDecoration: 'none' }}
						data-testid="chat-inbox-item"
					>
						<Paper withBorder radius="md" p="sm">
							<Group wrap="nowrap" gap="sm">
								<PersonAvatar person={item.other} size={44} />
								<Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
									<Group justify="space-between" wrap="nowrap" gap="xs">
										<Text fw={item.unreadCount > 0 ? 700 : 600} truncate>
											{item.other.name}
										</Text>
										{item.lastMessageAt && (
											<Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
												{when(item.lastMessageAt, now, language)}
											</Text>
										)}
									</Group>
									<Group justify="space-between" wrap="nowrap" gap="xs">
										<Text fz="sm" c="dimmed" truncate data-testid="chat-inbox-preview">
											{last && last.senderId === myId ? `${t('chat.page.conversation.you')}: ` : ''}
											{preview}
										</Text>
										{(item.blockedByMe || item.blockedByThem) && (
											<Badge
												color="gray"
												variant="light"
												leftSection={<IconLock size={12} aria-hidden />}
												style={{ flexShrink: 0 }}
												data-testid="chat-inbox-blocked"
											>
												{t(item.blockedByMe ? 'chat.page.inbox.blockedByMe' : 'chat.page.inbox.blockedByThem')}
											</Badge>
										)}
										{item.unreadCount > 0 && (
											<Badge
												circle
												size="md"
												aria-label={t('chat.page.inbox.unread', { count: item.unreadCount })}
												data-testid="chat-inbox-unread"
											>
												{item.unreadCount}
											</Badge>
										)}
									</Group>
								</Stack>
							</Group>
						</Paper>
					</Link>
				);
			})}
		</Stack>
	);
}
