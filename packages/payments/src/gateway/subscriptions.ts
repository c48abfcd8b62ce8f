import type { Subscription } from '@paypal/paypal-server-sdk';
import { checkRequestId } from './input-checks';
import { pendingRequestId } from './paypal-base-url';
import type { SdkConnection } from './sdk-client';
import type { GatewayRevision, GatewaySubscription, GatewaySubscriptionStatus } from './types';

export interface CreateSubscriptionInput {
	requestId: string;
	planId: string;
	returnUrl: string;
	cancelUrl: string;
	/** Our own reference (e.g. the local subscription id), echoed back in webhooks. */
	customId?: string;
	/** 'es-DO' or 'en-US': the language of PayPal's approval pages. */
	locale?: string;
	brandName?: string;
}

export interface SubscriptionActionInput {
	requestId: string;
	id: string;
	reason: string;
}

export interface ReviseSubscriptionInput {
	requestId: string;
	id: string;
	planId: string;
	returnUrl: string;
	cancelUrl: string;
}

type Run = <T>(call: (sdk: SdkConnection) => Promise<T>) => Promise<T>;

const approveLink = (links?: { href: string; rel: string }[]) =>
	links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href;

export function toSubscription(subscription: Subscription): GatewaySubscription {
	const payment = subscription.billingInfo?.lastPayment;
	return {
		id: subscription.id ?? '',
		status: (subscription.status ?? 'APPROVAL_PENDING') as GatewaySubscriptionStatus,
		planId: subscription.planId ?? '',
		customId: subscription.customId,
		approveUrl: approveLink(subscription.links),
		startTime: subscription.startTime,
		nextBillingTime: subscription.billingInfo?.nextBillingTime,
		lastPayment:
			payment?.amount && payment.time
				? { amount: payment.amount.value, currency: payment.amount.currencyCode, time: payment.time }
				: undefined,
		statusUpdateTime: subscription.statusUpdateTime,
	};
}

/** Subscriptions API through the SDK's SubscriptionsController. */
export function subscriptionOperations(run: Run) {
	// The SDK's revise/suspend/cancel/activate take no request id: the adapter adds it (paypal-base-url.ts).
	const withRequestId = <T>(requestId: string, call: (sdk: SdkConnection) => Promise<T>) =>
		run((sdk) => pendingRequestId.run(checkRequestId(requestId), () => call(sdk)));

	return {
		async createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription> {
			const requestId = checkRequestId(input.requestId);
			const { result } = await run((sdk) =>
				sdk.subscriptions.createSubscription({
					paypalRequestId: requestId,
					prefer: 'return=representation',
					body: {
						planId: input.planId,
						customId: input.customId,
						applicationContext: {
							brandName: input.brandName,
							locale: input.locale,
							returnUrl: input.returnUrl,
							cancelUrl: input.cancelUrl,
						},
					},
				}),
			);
			return toSubscription(result);
		},

		async getSubscription(id: string): Promise<GatewaySubscription> {
			const { result } = await run((sdk) => sdk.subscriptions.getSubscription({ id }));
			return toSubscription(result);
		},

		/** A change of plan: takes effect once the buyer approves at `approveUrl`. */
		async reviseSubscription(input: ReviseSubscriptionInput): Promise<GatewayRevision> {
			const { result } = await withRequestId(input.requestId, (sdk) =>
				sdk.subscriptions.reviseSubscription({
					id: input.id,
					body: {
						planId: input.planId,
						applicationContext: { returnUrl: input.returnUrl, cancelUrl: input.cancelUrl },
					},
				}),
			);
			return { planId: result.planId ?? input.planId, approveUrl: approveLink(result.links) };
		},

		async suspendSubscription(input: SubscriptionActionInput): Promise<void> {
			await withRequestId(input.requestId, (sdk) =>
				sdk.subscriptions.suspendSubscription({ id: input.id, body: { reason: input.reason } }),
			);
		},

		async cancelSubscription(input: SubscriptionActionInput): Promise<void> {
			await withRequestId(input.requestId, (sdk) =>
				sdk.subscriptions.cancelSubscription({ id: input.id, body: { reason: input.reason } }),
			);
		},

		async activateSubscription(input: SubscriptionActionInput): Promise<void> {
			await withRequestId(input.requestId, (sdk) =>
				sdk.subscriptions.activateSubscription({ id: input.id, body: { reason: input.reason } }),
			);
		},
	};
}
