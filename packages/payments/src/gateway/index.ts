export type { CreatePlanInput, CreateProductInput, UpdatePlanPricingInput } from './catalog';
export { createPaymentGateway, type PaymentGateway, type PaymentGatewayOptions } from './create-payment-gateway';
export type { CreateOrderInput } from './orders';
export {
	CURRENCY_NOT_SUPPORTED,
	isCurrencyNotSupported,
	PaymentGatewayError,
	type PaymentGatewayErrorKind,
} from './payment-gateway-error';
export type { PaymentMode } from './paypal-base-url';
export type { CreateSubscriptionInput, ReviseSubscriptionInput, SubscriptionActionInput } from './subscriptions';
export * from './types';
export type { VerifyWebhookInput } from './webhook-verification';
