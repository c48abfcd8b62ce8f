import { catalogOperations } from './catalog';
import { orderOperations } from './orders';
import { toGatewayError } from './payment-gateway-error';
import { type PaymentMode, paypalBaseUrl } from './paypal-base-url';
import { createRestClient } from './rest-client';
import { connectSdk, type SdkConnection } from './sdk-client';
import { subscriptionOperations } from './subscriptions';
import { webhookOperations } from './webhook-verification';

export interface PaymentGatewayOptions {
	mode: PaymentMode;
	clientId: string;
	clientSecret: string;
	/** Base URL of the PayPal simulator; required in simulator mode. */
	simulatorUrl?: string;
	/** Per HTTP call; past it the call fails with kind 'timeout'. */
	timeoutMs: number;
}

export type PaymentGateway = ReturnType<typeof createPaymentGateway>;

export function createPaymentGateway(options: PaymentGatewayOptions) {
	const baseUrl = paypalBaseUrl(options.mode, options.simulatorUrl);
	const settings = { ...options, baseUrl };
	let sdk = connectSdk(settings);

	/**
	 * Runs one SDK call and turns its failure into a PaymentGatewayError. After a failure that may
	 * have hit the token request, the SDK client is rebuilt: the SDK keeps its token as one shared
	 * promise, and a rejected token request would otherwise fail every later call of that client.
	 */
	async function run<T>(call: (connection: SdkConnection) => Promise<T>): Promise<T> {
		try {
			return await call(sdk);
		} catch (error) {
			const gatewayError = toGatewayError(error);
			if (gatewayError.kind === 'unavailable' || gatewayError.kind === 'timeout') sdk = connectSdk(settings);
			throw gatewayError;
		}
	}

	const rest = createRestClient(baseUrl, options.timeoutMs, () => sdk);
	return {
		mode: options.mode,
		...catalogOperations(rest, run),
		...subscriptionOperations(run),
		...orderOperations(run),
		...webhookOperations(rest),
	};
}
