import { createFileRoute } from '@tanstack/react-router';
import { PaymentFailedPage } from '../../../features/payments/payment-failed-page';

export const Route = createFileRoute('/_shared/_authed/payment-failed')({
	component: PaymentFailedPage,
});
