import { Hono } from 'hono';
import type { SimulatorContext } from './context';
import { invalidRequest, jsonBody } from './paypal-error';
import { sameSignature, signTransmission } from './webhook-signature';

const FIELDS = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];

/**
 * POST /v1/notifications/verify-webhook-signature: SUCCESS only for an event this simulator
 * signed and delivered, with the same headers and an unchanged body; FAILURE otherwise.
 */
export function webhookVerificationRoutes(ctx: SimulatorContext) {
	const app = new Hono();
	app.post('/v1/notifications/verify-webhook-signature', async (c) => {
		const body = await jsonBody(c);
		const missing = FIELDS.find((field) => typeof body?.[field] !== 'string');
		if (!body || missing || typeof body.webhook_event !== 'object' || body.webhook_event === null) {
			return invalidRequest(
				c,
				'MISSING_REQUIRED_PARAMETER',
				`A required field / parameter (${missing ?? 'webhook_event'}) is missing.`,
			);
		}
		const state = ctx.store.data;
		const id = body.transmission_id as string;
		const sent = state.transmissions[id];
		const sig = signTransmission(
			state.signingKey,
			id,
			body.transmission_time as string,
			body.webhook_id as string,
			JSON.stringify(body.webhook_event),
		);
		const verified =
			sent !== undefined &&
			body.webhook_id === state.webhookId &&
			body.transmission_time === sent.time &&
			sameSignature(sig, body.transmission_sig as string) &&
			sameSignature(sig, sent.sig);
		return c.json({ verification_status: verified ? 'SUCCESS' : 'FAILURE' });
	});
	return app;
}
