import { createFileRoute } from '@tanstack/react-router';
import { PaymentSuccessPage } from '../../../features/payments/payment-success-page';
import { catalogLoader } from '../../../lib/i18n';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/_shared/_authed/payment-success')({
	loader: catalogLoader(['payments']),
	// PayPal returns with ?subscription_id=I-…
	validateSearch: (search: Record<string, unknown>): { subscription_id?: string } => ({
		subscription_id: optionalString(search.subscription_id, 100),
	}),
	component: Page,
});

function Page() {
	const { subscription_id } = Route.useSearch();
	return <PaymentSuccessPage subscriptionId={subscription_id} />;
}
