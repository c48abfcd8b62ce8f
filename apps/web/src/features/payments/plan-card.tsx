import type { Charge } from '@edge/api/client';
import { formatDate } from '@edge/i18n/format';
import { Badge, Button, Card, Group, List, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { chargeTexts, formatMoneyAmount } from '../../lib/charge';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmActionModal } from './confirm-action-modal';
import type { MySubscription, PlanOffer } from './payment-types';
import {
	canSubscribe,
	formatDopAmount,
	heldBusinessSubscription,
	isFreePlan,
	periodKey,
	planName,
	subscribeCharge,
} from './plan-display';
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
	/** The card a link pointed to (/pricingTable#plan-<id>): marked so the eye finds it. */
	highlighted?: boolean;
	/** A word about the plan under what it unlocks (the messaging plan's prices). */
	note?: ReactNode;
}

/** One plan: price per period, what it unlocks, and (signed in) the user's state and actions. */
export function PlanCard({
	plan,
	plans,
	subscriptions,
	subscription: given,
	main,
	current,
	highlighted = false,
	note,
}: PlanCardProps) {
	// An approval the buyer cancelled at PayPal charged nothing and holds nothing: not the plan's state.
	const subscription = given?.state === 'abandoned' ? undefined : given;
	const { t } = useTranslation();
	const language = useLanguage();
	const free = isFreePlan(plan);
	const name = planName(plan, language);
	const signedIn = subscriptions !== null;
	// Business plans are exclusive: with another one held, this card offers a change, not a purchase.
	const held = subscriptions ? heldBusinessSubscription(plans, subscriptions, plan) : undefined;
	const scheduledHere = held?.scheduledChange?.planId === plan.id ? held.scheduledChange : null;
	// What PayPal would charge now; null when it cannot charge this plan (then no subscribe).
	const charge = subscribeCharge(plan);

	return (
		<Card
			withBorder
			radius="lg"
			padding="lg"
			id={`plan-${plan.id}`}
			data-testid={`plan-${plan.id}`}
			data-highlighted={highlighted || undefined}
			h="100%"
			style={
				highlighted
					? {
							borderColor: 'var(--mantine-primary-color-filled)',
							boxShadow: '0 0 0 2px var(--mantine-primary-color-filled)',
						}
					: undefined
			}
		>
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
					<PlanPrice plan={plan} />
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
				{note}
				{!free && (
					<Stack gap="xs" mt="auto" pt="sm">
						{subscription && <SubscriptionSummary subscription={subscription} main={main} />}
						{subscription && subscriptions && (
							<SubscriptionActions subscription={subscription} plans={plans} subscriptions={subscriptions} />
						)}
						{held && scheduledHere ? (
							// The change onto this plan is approved: it comes on that date, nothing to buy here
							// (the way back is "Change plan" on the current plan's card).
							<Text fz="sm" fw={500} c="blue.8" data-testid="plan-scheduled-here">
								{t('payments.page.scheduledHere', {
									date: formatDate(new Date(scheduledHere.from), language),
									current: held.planName[language],
								})}
							</Text>
						) : held && subscriptions ? (
							<HeldBusinessPlan held={held} plan={plan} plans={plans} subscriptions={subscriptions} />
						) : !canSubscribe(subscription) ? null : charge ? (
							<SubscribeButton plan={plan} charge={charge} signedIn={signedIn} />
						) : (
							<Text fz="sm" c="dimmed" data-testid="plan-unavailable">
								{t('payments.page.charge.unavailable')}
							</Text>
						)}
					</Stack>
				)}
			</Stack>
		</Card>
	);
}

/**
 * The price of one period, with the period on the same line; for a buyer who would get the first
 * purchase, the discounted amount (what PayPal is asked to charge now) with the full price beside it
 * and what later periods cost.
 */
function PlanPrice({ plan }: { plan: PlanOffer }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const price = formatDopAmount(plan.priceDop, language);
	const period = t(periodKey(plan.period));
	const offer = plan.firstPurchase;
	return (
		<Stack gap={2}>
			{offer && (
				<Badge color="orange" variant="filled" w="fit-content">
					{t('payments.page.firstPurchaseBadge')}
				</Badge>
			)}
			{/* One line at 390 px, for the longest amounts too (DOP$ 12,000.00 beside DOP$ 24,000.00). */}
			<Group gap={8} align="baseline" wrap="nowrap">
				<Text fz={offer ? 22 : 26} fw={700} lh={1.25} style={{ whiteSpace: 'nowrap' }} data-testid="plan-price">
					{formatDopAmount(offer?.priceDop ?? plan.priceDop, language)}
					{!offer && (
						<Text span fz="md" fw={400} c="dimmed" ml={6} data-testid="plan-period">
							{period}
						</Text>
					)}
				</Text>
				{offer && (
					<Text
						fz="sm"
						c="dimmed"
						td="line-through"
						style={{ whiteSpace: 'nowrap' }}
						aria-label={t('payments.page.regularPrice', { price })}
						data-testid="plan-regular-price"
					>
						{price}
					</Text>
				)}
			</Group>
			{offer && (
				<Text fz="sm" fw={600} c="orange.9" data-testid="plan-first-purchase">
					{t('payments.page.thenPrice', {
						firstPeriod: t(`payments.page.firstPeriod.${plan.period}`),
						price,
						period,
					})}
				</Text>
			)}
			{plan.monthlyDop && (
				<Text fz="sm" c="dimmed" data-testid="plan-monthly">
					{t('payments.page.perMonth', { amount: formatDopAmount(plan.monthlyDop, language) })}
				</Text>
			)}
			<PlanCharge plan={plan} />
		</Stack>
	);
}

