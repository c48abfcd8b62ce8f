import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { isSimulatorClient } from './client-credentials';
import type { SimulatorContext } from './context';

const TOKEN_PATH = '/v1/oauth2/token';

/**
 * Client-credentials grant with HTTP basic auth. Only the client id and secret the simulator was
 * started with are accepted (as PayPal accepts only a REST app's own); anything else is PayPal's
 * 401 invalid_client.
 */
export function oauthRoutes(ctx: SimulatorContext) {
	const app = new Hono();
	app.post(TOKEN_PATH, async (c) => {
		const [scheme, encoded] = (c.req.header('authorization') ?? '').split(' ');
		const [clientId, clientSecret] = Buffer.from(encoded ?? '', 'base64')
			.toString('utf8')
			.split(':');
		if (
			scheme?.toLowerCase() !== 'basic' ||
			!clientId ||
			!clientSecret ||
			!isSimulatorClient(ctx.client, clientId, clientSecret)
		) {
			return c.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
		}
		const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
		if (form.grant_type !== 'client_credentials') {
			return c.json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or not supported' }, 400);
		}
		const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
		ctx.store.data.tokens[accessToken] = true;
		ctx.store.save();
		return c.json({
			scope: 'https://uri.paypal.com/services/subscriptions https://uri.paypal.com/services/payments/payment',
			access_token: accessToken,
			token_type: 'Bearer',
			app_id: 'APP-SIMULATOR',
			expires_in: 32400,
			nonce: `${ctx.now().toISOString()}${randomBytes(8).toString('hex')}`,
		});
	});
	return app;
}

/** Every other API call needs a bearer token this simulator issued. */
export function requireBearer(ctx: SimulatorContext): MiddlewareHandler {
	return async (c, next) => {
		if (c.req.path === TOKEN_PATH) return next();
		const [scheme, token] = (c.req.header('authorization') ?? '').split(' ');
		if (scheme?.toLowerCase() !== 'bearer' || !token || !ctx.store.data.tokens[token]) {
			return c.json(
				{
					name: 'AUTHENTICATION_FAILURE',
					message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
					links: [
						{
							href: 'https://developer.paypal.com/docs/api/overview/#error',
							rel: 'information_link',
						},
					],
				},
				401,
			);
		}
		return next();
	};
}
