import { formatDate } from '@edge/i18n/format';
import { Badge, Group, Text } from '@mantine/core';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import type { MySubscription, SubscriptionState } from './payment-types';
import { nextChargeTexts, statusLabelKey } from './plan-display';

const STATE_COLORS: Record<SubscriptionState, string> = {
	pendingApproval: 'blue',
	active: 'teal',
	suspended: 'yellow',
	cancelled: 'red',
	ended: 'gray',
	abandoned: 'gray',
};

/**
 * A subscription as the server reads it (state, next charge, valid until, scheduled change): the
 * one rendering used by the plan card on /profile, the subscription list and the pricing cards, so
 * they never tell different stories. A cancelled or suspended plan never shows a next charge; the
 * next charge is what PayPal charges, in the currency charged, with the DOP$ price at the rate.
 */
export function SubscriptionSummary({ subscription, main }: { subscription: MySubscription; main?: boolean }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const date = (iso: string) => formatDate(new Date(iso), language);
	const { state, nextCharge, validUntil, scheduledChange } = subscription;
	let line: string;
	if (state === 'active' && nextCharge)
		line = t('payments.page.stateLine.active', {
			...nextChargeTexts(nextCharge, language, t),
			date: date(nextCharge.date),
		});
	else if ((state === 'suspended' || state === 'cancelled') && validUntil)
		line = t(`payments.page.stateLine.${state}`, { date: date(validUntil) });
	else if (state === 'pendingApproval' || state === 'abandoned') line = t(`payments.page.stateLine.${state}`);
	else line = state === 'active' ? '' : t('payments.page.stateLine.ended');
	return (
		<>
			<Group gap="xs">
				<Badge color={STATE_COLORS[state]} variant="filled" data-testid="subscription-status" data-state={state}>
					{/* An approval cancelled at PayPal is no PayPal status: it never started. */}
					{state === 'abandoned' ? t('payments.page.abandonedLabel') : t(statusLabelKey(subscription.status))}
				</Badge>
				{main && (
					<Badge color="grape" variant="light">
						{t('payments.page.current')}
					</Badge>
				)}
			</Group>
			{line && (
				<Text fz="sm" c="dimmed" data-testid="subscription-date">
					{line}
				</Text>
			)}
			{scheduledChange && (
				<Text fz="sm" c="blue.8" data-testid="subscription-scheduled">
					{t('payments.page.scheduledChange', {
						plan: scheduledChange.planName[language],
						date: date(scheduledChange.from),
					})}
				</Text>
			)}
		</>
	);
}
