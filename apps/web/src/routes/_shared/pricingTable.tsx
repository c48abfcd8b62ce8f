import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../../features/payments/pricing-page';

export const Route = createFileRoute('/_shared/pricingTable')({
	component: PricingPage,
});
