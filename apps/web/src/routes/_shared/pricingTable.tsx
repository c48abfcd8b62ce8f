import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../../features/payments/pricing-page';
import { catalogLoader } from '../../lib/i18n';

export const Route = createFileRoute('/_shared/pricingTable')({
	loader: catalogLoader(['payments']),
	component: PricingPage,
});
