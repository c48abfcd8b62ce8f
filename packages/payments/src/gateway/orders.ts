import { CheckoutPaymentIntent, type Order } from '@paypal/paypal-server-sdk';
import { checkAmount, checkCurrency, checkRequestId } from './input-checks';
import type { SdkConnection } from './sdk-client';
import type { GatewayOrder, GatewayOrderStatus } from './types';

export interface CreateOrderInput {
	requestId: string;
	amount: string;
	/** ISO code of `amount`; PayPal refuses one it does not support (isCurrencyNotSupported). */
	currency: string;
	description?: string;
	/** Our own reference, echoed back in webhooks. */
	customId?: string;
	returnUrl: string;
	cancelUrl: string;
	locale?: string;
	brandName?: string;
}

type Run = <T>(call: (sdk: SdkConnection) => Promise<T>) => Promise<T>;

function toOrder(order: Order): GatewayOrder {
	const unit = order.purchaseUnits?.[0];
	const capture = unit?.payments?.captures?.[0];
	return {
		id: order.id ?? '',
		status: (order.status ?? 'CREATED') as GatewayOrderStatus,
		amount: unit?.amount?.value ?? capture?.amount?.value,
		currency: unit?.amount?.currencyCode ?? capture?.amount?.currencyCode,
		approveUrl: order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href,
		captureId: capture?.id,
	};
}

/** One-off payments (e.g. prepaid chat balance) through the SDK's OrdersController. */
export function orderOperations(run: Run) {
	return {
		async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
			const amount = checkAmount(input.amount);
			const currencyCode = checkCurrency(input.currency);
			const requestId = checkRequestId(input.requestId);
			const { result } = await run((sdk) =>
				sdk.orders.createOrder({
					paypalRequestId: requestId,
					prefer: 'return=representation',
					body: {
						intent: CheckoutPaymentIntent.Capture,
						purchaseUnits: [
							{
								amount: { currencyCode, value: amount },
								description: input.description,
								customId: input.customId,
							},
						],
						paymentSource: {
							paypal: {
								experienceContext: {
									brandName: input.brandName,
									locale: input.locale,
									returnUrl: input.returnUrl,
									cancelUrl: input.cancelUrl,
								},
							},
						},
					},
				}),
			);
			return toOrder(result);
		},

		async getOrder(id: string): Promise<GatewayOrder> {
			const { result } = await run((sdk) => sdk.orders.getOrder({ id }));
			return toOrder(result);
		},

		async captureOrder(input: { requestId: string; id: string }): Promise<GatewayOrder> {
			const requestId = checkRequestId(input.requestId);
			const { result } = await run((sdk) =>
				sdk.orders.captureOrder({ id: input.id, paypalRequestId: requestId, prefer: 'return=representation' }),
			);
			return toOrder(result);
		},
	};
}
