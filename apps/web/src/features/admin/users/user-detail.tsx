import { formatDate } from '@edge/i18n/format';
import { Alert, Badge, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { translateError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { offeredActions } from './offered-actions';
import type { UserAction } from './staff-users-types';
import { UserActionDialog } from './user-action-dialog';
import {
	HistorySection,
	ProfilesSection,
	ReportsSection,
	ReviewsSection,
	SubscriptionsSection,
} from './user-detail-sections';

/** One user's panel: who they are, their profiles, plans, reviews, reports and staff history, and the actions. */
export function UserDetail({ userId }: { userId: string }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const { user: me } = useSession();
	const query = useQuery(trpc.staff.users.get.queryOptions({ userId }));
	const [action, setAction] = useState<UserAction | null>(null);

	if (query.isPending)
		return (
			<Stack gap="sm" aria-busy="true" aria-label={t('admin.users.loadingUser')}>
				<Skeleton height={28} width="60%" />
				<Skeleton height={120} />
				<Skeleton height={120} />
			</Stack>
		);
	if (query.isError)
		return (
			<Alert color="red" role="alert" data-testid="user-detail-error">
				<Stack gap="xs" align="flex-start">
					<Text fz="sm">{translateError(query.error, t)}</Text>
					<Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
						{t('admin.users.retry')}
					</Button>
				</Stack>
			</Alert>
		);

	const detail = query.data;
	const { user } = detail;
	const can = offeredActions(me ? { id: me.id, staffRole: me.staffRole ?? null } : null, user);
	return (
		<Stack gap="lg" data-testid="user-detail" data-user-id={user.id}>
			<Stack gap={4}>
				<Group gap="xs">
					<Title order={3}>{user.name}</Title>
					{user.staffRole && <Badge variant="light">{t(`admin.shell.role.${user.staffRole}`)}</Badge>}
				</Group>
				<Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
					{user.email}
				</Text>
				<Text fz="xs" c="dimmed">
					{t('admin.users.created', { date: formatDate(new Date(user.createdAt), language) })}
				</Text>
				{user.suspendedAt && (
					<Alert color="red" p="xs" data-testid="user-suspended">
						{t('admin.users.suspendedSince', {
							date: formatDate(new Date(user.suspendedAt), language),
							reason: user.suspendedReason ?? '',
						})}
					</Alert>
				)}
			</Stack>
			<Group gap="sm">
				{can.warn && (
					<Button variant="light" onClick={() => setAction({ kind: 'warn' })} data-testid="user-warn">
						{t('admin.users.actions.warn')}
					</Button>
				)}
				{can.suspend && (
					<Button color="red" onClick={() => setAction({ kind: 'suspend' })} data-testid="user-suspend">
						{t('admin.users.actions.suspend')}
					</Button>
				)}
				{can.restore && (
					<Button color="teal" onClick={() => setAction({ kind: 'restore' })} data-testid="user-restore">
						{t('admin.users.actions.restore')}
					</Button>
				)}
			</Group>
			<Divider />
			<ProfilesSection detail={detail} />
			<SubscriptionsSection
				detail={detail}
				canCancel={can.cancelSubscription}
				onCancel={(subscription) => setAction({ kind: 'cancelSubscription', subscription })}
			/>
			<ReviewsSection detail={detail} />
			<ReportsSection detail={detail} />
			<HistorySection detail={detail} />
			<UserActionDialog user={user} action={action} onClose={() => setAction(null)} />
		</Stack>
	);
}
