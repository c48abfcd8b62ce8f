import type { AppRouter } from '@edge/api/client';
import { formatDate, formatTime } from '@edge/i18n/format';
import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

export type AuditEntry = inferRouterOutputs<AppRouter>['staff']['overview']['audit']['items'][number];

/** One row of the audit: who, what, on what, why, when (and the detail the action recorded). */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const target = entry.targetLabel ? `${entry.targetLabel} (#${entry.targetId})` : `#${entry.targetId}`;
	return (
		<Paper withBorder radius="md" p="sm" data-testid="audit-entry">
			<Stack gap={4}>
				<Group justify="space-between" gap="xs" wrap="wrap">
					<Badge variant="light" data-testid="audit-entry-action">
						{t(`admin.audit.actions.${entry.action}`)}
					</Badge>
					<Text fz="xs" c="dimmed">
						{formatDate(new Date(entry.createdAt), language)} · {formatTime(entry.createdAt, language)}
					</Text>
				</Group>
				<Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
					{entry.staffRole === 'cli'
						? t('admin.audit.byCli')
						: t('admin.audit.by', { email: entry.staffEmail, role: t(`admin.audit.roles.${entry.staffRole}`) })}
				</Text>
				<Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
					{t(`admin.audit.targetKinds.${entry.targetKind}`)}: {target}
				</Text>
				{entry.targetUserId && entry.targetKind !== 'user' && (
					<Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
						{t('admin.audit.targetUser', { user: entry.targetUserEmail ?? entry.targetUserId })}
					</Text>
				)}
				<Text fz="sm" c={entry.reason ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
					{entry.reason ? t('admin.audit.reason', { reason: entry.reason }) : t('admin.audit.noReason')}
				</Text>
				{entry.detail && Object.keys(entry.detail).length > 0 && (
					<Code block fz="xs" aria-label={t('admin.audit.detail')}>
						{JSON.stringify(entry.detail)}
					</Code>
				)}
			</Stack>
		</Paper>
	);
}
