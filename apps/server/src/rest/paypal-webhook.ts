import { type ApiDeps, handlePaypalWebhook } from '@edge/api';
import type { WebhookHeaders } from '@edge/payments';
import type { Context } from 'hono';
import type { Metrics } from '../metrics/metrics';
import { restError } from './error-response';
import { jsonTextResponse } from './json-response';

const WEBHOOK_HEADERS = [
	'paypal-transmission-id',
	'paypal-transmission-time',
	'paypal-transmission-sig',
	'paypal-cert-url',
	'paypal-auth-algo',
] as const;

/** POST /api/paypal/webhook: PayPal's events, verified and applied once each (docs/payments.md). */
export function paypalWebhookHandler(deps: ApiDeps, metrics?: Pick<Metrics, 'webhookReceived' | 'webhookFailed'>) {
	return async (c: Context) => {
		metrics?.webhookReceived();
		try {
			const headers: WebhookHeaders = {};
			for (const name of WEBHOOK_HEADERS) {
				const value = c.req.header(name);
				if (value !== undefined) headers[name] = value;
			}
			const outcome = await handlePaypalWebhook(deps, headers, await c.req.text());
			return jsonTextResponse(JSON.stringify({ outcome }), 200);
		} catch (error) {
			metrics?.webhookFailed();
			return restError(c, error, (cause) => deps.logError(cause, { via: 'paypal-webhook' }));
		}
	};
}
