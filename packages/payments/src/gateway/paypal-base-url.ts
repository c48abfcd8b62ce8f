import { AsyncLocalStorage } from 'node:async_hooks';
import axios, { type AxiosAdapter } from 'axios';

export type PaymentMode = 'simulator' | 'sandbox' | 'live';

const SANDBOX = 'https://api-m.sandbox.paypal.com';
const LIVE = 'https://api-m.paypal.com';

export function paypalBaseUrl(mode: PaymentMode, simulatorUrl?: string): string {
	if (mode === 'live') return LIVE;
	if (mode === 'sandbox') return SANDBOX;
	if (!simulatorUrl) throw new Error('simulatorUrl is required in simulator mode');
	return simulatorUrl.replace(/\/+$/, '');
}

/**
 * The SDK has no PayPal-Request-Id parameter on revise, suspend, cancel and activate. The gateway
 * runs those calls inside this store, and the adapter below adds the header, so every POST carries
 * the caller's id and a retried action is answered once.
 */
export const pendingRequestId = new AsyncLocalStorage<string>();

/**
 * The SDK only knows PayPal's two hosts and has no base-URL option; its `unstable_httpClientOptions`
 * go to `axios.create()`, so this adapter rewrites the host to `baseUrl` and then sends the request
 * with axios's own Node adapter.
 */
export function paypalAxiosAdapter(baseUrl: string): AxiosAdapter {
	const send = axios.getAdapter('http');
	return (config) => {
		let url = config.url ?? '';
		for (const host of [SANDBOX, LIVE]) {
			if (url.startsWith(host)) url = baseUrl + url.slice(host.length);
		}
		const requestId = pendingRequestId.getStore();
		if (requestId && config.method?.toUpperCase() === 'POST' && !config.headers.has('PayPal-Request-Id')) {
			config.headers.set('PayPal-Request-Id', requestId);
		}
		return send({ ...config, url });
	};
}
