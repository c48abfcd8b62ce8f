import { createHash } from 'node:crypto';
import { checkRequestId } from './input-checks';
import type { RestClient } from './rest-client';
import type { WebhookHeaders } from './types';

export interface VerifyWebhookInput {
	/** PayPal's id of the webhook the event was sent to (PAYPAL_WEBHOOK_ID). */
	webhookId: string;
	headers: WebhookHeaders;
	/** The event as parsed from the request body. */
	event: unknown;
}

/**
 * Asks PayPal's verify-webhook-signature endpoint (no SDK method for it). The request id is derived
 * from everything that is checked, never from the transmission id alone: a replayed id with a
 * tampered body must not get the first answer back.
 */
export function webhookOperations(rest: RestClient) {
	return {
		async verifyWebhookSignature(input: VerifyWebhookInput): Promise<boolean> {
			const transmissionId = input.headers['paypal-transmission-id'];
			if (!transmissionId) return false;
			const request = {
				auth_algo: input.headers['paypal-auth-algo'] ?? '',
				cert_url: input.headers['paypal-cert-url'] ?? '',
				transmission_id: transmissionId,
				transmission_sig: input.headers['paypal-transmission-sig'] ?? '',
				transmission_time: input.headers['paypal-transmission-time'] ?? '',
				webhook_id: input.webhookId,
				webhook_event: input.event,
			};
			const digest = createHash('sha256').update(JSON.stringify(request)).digest('hex');
			const answer = await rest.post<{ verification_status?: string }>(
				'/v1/notifications/verify-webhook-signature',
				request,
				checkRequestId(`verify-${digest}`),
			);
			return answer.verification_status === 'SUCCESS';
		},
	};
}
