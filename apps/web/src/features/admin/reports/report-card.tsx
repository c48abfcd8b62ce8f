import { formatDate } from '@edge/i18n/format';
import { Alert, Badge, Card, Divider, Group, List, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { ReportActions } from './report-actions';
import { ReportContextView } from './report-context';
import type { ReportedItem } from './report-types';

const KIND_COLOR: Record<ReportedItem['kind'], string> = {
	review: 'grape',
	wallPost: 'blue',
	wallComment: 'cyan',
	chatMessage: 'orange',
};

/**
 * One reported item of the queue: its kind and how many open reports, the content (clipped, with
 * "show all"), its author, each reporter's reason, where it is, and the actions. One column, so it
 * reads the same at 390 px and wider.
 */
export function ReportCard({ item }: { item: ReportedItem }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const date = (iso: string) => formatDate(new Date(iso), language);
	return (
		<Card
			withBorder
			radius="lg"
			padding="md"
			data-testid="report-card"
			data-kind={item.kind}
			data-item-id={item.id}
			data-hidden={item.hidden ? true : undefined}
		>
			<Stack gap="sm">
				<Group gap="xs" wrap="wrap">
					<Badge color={KIND_COLOR[item.kind]} variant="light" data-testid="report-kind">
						{t(`admin.reports.kind.${item.kind}`)}
					</Badge>
					{item.count > 0 && (
						<Badge color="red" variant="outline" data-testid="report-count">
							{t('admin.reports.count', { count: item.count })}
						</Badge>
					)}
					{item.hidden && (
						<Badge color="orange" data-testid="report-hidden-badge">
							{t('admin.reports.hiddenBadge')}
						</Badge>
					)}
					{item.firstReportedAt && (
						<Text fz="xs" c="dimmed">
							{t('admin.reports.firstReported', { date: date(item.firstReportedAt) })}
						</Text>
					)}
				</Group>
				{item.title && (
					<Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
						{item.title}
					</Title>
				)}
				{item.context.kind === 'review' && (
					<Text fz="xs" c="dimmed">
						{t('admin.reports.rating', { count: item.context.rating })}
					</Text>
				)}
				<Spoiler maxHeight={96} showLabel={t('admin.reports.showMore')} hideLabel={t('admin.reports.showLess')} fz="sm">
					<Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="report-text">
						{item.text || t('admin.reports.noText')}
					</Text>
				</Spoiler>
				{item.hidden && (
					<Alert color="orange" variant="light" p="xs">
						<Text fz="sm">{t('admin.reports.hiddenBecause', { reason: item.hidden.reason ?? '—' })}</Text>
					</Alert>
				)}
				<Group gap="xs" wrap="wrap" data-testid="report-author">
					<Text fz="xs" c="dimmed">
						{t('admin.reports.author')}
					</Text>
					<Text fz="sm" fw={600}>
						{item.author.name}
					</Text>
					<Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
						{item.author.email}
					</Text>
					{item.author.suspended && (
						<Badge color="red" variant="light" size="sm">
							{t('admin.reports.authorSuspended')}
						</Badge>
					)}
					<Text fz="xs" c="dimmed">
						{t('admin.reports.written', { date: date(item.createdAt) })}
					</Text>
				</Group>
				{item.reasons.length > 0 && (
					<Stack gap={4}>
						<Text fz="xs" c="dimmed">
							{t('admin.reports.reasons')}
						</Text>
						<List spacing={4} size="sm" data-testid="report-reasons">
							{item.reasons.map((reason) => (
								<List.Item key={`${reason.reporterId}-${reason.reportedAt}`}>
									<Text fz="sm" span style={{ overflowWrap: 'anywhere' }}>
										{reason.reason || t('admin.reports.noReason')}
									</Text>
									<Text fz="xs" c="dimmed" span>
										{` — ${t('admin.reports.reasonBy', { name: reason.reporterName, date: date(reason.reportedAt) })}`}
									</Text>
								</List.Item>
							))}
						</List>
					</Stack>
				)}
				{item.context.kind !== 'wallPost' && (
					<Stack gap={4}>
						<Text fz="xs" c="dimmed">
							{t('admin.reports.context')}
						</Text>
						<ReportContextView context={item.context} />
					</Stack>
				)}
				<Divider />
				<ReportActions item={item} />
			</Stack>
		</Card>
	);
}
