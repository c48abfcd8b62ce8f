import type { AccountKind, ProfileType, UserType } from '@edge/db';

/** The five choices of /signup, in the order the page shows them. Free of zod: routes import it. */
export type { AccountKind };
export const ACCOUNT_KIND_VALUES = [
	'customer',
	'business',
	'freelancer',
	'restaurant',
	'employee',
] as const satisfies readonly AccountKind[];

/**
 * What each sign-up choice means. Customers buy; every other kind publishes a profile and so is a
 * Seller. Employees publish an employee profile (listed on /employees), hence Seller too.
 */
export const ACCOUNT_KIND_TYPES: Record<AccountKind, { userType: UserType; profileType: ProfileType | null }> = {
	customer: { userType: 'Customer', profileType: null },
	business: { userType: 'Seller', profileType: 'business' },
	freelancer: { userType: 'Seller', profileType: 'freelancer' },
	restaurant: { userType: 'Seller', profileType: 'restaurant' },
	employee: { userType: 'Seller', profileType: 'employee' },
};

/** Points a referrer earns for each sign-up through their referral link. */
export const REFERRAL_POINTS_PER_SIGNUP = 10;
