import { Alert, Button, Drawer, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { translateError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { trpc } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import { UserDetail } from './user-detail';
import { UserResultCard } from './user-result-card';

/** Typing pauses this long before the search runs. */
const SEARCH_DELAY_MS = 300;

/**
 * /admin/users (docs/admin.md): search accounts by name or e-mail; a user opens in a drawer whose
 * id is in the address (?user=<id>), so other staff pages can link straight to one.
 */
export function UsersPage() {
	const { t } = useTranslation();
	useDocumentTitle(`${t('admin.users.title')} · ${t('admin.shell.title')}`);
	const { user: openUserId } = useSearch({ from: '/_shared/_authed/admin/users' });
	const navigate = useNavigate({ from: '/admin/users' });
	const phone = useMediaQuery('(max-width: 36em)');
	const [text, setText] = useState('');
	const [query] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
	const results = useInfiniteQuery(
		trpc.staff.users.search.infiniteQueryOptions(
			{ query },
			{ getNextPageParam: (page) => page.nextCursor ?? undefined },
		),
	);
	const items = results.data?.pages.flatMap((page) => page.items) ?? [];
	const openUser = (id: string | undefined) => void navigate({ search: (prev) => ({ ...prev, user: id }) });

	return (
		<Stack gap="lg" data-testid="admin-users">
			<Stack gap={4}>
				<Title order={2}>{t('admin.users.title')}</Title>
				<Text c="dimmed">{t('admin.users.intro')}</Text>
			</Stack>
			<TextInput
				label={t('admin.users.search')}
				placeholder={t('admin.users.searchPlaceholder')}
				leftSection={<IconSearch size={16} />}
				value={text}
				onChange={(event) => setText(event.currentTarget.value)}
				maxLength={100}
				maw={480}
				type="search"
				data-testid="users-search"
			/>
			{results.isPending ? (
				<Stack gap="sm" aria-busy="true" aria-label={t('admin.users.loading')}>
					{[0, 1, 2].map((index) => (
						<Skeleton key={index} height={84} radius="lg" />
					))}
				</Stack>
			) : results.isError ? (
				<Alert color="red" role="alert" data-testid="users-error">
					<Stack gap="xs" align="flex-start">
						<Text fz="sm">{translateError(results.error, t)}</Text>
						<Button variant="light" color="red" size="xs" onClick={() => void results.refetch()}>
							{t('admin.users.retry')}
						</Button>
					</Stack>
				</Alert>
			) : items.length === 0 ? (
				<Paper withBorder radius="lg" p="xl" data-testid="users-empty">
					<Text c="dimmed" ta="center">
						{t('admin.users.empty')}
					</Text>
				</Paper>
			) : (
				<Stack gap="sm" data-testid="users-list">
					{items.map((item) => (
						<UserResultCard key={item.id} user={item} onOpen={openUser} />
					))}
					{results.hasNextPage && (
						<Button
							variant="default"
							onClick={() => void results.fetchNextPage()}
							loading={results.isFetchingNextPage}
							data-testid="users-load-more"
						>
							{t('admin.users.loadMore')}
						</Button>
					)}
				</Stack>
			)}
			<Drawer
				opened={Boolean(openUserId)}
				onClose={() => openUser(undefined)}
				position="right"
				size={phone ? '100%' : 'lg'}
				title={t('admin.users.title')}
				closeButtonProps={{ 'aria-label': t('admin.users.close') }}
			>
				{openUserId && <UserDetail userId={openUserId} />}
			</Drawer>
		</Stack>
	);
}
