import { Alert, Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMessages } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { InboxList } from './inbox-list';

/** /chat: the user's conversations, newest first, live through the header's stream. */
export function InboxPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('chat.page.titles.inbox'));
	const { user } = useSession();
	const inbox = useInfiniteQuery(
		trpc.chat.inbox.infiniteQueryOptions({ limit: 20 }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
	);
	const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];

	return (
		<Stack gap="md" maw={720} mx="auto" w="100%" data-testid="chat-inbox">
			<Title order={1} fz="h2">
				{t('chat.page.inbox.title')}
			</Title>
			{inbox.isError ? (
				<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('chat.page.inbox.loadError')} role="alert">
					<Text fz="sm">{translateError(inbox.error, t)}</Text>
					<Button variant="light" color="red" mt="xs" onClick={() => void inbox.refetch()}>
						{t('common.retry')}
					</Button>
				</Alert>
			) : inbox.isPending || !user ? (
				<Stack gap={6} aria-busy="true" aria-label={t('common.loading')} data-testid="chat-inbox-loading">
					{[0, 1, 2, 3].map((index) => (
						<Paper key={index} withBorder radius="md" p="sm">
							<Group wrap="nowrap">
								<Skeleton circle height={44} />
								<Stack gap={6} style={{ flex: 1 }}>
									<Skeleton height={14} width="40%" />
									<Skeleton height={12} width="75%" />
								</Stack>
							</Group>
						</Paper>
					))}
				</Stack>
			) : items.length === 0 ? (
				<Paper withBorder radius="md" p="xl" data-testid="chat-inbox-empty">
					<Stack align="center" gap="xs">
						<IconMessages size={40} stroke={1.5} aria-hidden />
						<Text fw={600}>{t('chat.page.inbox.empty')}</Text>
						<Text c="dimmed" fz="sm" ta="center">
							{t('chat.page.inbox.emptyHint')}
						</Text>
					</Stack>
				</Paper>
			) : (
				<>
					<InboxList items={items} myId={user.id} />
					{inbox.hasNextPage && (
						<Center>
							<Button
								variant="light"
								loading={inbox.isFetchingNextPage}
								onClick={() => void inbox.fetchNextPage()}
								data-testid="chat-inbox-more"
							>
								{t('chat.page.inbox.loadMore')}
							</Button>
						</Center>
					)}
				</>
			)}
		</Stack>
	);
}
