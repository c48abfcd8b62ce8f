import { randomUUID } from 'node:crypto';
import { newId } from './ids';
import type { StateStore, WebhookEvent } from './state';
import { signTransmission } from './webhook-signature';

const DELIVERY_TIMEOUT_MS = 5_000;

export interface WebhookDispatcher {
	emit(eventType: string, resourceType: string, resource: unknown, summary: string): void;
	/** Posts every queued event, in order; stops at the first the receiver refuses. Returns how many went out. */
	deliverPending(): Promise<number>;
	setWebhookUrl(url: string | undefined): void;
}

export function createWebhookDispatcher(
	store: StateStore,
	now: () => Date,
	baseUrl: () => string,
	initialUrl?: string,
): WebhookDispatcher {
	let webhookUrl = initialUrl;
	// One delivery run at a time, so events arrive in the order they happened and never twice.
	let running: Promise<number> = Promise.resolve(0);

	async function deliverOne(url: string, event: WebhookEvent): Promise<boolean> {
		const state = store.data;
		const body = JSON.stringify(event);
		const transmissionId = randomUUID();
		const time = now().toISOString();
		const sig = signTransmission(state.signingKey, transmissionId, time, state.webhookId, body);
		state.transmissions[transmissionId] = { eventId: event.id, time, sig };
		store.save();
		try {
			const response = await fetch(url, {
				method: 'POST',
				body,
				signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
				headers: {
					'content-type': 'application/json',
					'paypal-transmission-id': transmissionId,
					'paypal-transmission-time': time,
					'paypal-transmission-sig': sig,
					'paypal-cert-url': `${baseUrl()}/simulator/certs/${state.webhookId}.pem`,
					// PayPal's value; the simulator's signature is an HMAC under that name (webhook-signature.ts).
					'paypal-auth-algo': 'SHA256withRSA',
				},
			});
			await response.arrayBuffer();
			return response.ok;
		} catch {
			return false;
		}
	}

	async function runDelivery(): Promise<number> {
		let delivered = 0;
		const state = store.data;
		// The URL is read per event: a run must stop as soon as the receiver is unset or changed.
		while (webhookUrl && state.pendingEvents.length > 0) {
			const url = webhookUrl;
			const event = state.pendingEvents[0] as WebhookEvent;
			if (!(await deliverOne(url, event))) break;
			state.pendingEvents.shift();
			state.deliveredEvents.push(event.id);
			store.save();
			delivered++;
		}
		return delivered;
	}

	function deliverPending(): Promise<number> {
		running = running.then(runDelivery, runDelivery);
		return running;
	}

	return {
		emit(eventType, resourceType, resource, summary) {
			const event: WebhookEvent = {
				id: newId('WH', 17),
				event_version: '1.0',
				create_time: now().toISOString(),
				resource_type: resourceType,
				resource_version: resourceType === 'subscription' || resourceType === 'checkout-order' ? '2.0' : undefined,
				event_type: eventType,
				summary,
				resource,
				links: [],
			};
			store.data.pendingEvents.push(event);
			store.save();
			if (webhookUrl) void deliverPending();
		},
		deliverPending,
		setWebhookUrl(url) {
			webhookUrl = url;
		},
	};
}
