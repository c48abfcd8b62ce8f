import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDiscount } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { MessagingPlanNote } from './messaging-plan-note';
import { PlanCard } from './plan-card';
import { isFreePlan, subscriptionForPlan } from './plan-display';

/** /pricingTable ("Subscriptions"): every plan, the first-purchase discount and, signed in, the user's state. */
export function PricingPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('payments.page.titles.pricing'));
	const queryClient = useQueryClient();
	const { user, loading: sessionLoading } = useSession();
	const signedIn = user !== null;
	const catalog = useQuery(trpc.payments.catalog.queryOptions());
	const mine = useQuery({ ...trpc.payments.mine.queryOptions(), enabled: signedIn });

	// The first-purchase price depends on who asks: read the catalog again when the user changes.
	const userId = sessionLoading ? undefined : (user?.id ?? null);
	const seenUser = useRef(userId);
	useEffect(() => {
		if (userId === undefined || seenUser.current === userId) return;
		const first = seenUser.current === undefined;
		seenUser.current = userId;
		if (!first) void queryClient.invalidateQueries(trpc.payments.catalog.pathFilter());
	}, [queryClient, userId]);

	const loading = catalog.isPending || sessionLoading || (signedIn && mine.isPending);
	const plans = catalog.data?.plans ?? [];
	const subscriptions = signedIn ? (mine.data?.subscriptions ?? []) : null;
	const mainId = mine.data?.mainSubscriptionId ?? null;
	const holdsValidPaidPlan = (subscriptions ?? []).some((subscription) => subscription.isValid);
	const anyDiscount = plans.some((plan) => plan.firstPurchase !== null);

	// A link to one plan (/pricingTable#plan-<id>, from the chat) lands on its card once the cards
	// are drawn: the router's own hash scroll runs before the plans have loaded.
	const hash = useLocation({ select: (location) => location.hash });
	const target = loading ? undefined : plans.find((plan) => `plan-${plan.id}` === hash)?.id;
	useEffect(() => {
		if (target) document.getElementById(`plan-${target}`)?.scrollIntoView({ block: 'center' });
	}, [target]);

	return (
		<Stack gap="lg" data-testid="pricing-page">
			<Stack gap={4}>
				<Title order={1}>{t('payments.page.pricing.title')}</Title>
				<Text c="dimmed" fz="lg">
					{t('payments.page.pricing.subtitle')}
				</Text>
			</Stack>
			{(!signedIn || anyDiscount) && !loading && !catalog.isError && (
				<Alert color="orange" variant="light" icon={<IconDiscount aria-hidden />}>
					{t('payments.page.pricing.firstPurchaseNote')}
					{!signedIn && ` ${t('payments.page.pricing.signInHint')}`}
				</Alert>
			)}
			{catalog.isError ? (
				<Alert
					color="red"
					icon={<IconAlertCircle aria-hidden />}
					title={t('payments.page.pricing.loadError')}
					role="alert"
				>
					<Button
						variant="light"
						color="red"
						mt="xs"
						onClick={() => void catalog.refetch()}
						data-testid="pricing-retry"
					>
						{t('common.retry')}
					</Button>
				</Alert>
			) : loading ? (
				<SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('common.loading')}>
					{[0, 1, 2, 3, 4, 5].map((index) => (
						<Card key={index} withBorder radius="lg" padding="lg">
							<Skeleton height={24} width="60%" mb="md" />
							<Skeleton height={32} width="80%" mb="sm" />
							<Skeleton height={12} mb={6} />
							<Skeleton height={12} width="70%" mb="lg" />
							<Skeleton height={34} radius="md" />
						</Card>
					))}
				</SimpleGrid>
			) : (
				<>
					{signedIn && mine.isError && (
						<Alert color="yellow" icon={<IconAlertCircle aria-hidden />} title={t('payments.page.profile.loadError')}>
							<Button variant="light" color="yellow" mt="xs" onClick={() => void mine.refetch()}>
								{t('common.retry')}
							</Button>
						</Alert>
					)}
					<SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
						{plans.map((plan) => {
							const subscription = subscriptions ? subscriptionForPlan(subscriptions, plan.id) : undefined;
							return (
								<PlanCard
									key={plan.id}
									plan={plan}
									plans={plans}
									subscriptions={subscriptions}
									subscription={subscription}
									main={subscription !== undefined && subscription.subscriptionId === mainId}
									current={signedIn && isFreePlan(plan) && !holdsValidPaidPlan}
									highlighted={plan.id === target}
									note={plan.unlocks.includes('unlimitedChat') ? <MessagingPlanNote /> : undefined}
								/>
							);
						})}
					</SimpleGrid>
				</>
			)}
		</Stack>
	);
}
