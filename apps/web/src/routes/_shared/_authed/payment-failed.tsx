import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '../../../features/content/payment-result-page';

export const Route = createFileRoute('/_shared/_authed/payment-failed')({
	component: () => <PaymentResultPage outcome="failed" />,
});
