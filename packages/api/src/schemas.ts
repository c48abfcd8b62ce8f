/**
 * Zod schemas and pure rules shared with the web app. Import only this entry (and ./client) from
 * the browser: it pulls in zod and nothing from the server.
 */
// First: zod in the browser is set to never try eval before any schema below is built (zod-jitless.ts).
import './zod-jitless';

export { ACCOUNT_KIND_TYPES, ACCOUNT_KIND_VALUES } from './auth/account-kind';
export * from './auth/auth.schema';
export * from './calendar/calendar.schema';
export * from './chat/billing/billing.schema';
export * from './chat/chat.schema';
export * from './chat/offers/offers.schema';
export * from './contact/contact.schema';
export * from './directory/business/business.schema';
export * from './directory/hours.schema';
export * from './directory/professional/professional.schema';
export {
	type ColumnInput,
	type ColumnRule,
	type ColumnRules,
	emptyColumns,
	formColumns,
} from './directory/profile-columns';
export * from './directory/restaurant/restaurant.schema';
export * from './directory/reviews/reviews.schema';
export * from './payments/payments.schema';
export {
	earliestDateOfBirth,
	isOldEnoughToSignUp,
	isWithinMaximumAge,
	MAXIMUM_AGE_YEARS,
	MINIMUM_SIGNUP_AGE,
	todayInSantoDomingo,
} from './shared/age';
export { optionalPhone, phone } from './shared/phone';
export { isSubscriptionValid, normalizeSubscriptionStatus } from './subscription/subscription-validity';
export * from './wall/wall.schema';
