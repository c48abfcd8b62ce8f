import { Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';
import { PaymentResultCard } from './payment-result-card';

/** PayPal's return when the buyer cancelled or the payment did not go through. */
export function PaymentFailedPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('payments.page.titles.failed'));
	return (
		<PaymentResultCard
			icon={<IconX size={40} stroke={2} aria-hidden />}
			color="red"
			title={t('payments.page.result.failedTitle')}
			testId="payment-failed"
			alert
			actions={
				<ButtonLink to="/pricingTable" size="md" variant="light">
					{t('payments.page.profile.seePlans')}
				</ButtonLink>
			}
		>
			<Text>{t('payments.page.result.failedLong')}</Text>
			<Text c="dimmed" fz="sm">
				{t('payments.page.result.failedShort')}
			</Text>
		</PaymentResultCard>
	);
}
