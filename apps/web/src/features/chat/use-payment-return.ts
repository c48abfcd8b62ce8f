import { formatDop } from '@edge/i18n/format';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { formatMoneyAmount } from '../../lib/charge';
import { notify } from '../../lib/notify';
import { trpcClient } from '../../lib/trpc';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { reloadChat } from './chat-cache';
import { translatePaymentError } from './payment-error';

export interface PaymentReturn {
	topup?: 'approved' | 'cancelled';
	offerPayment?: 'approved' | 'cancelled';
	/** PayPal's order id, added to the return address. */
	token?: string;
}

/**
 * Back from PayPal: confirm the approved top-up or offer payment once, say how it went, and drop
 * the parameters from the address so a reload does not confirm again.
 */
export function usePaymentReturn(otherUserId: string, search: PaymentReturn) {
	const { t } = useTranslation();
	const language = useLanguage();
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const handled = useRef<string | null>(null);
	const { topup, offerPayment, token } = search;

	useEffect(() => {
		if (!topup && !offerPayment) return;
		const key = `${topup}-${offerPayment}-${token}`;
		if (handled.current === key) return;
		handled.current = key;
		const clear = () =>
			void navigate({ to: '/chat/$freelancerId', params: { freelancerId: otherUserId }, search: {}, replace: true });
		if (!token || topup === 'cancelled' || offerPayment === 'cancelled') {
			clear();
			return;
		}
		const confirm =
			topup === 'approved'
				? trpcClient.chat.billing.confirmTopUp.mutate({ orderId: token }).then((done) =>
						// What the balance got (DOP$) and what PayPal charged for it, in the currency charged.
						t('chat.page.cost.topUpConfirmed', {
							credited: formatDop(done.creditedCents, language),
							charged: formatMoneyAmount(done.charged, language),
						}),
					)
				: trpcClient.chat.offers.confirmPayment.mutate({ orderId: token }).then(() => t('chat.page.offer.paidNotice'));
		confirm
			.then((message) => notify.success(message))
			.catch(async (error: unknown) =>
				notify.error(
					await translatePaymentError(error, t, topup ? 'chat.page.cost.topUpFailed' : 'chat.page.offer.actionFailed'),
				),
			)
			.finally(() => {
				reloadChat(queryClient);
				clear();
			});
	}, [topup, offerPayment, token, otherUserId, navigate, queryClient, t, language]);
}
