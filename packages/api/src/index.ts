/** Server-side entry: routers, services the REST facade shares, and the context types. */
export { createSessionResolver, type RequestSession, type SessionResolver } from './auth/request-session';
export { SESSION_ENDED_HEADER } from './auth/session-ended';
export { type PublicUser, toPublicUser } from './auth/user-view';
export { MAX_BATCH_CALLS } from './batch-limit';
export { batchRefusal, PASSWORD_HASHING_PATHS } from './batch-policy';
export {
	answerIsPublic,
	PRIVATE_CACHE_CONTROL,
	PUBLIC_CACHE_CONTROL,
	PUBLIC_CACHE_PATHS,
	PUBLIC_CACHE_VARY,
} from './cache-policy';
export { calendarFeedIcs, eventIcs } from './calendar/calendar-ics';
export {
	BUS_GAP,
	type BusEvent,
	type ChatBus,
	type ChatEvent,
	createInProcessChatBus,
	isBusGap,
} from './chat/chat-bus';
export { CHAT_EVENT_RETENTION_DAYS, pruneChatEvents } from './chat/chat-retention';
export type { ApiContext, ApiDeps, RequestInfo } from './context';
export { matchExpression } from './directory/search/match-expression';
export { DECODE_QUEUE_LIMITS, type DecodeQueueLimits } from './images/decode-queue';
export { IMAGE_TIME_LIMIT_SECONDS, MAX_IMAGE_PIXELS } from './images/image-processing';
export { sweepUnusedUploads, UNUSED_UPLOAD_AGE_MS, UPLOAD_REFERENCES } from './images/upload-sweep';
export { MAIL_RETENTION_MS, pruneMailOutbox } from './mail/mail-secrets';
export { createMailer, type Mailer, type MailSecrets, type OutgoingMail, type SmtpTransport } from './mail/mailer';
export { CHARGE_CURRENCY, parseRate, SIMULATOR_DEFAULT_RATE_CENTS } from './payments/charge';
export { changeChargeRate, type RateChange } from './payments/charge-rate-change';
export { type ChargeReadiness, chargeReadiness, ensureSimulatorRate } from './payments/charge-readiness';
export { chargeRateView } from './payments/payments-views';
export type { PaypalCheckoutConfig, PaypalDeps } from './payments/paypal-deps';
export { type ReconcileSummary, reconcileSubscriptions } from './payments/paypal-reconcile';
export { PAYPAL_PRODUCT_ID, type SyncSummary, syncPaypalCatalog } from './payments/paypal-sync';
export { handlePaypalWebhook, type WebhookOutcome } from './payments/paypal-webhook';
export { refreshMainPlan } from './payments/subscription-store';
export { type AppRouter, appRouter, createCaller } from './root';
export { AppError, type AppErrorCode, HTTP_STATUS_BY_CODE } from './shared/app-error';
export {
	bindInvalidation,
	type CacheInvalidation,
	createListenerSet,
	createLocalInvalidation,
	type InvalidationKind,
	type InvalidationListener,
} from './shared/cache-invalidation';
export { type Clock, systemClock } from './shared/clock';
export {
	DEFAULT_LIMITS,
	type LimitName,
	type LimitRule,
	type LimitTable,
	roomierLimits,
} from './shared/limits/limit-table';
export { createLimits, type LimiterFactory, type Limits, memoryLimiter } from './shared/limits/limits';
export { RateLimitError, retryAfterSeconds } from './shared/limits/rate-limit-error';
export { HELD_SLOT_TTL_SEC, redisLimiter } from './shared/limits/redis-limiter';
export { normalizeStoredPhones, type PhoneNormalization } from './shared/normalize-stored-phones';
export { grantStaff, revokeStaff, type StaffGrantOutcome } from './staff/staff-grant';
export { planProcedure } from './subscription/plan-procedure';
export { getOwnSubscription, type SubscriptionView } from './subscription/subscription.service';
export { isSubscriptionValid } from './subscription/subscription-validity';
export { type ErrorData, protectedProcedure, publicProcedure, router } from './trpc';
