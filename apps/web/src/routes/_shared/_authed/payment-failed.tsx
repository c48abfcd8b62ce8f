import { createFileRoute } from '@tanstack/react-router';
import { PaymentFailedPage } from '../../../features/payments/payment-failed-page';
import { catalogLoader } from '../../../lib/i18n';

export const Route = createFileRoute('/_shared/_authed/payment-failed')({
	loader: catalogLoader(['payments']),
	component: PaymentFailedPage,
});
