import { Hono } from 'hono';
import { approvalPageRoutes } from './approval-page';
import type { SimulatorContext } from './context';
import type { Faults } from './faults';
import { idempotency } from './idempotency';
import { jsSdkRoutes } from './js-sdk';
import { oauthRoutes, requireBearer } from './oauth';
import { orderRoutes } from './orders';
import { planRoutes } from './plans';
import { productRoutes } from './products';
import { subscriptionRoutes } from './subscriptions';
import { webhookVerificationRoutes } from './webhook-verification';

/** The simulator's routes. API calls pass faults, then the bearer check, then idempotency. */
export function createSimulatorApp(ctx: SimulatorContext, faults: Faults) {
	const app = new Hono();
	for (const prefix of ['/v1/*', '/v2/*']) {
		app.use(prefix, faults.middleware, requireBearer(ctx), idempotency(ctx.store));
	}
	app.route('/', oauthRoutes(ctx));
	app.route('/', productRoutes(ctx));
	app.route('/', planRoutes(ctx));
	app.route('/', subscriptionRoutes(ctx));
	app.route('/', orderRoutes(ctx));
	app.route('/', webhookVerificationRoutes(ctx));
	app.route('/', approvalPageRoutes(ctx));
	app.route('/', jsSdkRoutes());
	app.notFound((c) =>
		c.json({ name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [] }, 404),
	);
	return app;
}
