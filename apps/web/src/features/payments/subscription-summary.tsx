import { formatDate } from '@edge/i18n/format';
import { Badge, Group, Text } from '@mantine/core';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import type { MySubscription } from './payment-types';
import { statusLabelKey } from './plan-display';

const STATUS_COLORS: Record<string, string> = {
	ACTIVE: 'teal',
	SUSPENDED: 'yellow',
	CANCELED: 'red',
	EXPIRED: 'gray',
	APPROVAL_PENDING: 'blue',
};

/** Status, validity and the date that matters: next billing while active, valid-until otherwise. */
export function SubscriptionSummary({ subscription, main }: { subscription: MySubscription; main?: boolean }) {
	const { t } = useTranslation();
	const language = currentLanguage();
	const date = subscription.nextBillingDate ? formatDate(new Date(subscription.nextBillingDate), language) : null;
	const dateText =
		date === null
			? null
			: subscription.status === 'ACTIVE'
				? t('payments.page.nextBilling', { date })
				: subscription.isValid
					? t('payments.page.validUntil', { date })
					: null;
	return (
		<>
			<Group gap="xs">
				<Badge color={STATUS_COLORS[subscription.status] ?? 'gray'} variant="filled" data-testid="subscription-status">
					{t(statusLabelKey(subscription.status))}
				</Badge>
				<Badge color={subscription.isValid ? 'teal' : 'gray'} variant="light" data-testid="subscription-validity">
					{subscription.isValid ? t('payments.page.valid') : t('payments.page.invalid')}
				</Badge>
				{main && (
					<Badge color="grape" variant="light">
						{t('payments.page.current')}
					</Badge>
				)}
			</Group>
			{dateText && (
				<Text fz="sm" c="dimmed" data-testid="subscription-date">
					{dateText}
				</Text>
			)}
		</>
	);
}
