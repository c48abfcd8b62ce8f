import type { AppRouter } from '@edge/api/client';
import { formatDate } from '@edge/i18n/format';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect } from 'react';
import { trpc } from '../../lib/trpc';
import { useLanguage } from '../../lib/use-language';
import { type TFunction, useTranslation } from '../../lib/use-translation';

type Notice = inferRouterOutputs<AppRouter>['notices']['mine']['items'][number];

/** Which content or business a notice is about, in the reader's language; null when it says nothing more. */
function noticeTarget(notice: Notice, t: TFunction): string | null {
	switch (notice.targetKind) {
		case 'review':
		case 'wallPost':
		case 'wallComment':
		case 'chatMessage':
			return notice.targetLabel
				? t(`account.notices.targets.${notice.targetKind}`, { label: notice.targetLabel })
				: t(`account.notices.targets.${notice.targetKind}Unknown`);
		case 'profile':
		case 'verification':
			return notice.targetLabel
				? t(`account.notices.targets.${notice.targetKind}`, { label: notice.targetLabel })
				: null;
		default:
			return null;
	}
}

/**
 * "Avisos de Edge" on /profile (docs/admin.md, "Notices"): what staff decided about the user's
 * content or account, with the reason. Shown only when there is one; the unread ones are marked
 * "Nuevo" and counted as read once this card has shown them (the mark stays for this visit).
 */
export function NoticesCard() {
	const { t } = useTranslation();
	const language = useLanguage();
	const queryClient = useQueryClient();
	const notices = useQuery(trpc.notices.mine.queryOptions());
	const { mutate: markRead } = useMutation(trpc.notices.markRead.mutationOptions());
	const unreadIds = notices.data?.items.filter((notice) => !notice.read).map((notice) => notice.id) ?? [];
	const unreadKey = unreadIds.join(',');

	useEffect(() => {
		if (!unreadKey) return;
		// Seen: the server records it; the list keeps its marks until the next visit reads it again.
		markRead(
			{ ids: unreadKey.split(',').map(Number) },
			{
				onSuccess: () =>
					void queryClient.invalidateQueries({ queryKey: trpc.notices.mine.queryKey(), refetchType: 'none' }),
			},
		);
	}, [unreadKey, markRead, queryClient]);

	if (!notices.data || notices.data.items.length === 0) return null;
	return (
		<Card withBorder padding="lg" data-testid="notices-card" style={{ gridColumn: '1 / -1' }}>
			<Group justify="space-between" mb="sm" gap="xs">
				<Title order={2} fz="lg">
					{t('account.notices.title')}
				</Title>
				{notices.data.unread > 0 && (
					<Badge color="red" variant="light">
						{t('account.notices.unreadCount', { count: notices.data.unread })}
					</Badge>
				)}
			</Group>
			<Stack gap="sm">
				{notices.data.items.map((notice) => {
					const target = noticeTarget(notice, t);
					return (
						<Stack
							key={notice.id}
							gap={2}
							data-testid="notice"
							data-unread={!notice.read || undefined}
							pl="sm"
							style={{
								borderLeft: `3px solid var(--mantine-color-${notice.read ? 'gray-3' : 'red-6'})`,
							}}
						>
							<Group gap="xs" wrap="wrap">
								<Text fw={600} fz="sm">
									{t(`account.notices.kinds.${notice.kind}`)}
								</Text>
								{!notice.read && (
									<Badge size="xs" color="red">
										{t('account.notices.unread')}
									</Badge>
								)}
								<Text fz="xs" c="dimmed">
									{formatDate(new Date(notice.createdAt), language)}
								</Text>
							</Group>
							{target && (
								<Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
									{target}
								</Text>
							)}
							{notice.reason && (
								<Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
									{t('account.notices.reason', { reason: notice.reason })}
								</Text>
							)}
						</Stack>
					);
				})}
			</Stack>
		</Card>
	);
}