/**
 * What PayPal charges, in the currency it charges, with the DOP$ price at the rate: "US$ 81.36 for
 * the first year, charged by PayPal in US dollars; DOP$ 4,800.00 at DOP$ 59.00 per dollar", then
 * what later periods cost. Nothing when PayPal cannot charge the plan (the card says so instead).
 */
function PlanCharge({ plan }: { plan: PlanOffer }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const now = subscribeCharge(plan);
	if (!now || !plan.charge) return null;
	const period = t(periodKey(plan.period));
	return (
		<Stack gap={0}>
			<Text fz="sm" fw={600} data-testid="plan-charge">
				{t('payments.page.charge.line', {
					...chargeTexts(now, language, t, 'payments.page.charge'),
					period: plan.firstPurchase ? t(`payments.page.charge.firstPeriod.${plan.period}`) : period,
				})}
			</Text>
			{plan.firstPurchase && (
				<Text fz="sm" c="dimmed" data-testid="plan-charge-then">
					{t('payments.page.charge.later', { charged: formatMoneyAmount(plan.charge.charged, language), period })}
				</Text>
			)}
		</Stack>
	);
}

/** Another business plan is held: change it into this one, or say why that is not possible now. */
function HeldBusinessPlan({
	held,
	plan,
	plans,
	subscriptions,
}: {
	held: MySubscription;
	plan: PlanOffer;
	plans: readonly PlanOffer[];
	subscriptions: readonly MySubscription[];
}) {
	const { t } = useTranslation();
	const language = useLanguage();
	if (held.allowedActions.includes('changePlan'))
		return <SubscriptionActions subscription={held} plans={plans} subscriptions={subscriptions} switchTo={plan} />;
	return (
		<Text fz="sm" c="dimmed" data-testid="held-business-plan">
			{t('payments.page.heldBusinessPlan', { plan: held.planName[language] })}
		</Text>
	);
}

/** PayPal's JS SDK and its React wrapper: their own chunk, loaded once a buyer confirms. */
const PaypalCheckout = lazy(() => import('./paypal-checkout'));

/** `charge`: what PayPal charges for the first period (subscribeCharge), shown and sent back as expected. */
function SubscribeButton({ plan, charge, signedIn }: { plan: PlanOffer; charge: Charge; signedIn: boolean }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const actions = usePaymentActions();
	const { startSubscription, pending, redirecting } = actions;
	const [asking, setAsking] = useState(false);
	// Confirmed: the modal shows PayPal's buttons (wallet and card) instead of the confirmation.
	const [paying, setPaying] = useState(false);
	// What PayPal is asked to charge for the first period: the server refuses another amount.
	const expectedCharge = charge.charged;
	const now = chargeTexts(charge, language, t, 'payments.page.charge');
	const regular = plan.charge ? chargeTexts(plan.charge, language, t, 'payments.page.charge') : now;
	const period = t(periodKey(plan.period));
	const body = plan.firstPurchase
		? t('payments.page.confirm.subscribe.bodyFirstPurchase', {
				...now,
				firstPeriod: t(`payments.page.confirm.subscribe.firstPeriod.${plan.period}`),
				laterCharged: regular.charged,
				laterConversion: regular.conversion,
				period,
			})
		: t('payments.page.confirm.subscribe.body', { ...now, period });
	// The step with PayPal's buttons says again exactly what is approved there.
	const checkout = [
		t('payments.page.checkout.charge', {
			...now,
			period: plan.firstPurchase ? t(`payments.page.charge.firstPeriod.${plan.period}`) : period,
		}),
		plan.firstPurchase ? t('payments.page.charge.later', { charged: regular.charged, period }) : '',
	]
		.filter(Boolean)
		.join(' ');
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
				body={paying ? checkout : body}
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
							createSubscription={() => actions.createSubscription(plan.id, expectedCharge)}
							onApprove={actions.subscriptionApproved}
							onCancel={actions.subscriptionCancelled}
							onError={() => actions.subscribeFailed(null)}
							onRedirect={() => void startSubscription(plan.id, true, expectedCharge)}
						/>
					</Suspense>
				)}
			</ConfirmActionModal>
		</>
	);
}
