import { createFileRoute } from '@tanstack/react-router';
import { PaymentFailedPage } from '../../../features/payments/payment-failed-page';
import { catalogLoader } from '../../../lib/i18n';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/_shared/_authed/payment-failed')({
	loader: catalogLoader(['payments']),
	// PayPal's cancel URL carries ?cancelled=1 and appends &subscription_id=I-…; a failure has neither.
	validateSearch: (search: Record<string, unknown>): { subscription_id?: string; cancelled?: string } => ({
		subscription_id: optionalString(search.subscription_id, 100),
		cancelled: optionalString(search.cancelled, 1),
	}),
	component: Page,
});

function Page() {
	const { subscription_id, cancelled } = Route.useSearch();
	return <PaymentFailedPage subscriptionId={subscription_id} cancelled={cancelled === '1'} />;
}
