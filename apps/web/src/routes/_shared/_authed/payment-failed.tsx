import { createFileRoute } from '@tanstack/react-router';
import { PaymentFailedPage } from '../../../features/payments/payment-failed-page';
import { catalogLoader } from '../../../lib/i18n';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/_shared/_authed/payment-failed')({
	loader: catalogLoader(['payments']),
	// PayPal's cancel URL carries ?cancelled=1 and appends &subscription_id=I-…; a failure has neither.
	// The router reads `cancelled=1` as the number 1 (search values are parsed as JSON).
	validateSearch: (search: Record<string, unknown>): { subscription_id?: string; cancelled?: 1 } => ({
		subscription_id: optionalString(search.subscription_id, 100),
		cancelled: search.cancelled === 1 || search.cancelled === '1' ? 1 : undefined,
	}),
	component: Page,
});

function Page() {
	const { subscription_id, cancelled } = Route.useSearch();
	return <PaymentFailedPage subscriptionId={subscription_id} cancelled={cancelled === 1} />;
}
