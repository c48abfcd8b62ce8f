import { Badge, Button, Card, Group, List, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmActionModal } from './confirm-action-modal';
import type { MySubscription, PlanOffer } from './payment-types';
import { canSubscribe, formatDopAmount, isFreePlan, periodKey, planName } from './plan-display';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionSummary } from './subscription-summary';
import { usePaymentActions } from './use-payment-actions';

interface PlanCardProps {
	plan: PlanOffer;
	plans: readonly PlanOffer[];
	/** Null when signed out. */
	subscriptions: readonly MySubscription[] | null;
	subscription: MySubscription | undefined;
	main: boolean;
	/** For the free tier: the user holds no valid paid plan. */
	current?: boolean;
}

/** One plan: price per period, what it unlocks, and (signed in) the user's state and actions. */
export function PlanCard({ plan, plans, subscriptions, subscription, main, current }: PlanCardProps) {
	const { t } = useTranslation();
	const language = currentLanguage();
	const free = isFreePlan(plan);
	const name = planName(plan, language);
	const price = formatDopAmount(plan.priceDop, language);
	const signedIn = subscriptions !== null;

	return (
		<Card withBorder radius="lg" padding="lg" data-testid={`plan-${plan.id}`} h="100%">
			<Stack gap="sm" h="100%">
				<Group justify="space-between" align="flex-start" wrap="nowrap">
					<Title order={2} fz="h3">
						{name}
					</Title>
					{current && (
						<Badge color="grape" variant="light">
							{t('payments.page.free.current')}
						</Badge>
					)}
				</Group>
				{free ? (
					<Text fz={28} fw={700}>
						{t('payments.page.free.price')}
					</Text>
				) : (
					<Stack gap={2}>
						<Text fz={28} fw={700} lh={1.2} data-testid="plan-price">
							{price}{' '}
							<Text span fz="md" fw={400} c="dimmed">
								{t(periodKey(plan.period))}
							</Text>
						</Text>
						{plan.monthlyDop && (
							<Text fz="sm" c="dimmed" data-testid="plan-monthly">
								{t('payments.page.perMonth', { amount: formatDopAmount(plan.monthlyDop, language) })}
							</Text>
						)}
						{plan.firstPurchase && (
							<Group gap="xs" wrap="nowrap" align="flex-start">
								<Badge color="orange" variant="filled" style={{ flexShrink: 0 }}>
									-50%
								</Badge>
								<Text fz="sm" fw={600} c="orange.9" data-testid="plan-first-purchase">
									{t('payments.page.firstPurchase', {
										amount: formatDopAmount(plan.firstPurchase.priceDop, language),
									})}
								</Text>
							</Group>
						)}
					</Stack>
				)}
				{free ? (
					<Text fz="sm" c="dimmed">
						{t('payments.page.free.description')}
					</Text>
				) : (
					<List
						spacing={4}
						fz="sm"
						aria-label={t('payments.page.unlocksTitle')}
						icon={
							<ThemeIcon size={18} radius="xl" variant="light" color="teal">
								<IconCheck size={12} aria-hidden />
							</ThemeIcon>
						}
					>
						{plan.unlocks.map((feature) => (
							<List.Item key={feature}>{t(`payments.page.features.${feature}`)}</List.Item>
						))}
					</List>
				)}
				{!free && (
					<Stack gap="xs" mt="auto" pt="sm">
						{subscription && <SubscriptionSummary subscription={subscription} main={main} />}
						{subscription && subscriptions && (
							<SubscriptionActions subscription={subscription} plans={plans} subscriptions={subscriptions} />
						)}
						{canSubscribe(subscription) && <SubscribeButton plan={plan} signedIn={signedIn} />}
					</Stack>
				)}
			</Stack>
		</Card>
	);
}

/** PayPal's JS SDK and its React wrapper: their own chunk, loaded once a buyer confirms. */
const PaypalCheckout = lazy(() => import('./paypal-checkout'));

function SubscribeButton({ plan, signedIn }: { plan: PlanOffer; signedIn: boolean }) {
	const { t } = useTranslation();
	const language = currentLanguage();
	const actions = usePaymentActions();
	const { startSubscription, pending, redirecting } = actions;
	const [asking, setAsking] = useState(false);
	// Confirmed: the modal shows PayPal's buttons (wallet and card) instead of the confirmation.
	const [paying, setPaying] = useState(false);
	const amount = formatDopAmount(plan.firstPurchase?.priceDop ?? plan.priceDop, language);
	const busy = pending.subscribe === plan.id || redirecting !== null;

	if (!signedIn)
		return (
			<Button variant="light" onClick={() => void startSubscription(plan.id, false)} data-testid="subscribe">
				{t('payments.page.actions.signInToSubscribe')}
			</Button>
		);

	return (
		<>
			<Button
				onClick={() => {
					setPaying(false);
					setAsking(true);
				}}
				data-testid="subscribe"
			>
				{t('payments.page.actions.subscribe')}
			</Button>
			<ConfirmActionModal
				opened={asking}
				title={t('payments.page.confirm.subscribe.title', { plan: planName(plan, language) })}
				body={t('payments.page.confirm.subscribe.body', { amount, period: t(periodKey(plan.period)) })}
				confirmLabel={t('payments.page.confirm.subscribe.submit')}
				confirmHidden={paying}
				loading={busy && !paying}
				onConfirm={() => setPaying(true)}
				onClose={() => setAsking(false)}
			>
				{paying && (
					<Suspense fallback={<Loader size="sm" aria-label={t('payments.page.checkout.loading')} />}>
						<PaypalCheckout
							busy={busy}
							createSubscription={() => actions.createSubscription(plan.id)}
							onApprove={actions.subscriptionApproved}
							onCancel={actions.subscriptionCancelled}
							onError={() => actions.subscribeFailed(null)}
							onRedirect={() => void startSubscription(plan.id, true)}
						/>
					</Suspense>
				)}
			</ConfirmActionModal>
		</>
	);
}
