import { Client, Environment, OrdersController, SubscriptionsController } from '@paypal/paypal-server-sdk';
import { type PaymentMode, paypalAxiosAdapter } from './paypal-base-url';

export interface SdkConnection {
	client: Client;
	subscriptions: SubscriptionsController;
	orders: OrdersController;
}

export interface SdkSettings {
	mode: PaymentMode;
	clientId: string;
	clientSecret: string;
	baseUrl: string;
	timeoutMs: number;
}

export function connectSdk(settings: SdkSettings): SdkConnection {
	const client = new Client({
		clientCredentialsAuthCredentials: {
			oAuthClientId: settings.clientId,
			oAuthClientSecret: settings.clientSecret,
		},
		environment: settings.mode === 'live' ? Environment.Production : Environment.Sandbox,
		timeout: settings.timeoutMs,
		httpClientOptions: {
			timeout: settings.timeoutMs,
			// No silent retries: the caller retries, with the same PayPal-Request-Id.
			retryConfig: { maxNumberOfRetries: 0 },
		},
		// The adapter also carries the request id of the calls whose SDK method lacks it, so it is
		// installed in every mode, not only against the simulator.
		unstable_httpClientOptions: { adapter: paypalAxiosAdapter(settings.baseUrl) },
	});
	return { client, subscriptions: new SubscriptionsController(client), orders: new OrdersController(client) };
}
