/**
 * The user enumerations, free of drizzle so the web app can import them (via @edge/db/user-kinds)
 * without pulling the database layer into its bundle.
 */
export const USER_TYPES = ['Seller', 'Customer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The five account kinds a visitor picks on /signup, in the order the page shows them. */
export const ACCOUNT_KINDS = ['customer', 'business', 'freelancer', 'restaurant', 'employee'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const PROFILE_TYPES = ['business', 'freelancer', 'restaurant', 'employee'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
