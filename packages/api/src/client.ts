/** Types only, for the web client: the router's shape and the error data it formats. */
export type { PublicUser } from './auth/user-view';
export type {
	ChatBalance,
	LedgerEntry,
	MessageAccess,
	TopUpConfirmed,
	TopUpStarted,
} from './chat/billing/billing.types';
export type {
	ChatMessage,
	ChatPerson,
	ChatRole,
	ChatStreamEvent,
	ConversationState,
	InboxItem,
	InboxPage,
	MessagesPage,
} from './chat/chat.types';
export type { OfferChangeEvent, OfferReceipt, OfferView, PayOfferResult } from './chat/offers/offers.types';
export type {
	ChangePlanResult,
	Charge,
	ChargeRate,
	Money,
	MySubscription,
	MySubscriptionAction,
	MySubscriptions,
	PaymentsCatalog,
	PlanName,
	PlanOffer,
	PlanPeriod,
	Receipt,
	SubscribeResult,
	SubscriptionState,
} from './payments/payments.types';
export type { ApiMeta } from './procedure-meta';
export type { AppRouter } from './root';
export type { SubscriptionView } from './subscription/subscription.service';
export type { ErrorData } from './trpc';
