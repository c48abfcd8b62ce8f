import { Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { PaymentResultCard } from './payment-result-card';
import { refreshPayments } from './refresh-payments';

interface PaymentFailedPageProps {
	subscriptionId?: string;
	/** The buyer pressed cancel on PayPal's page (its cancel URL), or closed PayPal's window. */
	cancelled?: boolean;
}

/**
 * PayPal's return when the buyer cancelled, or when the payment did not go through. A deliberate
 * cancel says so (nothing was charged) and gives back the first-purchase discount the attempt held,
 * so the pricing cards offer it again; a failure shows the spec's two texts.
 */
export function PaymentFailedPage({ subscriptionId, cancelled = false }: PaymentFailedPageProps) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const abandon = useMutation(trpc.payments.abandon.mutationOptions());
	const sent = useRef<string | null>(null);
	useDocumentTitle(t(cancelled ? 'payments.page.titles.cancelled' : 'payments.page.titles.failed'));

	useEffect(() => {
		if (!cancelled || !subscriptionId || sent.current === subscriptionId) return;
		sent.current = subscriptionId;
		abandon.mutate(
			{ subscriptionId },
			{
				onSettled: () => refreshPayments(queryClient),
			},
		);
	}, [cancelled, subscriptionId, abandon.mutate, queryClient]);

	const seePlans = (
		<ButtonLink to="/pricingTable" size="md" variant="light">
			{t('payments.page.profile.seePlans')}
		</ButtonLink>
	);
	if (cancelled)
		return (
			<PaymentResultCard
				icon={<IconX size={40} stroke={2} aria-hidden />}
				color="gray"
				title={t('payments.page.result.cancelledTitle')}
				testId="payment-cancelled"
				actions={seePlans}
			>
				<Text>{t('payments.page.result.cancelledBody')}</Text>
			</PaymentResultCard>
		);
	return (
		<PaymentResultCard
			icon={<IconX size={40} stroke={2} aria-hidden />}
			color="red"
			title={t('payments.page.result.failedTitle')}
			testId="payment-failed"
			alert
			actions={seePlans}
		>
			<Text>{t('payments.page.result.failedLong')}</Text>
			<Text c="dimmed" fz="sm">
				{t('payments.page.result.failedShort')}
			</Text>
		</PaymentResultCard>
	);
}
