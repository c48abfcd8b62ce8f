/** Types only, for the web client: the router's shape and the error data it formats. */
export type { PublicUser } from './auth/user-view';
export type {
	ChangePlanResult,
	MySubscription,
	MySubscriptionAction,
	MySubscriptions,
	PaymentsCatalog,
	PlanOffer,
	PlanPeriod,
	Receipt,
	SubscribeResult,
} from './payments/payments.types';
export type { ApiMeta } from './procedure-meta';
export type { AppRouter } from './root';
export type { SubscriptionView } from './subscription/subscription.service';
export type { ErrorData } from './trpc';
