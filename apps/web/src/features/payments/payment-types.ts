/** The shapes of the payments procedures, as the router returns them (types only). */
import type { MySubscription, MySubscriptionAction, PlanOffer } from '@edge/api/client';

export type {
	MySubscription,
	MySubscriptions,
	PaymentsCatalog,
	PlanOffer,
	PlanPeriod,
	Receipt,
	SubscriptionState,
} from '@edge/api/client';
export type ManageAction = MySubscriptionAction;
export type PlanFeature = PlanOffer['unlocks'][number];
export type SubscriptionStatus = MySubscription['status'];
