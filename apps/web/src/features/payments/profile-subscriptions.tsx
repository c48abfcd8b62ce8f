import { formatDate } from '@edge/i18n/format';
import { Alert, Button, Card, Divider, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { formatMoneyAmount } from '../../lib/charge';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { planName, shownSubscriptions } from './plan-display';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionSummary } from './subscription-summary';

function LoadError({ onRetry }: { onRetry: () => void }) {
	const { t } = useTranslation();
	return (
		<Alert color="yellow" icon={<IconAlertCircle aria-hidden />} title={t('payments.page.profile.loadError')}>
			<Button variant="light" color="yellow" mt="xs" onClick={onRetry}>
				{t('common.retry')}
			</Button>
		</Alert>
	);
}

function Loading() {
	return (
		<Stack gap="xs" aria-busy="true">
			<Skeleton height={18} width="50%" />
			<Skeleton height={14} width="80%" />
			<Skeleton height={14} width="65%" />
		</Stack>
	);
}

/**
 * /profile: every subscription of the user, with its state and the actions it allows. An approval
 * the buyer cancelled at PayPal ('abandoned') is left out: nothing was charged and nothing started.
 */
export function ProfileSubscriptions() {
	const { t } = useTranslation();
	const language = useLanguage();
	const mine = useQuery(trpc.payments.mine.queryOptions());
	const catalog = useQuery(trpc.payments.catalog.queryOptions());
	const plans = catalog.data?.plans ?? [];
	const subscriptions = mine.data?.subscriptions ?? [];
	const shown = shownSubscriptions(subscriptions);

	return (
		<Card withBorder padding="lg" data-testid="profile-subscriptions">
			<Title order={2} fz="lg" mb="sm">
				{t('payments.page.profile.subscriptionsTitle')}
			</Title>
			{mine.isError ? (
				<LoadError onRetry={() => void mine.refetch()} />
			) : mine.isPending ? (
				<Loading />
			) : shown.length === 0 ? (
				<Stack gap="sm" align="flex-start">
					<Text fz="sm" c="dimmed">
						{t('payments.page.profile.noSubscriptions')}
					</Text>
					<ButtonLink to="/pricingTable" variant="light">
						{t('payments.page.profile.seePlans')}
					</ButtonLink>
				</Stack>
			) : (
				<Stack gap="md">
					{shown.map((subscription, index) => (
						<Fragment key={subscription.subscriptionId}>
							{index > 0 && <Divider />}
							<Stack gap="xs" data-testid={`subscription-${subscription.planId}`}>
								<Text fw={600}>{subscription.planName[language]}</Text>
								<SubscriptionSummary
									subscription={subscription}
									main={subscription.subscriptionId === mine.data.mainSubscriptionId}
								/>
								<SubscriptionActions subscription={subscription} plans={plans} subscriptions={subscriptions} />
							</Stack>
						</Fragment>
					))}
				</Stack>
			)}
		</Card>
	);
}

/** /profile: a receipt for every payment (date, plan, what PayPal charged in its currency, PayPal reference). */
export function ProfileReceipts() {
	const { t } = useTranslation();
	const language = useLanguage();
	const receipts = useQuery(trpc.payments.receipts.queryOptions());
	const catalog = useQuery(trpc.payments.catalog.queryOptions());
	const plans = catalog.data?.plans ?? [];
	const nameOf = (planId: string) =>
		planName(
			plans.find((plan) => plan.id === planId),
			language,
			planId,
		);

	return (
		<Card withBorder padding="lg" data-testid="profile-receipts">
			<Title order={2} fz="lg" mb="sm">
				{t('payments.page.profile.receiptsTitle')}
			</Title>
			{receipts.isError ? (
				<LoadError onRetry={() => void receipts.refetch()} />
			) : receipts.isPending ? (
				<Loading />
			) : receipts.data.length === 0 ? (
				<Text fz="sm" c="dimmed">
					{t('payments.page.profile.noReceipts')}
				</Text>
			) : (
				<>
					{/* A phone gets one block per receipt; wider screens a table. */}
					<Stack gap="sm" hiddenFrom="sm">
						{receipts.data.map((receipt) => (
							<Stack key={receipt.id} gap={2} data-testid="receipt">
								<Group justify="space-between" wrap="nowrap" align="flex-start">
									<Text fz="sm" fw={600}>
										{nameOf(receipt.planId)}
									</Text>
									<Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
										{formatMoneyAmount(receipt.charged, language)}
									</Text>
								</Group>
								<Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
									{formatDate(new Date(receipt.paidAt), language)} · {t('payments.page.profile.receipt.reference')}:{' '}
									<Text span ff="monospace" fz="xs">
										{receipt.paypalReference}
									</Text>
								</Text>
							</Stack>
						))}
					</Stack>
					<Table striped fz="sm" visibleFrom="sm">
						<Table.Thead>
							<Table.Tr>
								<Table.Th>{t('payments.page.profile.receipt.date')}</Table.Th>
								<Table.Th>{t('payments.page.profile.receipt.plan')}</Table.Th>
								<Table.Th ta="right">{t('payments.page.profile.receipt.amount')}</Table.Th>
								<Table.Th>{t('payments.page.profile.receipt.reference')}</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{receipts.data.map((receipt) => (
								<Table.Tr key={receipt.id}>
									<Table.Td>{formatDate(new Date(receipt.paidAt), language)}</Table.Td>
									<Table.Td>{nameOf(receipt.planId)}</Table.Td>
									<Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
										{formatMoneyAmount(receipt.charged, language)}
									</Table.Td>
									<Table.Td ff="monospace" fz="xs">
										{receipt.paypalReference}
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</>
			)}
		</Card>
	);
}
