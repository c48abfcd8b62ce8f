import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { loadCatalogs } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { useChatLive } from './use-chat-live';
import { useOutboxFlush } from './use-offline-outbox';

/**
 * The header's way to /chat with the live unread count. It also holds the tab's chat stream, so
 * every chat cache stays current wherever the user is, and the flusher of the offline outbox. Loaded lazily, for signed-in users only.
 */
export function ChatHeaderLink({ myId }: { myId: string }) {
	const { t } = useTranslation();
	useChatLive(myId);
	// The badge's label lives in the lazy chat catalog: render once it is there.
	const catalog = useQuery({ queryKey: ['catalog', 'chat'], queryFn: () => loadCatalogs(['chat']).then(() => true) });
	// Messages written offline go out from here, whichever page is open (their notices need the catalog).
	useOutboxFlush(myId, Boolean(catalog.data));
	const unread = useQuery(trpc.chat.unreadCount.queryOptions());
	const count = unread.data?.count ?? 0;
	if (!catalog.data) return null;
	const label = count > 0 ? t('chat.page.badge.unread', { count }) : t('chat.page.inbox.title');
	return (
		<Indicator
			label={count > 99 ? '99+' : count}
			size={16}
			disabled={count === 0}
			offset={4}
			data-testid="chat-unread-badge"
			data-count={count}
		>
			<ActionIcon
				component={Link}
				to="/chat"
				variant="subtle"
				size="lg"
				aria-label={label}
				data-testid="chat-header-link"
			>
				<IconMessageCircle size={22} aria-hidden />
			</ActionIcon>
		</Indicator>
	);
}
