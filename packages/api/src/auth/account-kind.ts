import {
	ACCOUNT_KINDS as ACCOUNT_KIND_VALUES,
	type AccountKind,
	type ProfileType,
	type UserType,
} from '@edge/db/user-kinds';

/** Re-exported for the web app's routes, which must stay free of zod and drizzle. */
export { ACCOUNT_KIND_VALUES, type AccountKind };

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
