import { CHARGE_CURRENCY } from '@edge/api/charge-math';
import { REPORTED_KINDS } from '@edge/db/staff-kinds';
import { formatDate, formatMoney } from '@edge/i18n/format';
import type { Language } from '@edge/i18n/languages';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { AnchorLink } from '../../../lib/links';
import { trpc } from '../../../lib/trpc';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

interface FigureCardProps {
	title: string;
	value: ReactNode;
	hint?: string;
	/** The page the figure leads to. */
	to?: '/admin/reports' | '/admin/users' | '/admin/verifications';
	testId: string;
	children?: ReactNode;
}

function FigureCard({ title, value, hint, to, testId, children }: FigureCardProps) {
	return (
		<Card withBorder padding="lg" data-testid={testId}>
			<Text fw={600} fz="sm" c="dimmed">
				{to ? <AnchorLink to={to}>{title}</AnchorLink> : title}
			</Text>
			<Text fz={32} fw={700} lh={1.2} data-testid={`${testId}-value`}>
				{value}
			</Text>
			{hint && (
				<Text fz="xs" c="dimmed">
					{hint}
				</Text>
			)}
			{children}
		</Card>
	);
}

/**
 * The month's revenue as PayPal charged it: one total per currency (US$ since payments are charged
 * in dollars, DOP$ for receipts from before), never added across currencies; none is zero in the
 * currency charged now.
 */
export function revenueLines(revenue: readonly { currency: string; cents: number }[], language: Language): string[] {
	if (revenue.length === 0) return [formatMoney(0, CHARGE_CURRENCY, language)];
	return revenue.map((total) => formatMoney(total.cents, total.currency, language));
}

/** /admin: the figures staff look at first (docs/admin.md, "Dashboard"); each card leads to its page. */
export function AdminDashboardPage() {
	const { t } = useTranslation();
	const language = useLanguage();
	useDocumentTitle(`${t('admin.dashboard.title')} · ${t('admin.shell.title')}`);
	const dashboard = useQuery(trpc.staff.overview.dashboard.queryOptions());

	if (dashboard.isError)
		return (
			<Alert color="red" title={t('admin.dashboard.error')} data-testid="admin-dashboard-error">
				<Button variant="light" onClick={() => void dashboard.refetch()}>
					{t('admin.dashboard.retry')}
				</Button>
			</Alert>
		);
	if (!dashboard.data)
		return (
			<SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('admin.dashboard.loading')}>
				{[1, 2, 3, 4, 5, 6].map((n) => (
					<Skeleton key={n} h={120} radius="md" />
				))}
			</SimpleGrid>
		);

	const figures = dashboard.data;
	const openReports = REPORTED_KINDS.reduce((sum, kind) => sum + figures.openReports[kind], 0);
	return (
		<Stack gap="md" data-testid="admin-dashboard">
			<Title order={2}>{t('admin.dashboard.title')}</Title>
			<SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
				<FigureCard
					title={t('admin.dashboard.openReports')}
					value={openReports}
					hint={t('admin.dashboard.openReportsHint')}
					to="/admin/reports"
					testId="figure-open-reports"
				>
					<Stack gap={2} mt="xs">
						{REPORTED_KINDS.map((kind) => (
							<Group key={kind} justify="space-between" gap="xs" wrap="nowrap">
								<Text fz="sm">{t(`admin.dashboard.reportKinds.${kind}`)}</Text>
								<Text fz="sm" fw={600} data-testid={`open-reports-${kind}`}>
									{figures.openReports[kind]}
								</Text>
							</Group>
						))}
					</Stack>
				</FigureCard>
				<FigureCard
					title={t('admin.dashboard.pendingVerifications')}
					value={figures.pendingVerifications}
					to="/admin/verifications"
					testId="figure-pending-verifications"
				/>
				<FigureCard
					title={t('admin.dashboard.newUsers')}
					value={figures.newUsersThisWeek}
					hint={t('admin.dashboard.lastSevenDays')}
					to="/admin/users"
					testId="figure-new-users"
				/>
				<FigureCard
					title={t('admin.dashboard.newProfiles')}
					value={figures.newProfilesThisWeek}
					hint={t('admin.dashboard.lastSevenDays')}
					testId="figure-new-profiles"
				/>
				<FigureCard
					title={t('admin.dashboard.revenue')}
					value={revenueLines(figures.revenueThisMonth, language).map((line, index) => (
						<span key={line} style={{ display: 'block' }} data-testid={`figure-revenue-line-${index}`}>
							{line}
						</span>
					))}
					hint={t('admin.dashboard.revenueHint', { date: formatDate(figures.monthStart, language) })}
					testId="figure-revenue"
				/>
				<FigureCard
					title={t('admin.dashboard.activeSubscriptions')}
					value={figures.activeSubscriptions.reduce((sum, plan) => sum + plan.count, 0)}
					testId="figure-subscriptions"
				>
					<Stack gap={2} mt="xs">
						{figures.activeSubscriptions.length === 0 ? (
							<Text fz="sm" c="dimmed">
								{t('admin.dashboard.noActiveSubscriptions')}
							</Text>
						) : (
							figures.activeSubscriptions.map((plan) => (
								<Group key={plan.planId} justify="space-between" gap="xs" wrap="nowrap">
									<Text fz="sm">{plan.planName[language]}</Text>
									<Text fz="sm" fw={600}>
										{plan.count}
									</Text>
								</Group>
							))
						)}
					</Stack>
				</FigureCard>
			</SimpleGrid>
		</Stack>
	);
}
