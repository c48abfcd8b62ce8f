import { formatDate } from '@edge/i18n/format';
import { Loader, Text } from '@mantine/core';
import { IconCheck, IconReceipt, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef } from 'react';
import { translateError } from '../../lib/api-error';
import { formatMoneyAmount } from '../../lib/charge';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { PaymentResultCard } from './payment-result-card';
import { nextChargeTexts } from './plan-display';
import { refreshPayments } from './refresh-payments';

/** PayPal's return after approval: confirm the subscription with the server, then say so. */
export function PaymentSuccessPage({ subscriptionId }: { subscriptionId?: string }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const queryClient = useQueryClient();
	const confirm = useMutation(trpc.payments.confirm.mutationOptions());
	const started = useRef<string | null>(null);

	useEffect(() => {
		if (!subscriptionId || started.current === subscriptionId) return;
		started.current = subscriptionId;
		confirm.mutate(
			{ subscriptionId },
			{
				onSettled: () => refreshPayments(queryClient),
			},
		);
	}, [subscriptionId, confirm.mutate, queryClient]);

	// PayPal may send the buyer back before the subscription is active: only an active subscription
	// is a payment made.
	const failed = confirm.isError || (confirm.isSuccess && confirm.data.state !== 'active');
	// Back from approving a change of plan: nothing was paid, a change was scheduled.
	const scheduled = confirm.isSuccess && confirm.data.scheduledChange !== null;
	useDocumentTitle(
		t(
			!subscriptionId
				? 'payments.page.titles.nothingToConfirm'
				: failed
					? 'payments.page.titles.failed'
					: scheduled
						? 'payments.page.titles.scheduled'
						: 'payments.page.titles.success',
		),
	);

	// Opened without PayPal's subscription id (a bookmark, the address typed by hand): nothing was
	// paid here, so no "payment failed"; the way to the plans and to the profile instead (issue 20).
	if (!subscriptionId)
		return (
			<PaymentResultCard
				icon={<IconReceipt size={40} stroke={2} aria-hidden />}
				color="gray"
				title={t('payments.page.titles.nothingToConfirm')}
				testId="payment-nothing-to-confirm"
				actions={
					<>
						<ButtonLink to="/pricingTable" size="md" data-testid="see-plans">
							{t('payments.page.result.seePlans')}
						</ButtonLink>
						<ButtonLink to="/profile" size="md" variant="light">
							{t('payments.page.result.seeProfile')}
						</ButtonLink>
					</>
				}
			>
				<Text>{t('payments.page.result.nothingToConfirmBody')}</Text>
			</PaymentResultCard>
		);

	if (failed) {
		const error = confirm.error;
		const detail =
			error instanceof TRPCClientError && typeof error.data?.i18nKey === 'string' ? translateError(error, t) : null;
		return (
			<PaymentResultCard
				icon={<IconX size={40} stroke={2} aria-hidden />}
				color="red"
				title={t('payments.page.result.failedTitle')}
				testId="payment-confirm-failed"
				alert
			>
				<Text>{t('payments.page.result.failedShort')}</Text>
				{detail && (
					<Text c="dimmed" fz="sm">
						{detail}
					</Text>
				)}
			</PaymentResultCard>
		);
	}

	if (!confirm.isSuccess)
		return (
			<PaymentResultCard
				icon={<Loader size={36} aria-hidden />}
				color="teal"
				title={t('payments.page.result.confirming')}
				testId="payment-confirming"
			/>
		);

	const { planName: name, lastPayment, nextCharge, scheduledChange } = confirm.data;
	const date = (iso: string) => formatDate(new Date(iso), language);
	return (
		<PaymentResultCard
			icon={<IconCheck size={40} stroke={2} aria-hidden />}
			color="teal"
			title={t(scheduledChange ? 'payments.page.result.scheduledTitle' : 'payments.page.result.success')}
			testId={scheduledChange ? 'payment-change-scheduled' : 'payment-success'}
			actions={
				<ButtonLink to="/profile" size="md" variant="light">
					{t('payments.page.result.seeProfile')}
				</ButtonLink>
			}
		>
			<Text fw={600} data-testid="payment-plan">
				{t('payments.page.result.plan', { plan: name[language] })}
			</Text>
			{/* After a change of plan: nothing was charged today, the new plan comes with the next period. */}
			{scheduledChange ? (
				<Text data-testid="payment-scheduled">
					{t('payments.page.result.scheduled', {
						plan: scheduledChange.planName[language],
						date: date(scheduledChange.from),
					})}
				</Text>
			) : (
				lastPayment && (
					<Text data-testid="payment-amount">
						{t('payments.page.result.amountPaid', {
							amount: formatMoneyAmount(lastPayment.charged, language),
							date: date(lastPayment.paidAt),
						})}
					</Text>
				)
			)}
			{nextCharge && (
				<Text data-testid="payment-next-charge">
					{t('payments.page.result.nextCharge', {
						...nextChargeTexts(nextCharge, language, t),
						date: date(nextCharge.date),
					})}
				</Text>
			)}
			<Text c="dimmed">{t('payments.page.result.successBody')}</Text>
		</PaymentResultCard>
	);
}
