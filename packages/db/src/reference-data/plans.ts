import type { BillingPeriod } from '../schema/plan/plan.table';

/** Applied to a user's first paid purchase (spec section 9). */
export const FIRST_PURCHASE_DISCOUNT_PERCENT = 50;

export interface PlanSeed {
	id: string;
	nameEs: string;
	nameEn: string;
	/** DOP centavos per billing period. */
	priceCents: number;
	billingPeriod: BillingPeriod;
}

/**
 * The plan catalogue and its prices, in one place. Search Bar Visibility runs for four months and
 * Freelancer unlimited messaging monthly; every other paid plan is billed per year (shown per month).
 */
export const PLANS: readonly PlanSeed[] = [
	{ id: 'free', nameEs: 'Gratis', nameEn: 'Free', priceCents: 0, billingPeriod: 'none' },
	{
		id: 'premium-restaurant',
		nameEs: 'Restaurante Premium',
		nameEn: 'Premium Restaurant',
		priceCents: 1_440_000,
		billingPeriod: 'yearly',
	},
	{
		id: 'business-profile',
		nameEs: 'Perfil de Negocio',
		nameEn: 'Business Profile',
		priceCents: 960_000,
		billingPeriod: 'yearly',
	},
	{
		id: 'business-multi-profile-premium',
		nameEs: 'Negocio Multiperfil Premium',
		nameEn: 'Business Multi-Profile Premium',
		priceCents: 2_400_000,
		billingPeriod: 'yearly',
	},
	{
		id: 'search-bar-visibility',
		nameEs: 'Visibilidad en la Barra de Búsqueda',
		nameEn: 'Search Bar Visibility',
		priceCents: 450_000,
		billingPeriod: 'four_months',
	},
	{
		id: 'freelancer-unlimited-messaging',
		// Named for who buys it: a customer, to write to freelancers without limit (the spec's
		// "Freelancer unlimited messaging"); freelancers answer free without any plan.
		nameEs: 'Mensajes ilimitados a freelancers',
		nameEn: 'Unlimited messages to freelancers',
		priceCents: 59_000,
		billingPeriod: 'monthly',
	},
];
