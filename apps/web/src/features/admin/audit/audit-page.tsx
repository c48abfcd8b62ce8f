import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import { AuditEntryCard } from './audit-entry';
import { AuditFilters, auditInput, NO_AUDIT_FILTERS } from './audit-filters';

/** Typing in a filter waits this long before asking the server again. */
const FILTER_DELAY_MS = 300;

/** /admin/audit: admins only (moderators get a message; the server refuses them anyway). */
export function AuditPage() {
	const { t } = useTranslation();
	const { user } = useSession();
	useDocumentTitle(`${t('admin.audit.title')} · ${t('admin.shell.title')}`);
	return (
		<Stack gap="md">
			<Title order={2}>{t('admin.audit.title')}</Title>
			{user?.staffRole === 'admin' ? (
				<AuditLog />
			) : (
				<Alert color="yellow" data-testid="audit-admins-only">
					{t('admin.audit.adminsOnly')}
				</Alert>
			)}
		</Stack>
	);
}

function AuditLog() {
	const { t } = useTranslation();
	const [filters, setFilters] = useState(NO_AUDIT_FILTERS);
	const [debounced] = useDebouncedValue(filters, FILTER_DELAY_MS);
	const query = useInfiniteQuery(
		trpc.staff.overview.audit.infiniteQueryOptions(auditInput(debounced), {
			getNextPageParam: (page) => page.nextCursor ?? undefined,
		}),
	);
	const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
	return (
		<Stack gap="md" data-testid="audit-page">
			<Text c="dimmed" fz="sm">
				{t('admin.audit.intro')}
			</Text>
			<AuditFilters value={filters} onChange={setFilters} />
			{query.isError ? (
				<Alert color="red" title={t('admin.audit.error')}>
					<Button variant="light" onClick={() => void query.refetch()}>
						{t('admin.audit.retry')}
					</Button>
				</Alert>
			) : query.isPending ? (
				<Stack gap="sm" aria-busy="true" aria-label={t('admin.audit.loading')}>
					<Skeleton h={110} radius="md" />
					<Skeleton h={110} radius="md" />
				</Stack>
			) : entries.length === 0 ? (
				<Paper withBorder radius="md" p="lg">
					<Text c="dimmed" ta="center" data-testid="audit-empty">
						{t('admin.audit.empty')}
					</Text>
				</Paper>
			) : (
				<Stack gap="sm" data-testid="audit-list">
					{entries.map((entry) => (
						<AuditEntryCard key={entry.id} entry={entry} />
					))}
					{query.hasNextPage && (
						<Button
							variant="default"
							onClick={() => void query.fetchNextPage()}
							loading={query.isFetchingNextPage}
							data-testid="audit-load-more"
						>
							{t('admin.audit.loadMore')}
						</Button>
					)}
				</Stack>
			)}
		</Stack>
	);
}
