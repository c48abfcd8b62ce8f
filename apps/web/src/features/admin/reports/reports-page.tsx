import { REPORTED_KINDS, type ReportedKind } from '@edge/db/staff-kinds';
import { Alert, Button, Paper, SegmentedControl, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { translateError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { trpc } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import { ReportCard } from './report-card';

type KindFilter = ReportedKind | 'all';
type View = 'open' | 'hidden';
const VIEWS: readonly View[] = ['open', 'hidden'];
const FILTERS: readonly KindFilter[] = ['all', ...REPORTED_KINDS];

/**
 * /admin/reports (docs/admin.md): the open reports, one card per reported item, oldest first by
 * its first report, or the content hidden now (to restore it); filtered by kind (pill tabs, which
 * wrap at 390 px); pages of 20 follow the server's cursor.
 */
export function ReportsPage() {
	const { t } = useTranslation();
	useDocumentTitle(`${t('admin.reports.title')} · ${t('admin.shell.title')}`);
	const [view, setView] = useState<View>('open');
	const [kind, setKind] = useState<KindFilter>('all');
	const query = useInfiniteQuery(
		trpc.staff.reports.list.infiniteQueryOptions(
			{ view, kind: kind === 'all' ? null : kind },
			{ getNextPageParam: (page) => page.nextCursor ?? undefined },
		),
	);
	const items = query.data?.pages.flatMap((page) => page.items) ?? [];

	return (
		<Stack gap="lg" data-testid="admin-reports">
			<Stack gap={4}>
				<Title order={2}>{t('admin.reports.title')}</Title>
				<Text c="dimmed">{t('admin.reports.intro')}</Text>
			</Stack>
			<SegmentedControl
				aria-label={t('admin.reports.view')}
				value={view}
				onChange={(value) => setView(value as View)}
				data={VIEWS.map((value) => ({ value, label: t(`admin.reports.views.${value}`) }))}
				maw={360}
				data-testid="reports-view"
			/>
			<Tabs value={kind} onChange={(value) => setKind((value as KindFilter | null) ?? 'all')} variant="pills">
				<Tabs.List aria-label={t('admin.reports.filter')} data-testid="reports-kind-filter">
					{FILTERS.map((value) => (
						<Tabs.Tab key={value} value={value} data-testid={`reports-kind-${value}`}>
							{t(`admin.reports.kinds.${value}`)}
						</Tabs.Tab>
					))}
				</Tabs.List>
			</Tabs>
			{query.isPending ? (
				<Stack gap="md" aria-busy="true" aria-label={t('admin.reports.loading')}>
					{[0, 1].map((index) => (
						<Skeleton key={index} height={220} radius="lg" />
					))}
				</Stack>
			) : query.isError ? (
				<Alert color="red" role="alert" data-testid="reports-error">
					<Stack gap="xs" align="flex-start">
						<Text fz="sm">{translateError(query.error, t)}</Text>
						<Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
							{t('admin.reports.retry')}
						</Button>
					</Stack>
				</Alert>
			) : items.length === 0 ? (
				<Paper withBorder radius="lg" p="xl" data-testid="reports-empty">
					<Text c="dimmed" ta="center">
						{t(view === 'hidden' ? 'admin.reports.emptyHidden' : 'admin.reports.empty')}
					</Text>
				</Paper>
			) : (
				<Stack gap="md" data-testid="reports-list">
					{items.map((item) => (
						<ReportCard key={`${item.kind}-${item.id}`} item={item} />
					))}
					{query.hasNextPage && (
						<Button
							variant="default"
							onClick={() => void query.fetchNextPage()}
							loading={query.isFetchingNextPage}
							data-testid="reports-load-more"
						>
							{t('admin.reports.loadMore')}
						</Button>
					)}
				</Stack>
			)}
		</Stack>
	);
}
