import { formatDate } from '@edge/i18n/format';
import { Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { chargeTexts } from '../../lib/charge';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmActionModal } from './confirm-action-modal';
import type { ManageAction, MySubscription, PlanOffer } from './payment-types';
import { changePlanTargets, periodKey, planName, visibleActions } from './plan-display';
import { usePaymentActions } from './use-payment-actions';

const ACTION_STYLE: Record<ManageAction, { variant: string; color?: string; confirmColor?: string }> = {
	changePlan: { variant: 'light' },
	resume: { variant: 'filled', color: 'teal' },
	suspend: { variant: 'default', confirmColor: 'yellow' },
	cancel: { variant: 'subtle', color: 'red', confirmColor: 'red' },
};

interface SubscriptionActionsProps {
	subscription: MySubscription;
	plans: readonly PlanOffer[];
	subscriptions: readonly MySubscription[];
	/**
	 * On another business plan's card: one "Switch to this plan" button that changes `subscription`
	 * to that plan, instead of the subscription's own buttons.
	 */
	switchTo?: PlanOffer;
}

/** The buttons the server allows for one subscription, each behind a confirmation. */
export function SubscriptionActions({ subscription, plans, subscriptions, switchTo }: SubscriptionActionsProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	const { manage, pending, redirecting } = usePaymentActions();
	const [asking, setAsking] = useState<ManageAction | null>(null);
	const [target, setTarget] = useState<string | null>(null);
	const targets = changePlanTargets(plans, subscriptions, subscription);
	const actions = switchTo
		? visibleActions(subscription).filter(
				(action) => action === 'changePlan' && targets.some((plan) => plan.id === switchTo.id),
			)
		: visibleActions(subscription);
	if (actions.length === 0) return null;

	const plan = planName(
		plans.find((offer) => offer.id === subscription.planId),
		language,
		subscription.planId,
	);
	const busy = asking !== null && (pending[asking] || redirecting !== null);
	const chosen = plans.find((offer) => offer.id === target);
	// A change onto a plan PayPal cannot charge now (no PayPal plan in a currency it accepts) is not offered.
	const chosenUnavailable = chosen !== undefined && chosen.id !== subscription.planId && chosen.charge === null;

	const confirm = async () => {
		if (!asking) return;
		const done = await manage(asking, subscription.subscriptionId, target ?? undefined);
		if (done && asking !== 'changePlan') setAsking(null);
	};

	return (
		<>
			<Group gap="xs" data-testid={`actions-${subscription.subscriptionId}`}>
				{actions.map((action) => (
					<Button
						key={action}
						size="xs"
						variant={switchTo ? 'filled' : ACTION_STYLE[action].variant}
						color={ACTION_STYLE[action].color}
						disabled={action === 'changePlan' && targets.length === 0}
						onClick={() => {
							setTarget(action === 'changePlan' ? (switchTo?.id ?? targets[0]?.id ?? null) : null);
							setAsking(action);
						}}
						data-testid={switchTo ? 'switch-to-plan' : `action-${action}`}
					>
						{switchTo ? t('payments.page.changeToThis') : t(`payments.page.actions.${action}`)}
					</Button>
				))}
			</Group>
			<ConfirmActionModal
				opened={asking !== null}
				title={asking ? t(`payments.page.confirm.${asking}.title`, { plan }) : ''}
				body={asking ? t(`payments.page.confirm.${asking}.body`) : ''}
				confirmLabel={asking ? t(`payments.page.confirm.${asking}.submit`) : ''}
				color={asking ? ACTION_STYLE[asking].confirmColor : undefined}
				loading={busy}
				confirmDisabled={asking === 'changePlan' && (!target || chosenUnavailable)}
				onConfirm={() => void confirm()}
				onClose={() => setAsking(null)}
			>
				{asking === 'changePlan' && (
					<>
						<Select
							label={t('payments.page.confirm.changePlan.select')}
							data={targets.map((offer) => ({ value: offer.id, label: planName(offer, language) }))}
							value={target}
							onChange={setTarget}
							allowDeselect={false}
							comboboxProps={{ withinPortal: true }}
						/>
						{chosenUnavailable ? (
							<Text fz="sm" c="red.8" data-testid="change-plan-unavailable">
								{t('payments.page.charge.unavailable')}
							</Text>
						) : (
							chosen?.charge &&
							subscription.nextBillingDate &&
							chosen.id !== subscription.planId && (
								<Text fz="sm" data-testid="change-plan-details">
									{t('payments.page.confirm.changePlan.details', {
										...chargeTexts(chosen.charge, language, t, 'payments.page.charge'),
										current: plan,
										plan: planName(chosen, language),
										date: formatDate(new Date(subscription.nextBillingDate), language),
										period: t(periodKey(chosen.period)),
									})}
								</Text>
							)
						)}
					</>
				)}
			</ConfirmActionModal>
		</>
	);
}
