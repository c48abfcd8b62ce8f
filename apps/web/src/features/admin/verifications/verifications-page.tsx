import { VERIFICATION_REQUEST_STATUSES } from '@edge/db/staff-kinds';
import { Alert, Button, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { translateError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { trpc } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import { VerificationCard } from './verification-card';
import type { VerificationStatus } from './verification-types';

/**
 * /admin/verifications (docs/admin.md): the business verification requests, oldest first, pending by
 * default; a moderator approves or rejects each one. Pages of 20 follow the server's cursor.
 */
export function VerificationsPage() {
	const { t } = useTranslation();
	useDocumentTitle(`${t('admin.verifications.title')} · ${t('admin.shell.title')}`);
	const [status, setStatus] = useState<VerificationStatus>('pending');
	const query = useInfiniteQuery(
		trpc.staff.verifications.list.infiniteQueryOptions(
			{ status },
			{ getNextPageParam: (page) => page.nextCursor ?? undefined },
		),
	);
	const items = query.data?.pages.flatMap((page) => page.items) ?? [];

	return (
		<Stack gap="lg" data-testid="admin-verifications">
			<Stack gap={4}>
				<Title order={2}>{t('admin.verifications.title')}</Title>
				<Text c="dimmed">{t('admin.verifications.intro')}</Text>
			</Stack>
			<SegmentedControl
				aria-label={t('admin.verifications.filter')}
				value={status}
				onChange={(value) => setStatus(value as VerificationStatus)}
				data={VERIFICATION_REQUEST_STATUSES.map((value) => ({
					value,
					label: t(`admin.verifications.status.${value}`),
				}))}
				fullWidth
				maw={480}
				data-testid="verification-status-filter"
			/>
			{query.isPending ? (
				<Stack gap="md" aria-busy="true" aria-label={t('admin.verifications.loading')}>
					{[0, 1].map((index) => (
						<Skeleton key={index} height={260} radius="lg" />
					))}
				</Stack>
			) : query.isError ? (
				<Alert color="red" role="alert" data-testid="verifications-error">
					<Stack gap="xs" align="flex-start">
						<Text fz="sm">{translateError(query.error, t)}</Text>
						<Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
							{t('admin.verifications.retry')}
						</Button>
					</Stack>
				</Alert>
			) : items.length === 0 ? (
				<Paper withBorder radius="lg" p="xl" data-testid="verifications-empty">
					<Text c="dimmed" ta="center">
						{t(`admin.verifications.empty.${status}`)}
					</Text>
				</Paper>
			) : (
				<Stack gap="md" data-testid="verifications-list">
					{items.map((item) => (
						<VerificationCard key={item.id} item={item} />
					))}
					{query.hasNextPage && (
						<Button
							variant="default"
							onClick={() => void query.fetchNextPage()}
							loading={query.isFetchingNextPage}
							data-testid="verifications-load-more"
						>
							{t('admin.verifications.loadMore')}
						</Button>
					)}
				</Stack>
			)}
		</Stack>
	);
}
