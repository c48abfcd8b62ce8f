import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../../features/payments/pricing-page';
import { loadCatalogs } from '../../lib/i18n';

export const Route = createFileRoute('/_shared/pricingTable')({
	loader: () => loadCatalogs(['payments']),
	component: PricingPage,
});
