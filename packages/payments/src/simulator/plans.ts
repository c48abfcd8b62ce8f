import { Hono } from 'hono';
import type { SimulatorContext } from './context';
import { newId } from './ids';
import { invalidRequest, jsonBody, notFound, unprocessable } from './paypal-error';
import type { BillingCycle, PlanJson } from './state';

const UNITS = ['DAY', 'WEEK', 'MONTH', 'YEAR'];

function validCycles(value: unknown): value is BillingCycle[] {
	return (
		Array.isArray(value) &&
		value.length > 0 &&
		value.every(
			(cycle: Partial<BillingCycle>) =>
				(cycle.tenure_type === 'REGULAR' || cycle.tenure_type === 'TRIAL') &&
				typeof cycle.sequence === 'number' &&
				UNITS.includes(cycle.frequency?.interval_unit ?? ''),
		)
	);
}

/** Billing Plans API: POST /v1/billing/plans, GET /v1/billing/plans/:id. */
export function planRoutes(ctx: SimulatorContext) {
	const app = new Hono();

	app.post('/v1/billing/plans', async (c) => {
		const body = await jsonBody(c);
		if (!body || typeof body.name !== 'string' || typeof body.product_id !== 'string') {
			return invalidRequest(c, 'MISSING_REQUIRED_PARAMETER', 'product_id and name are required.');
		}
		if (!validCycles(body.billing_cycles)) {
			return invalidRequest(c, 'INVALID_PARAMETER_VALUE', 'The value of a field (billing_cycles) is invalid.');
		}
		if (!ctx.store.data.products[body.product_id]) {
			return unprocessable(c, 'INVALID_PRODUCT_ID', `Product ${body.product_id} does not exist.`);
		}
		const id = newId('P', 24);
		const time = ctx.now().toISOString();
		const plan: PlanJson = {
			id,
			product_id: body.product_id,
			name: body.name,
			status: typeof body.status === 'string' ? body.status : 'ACTIVE',
			description: body.description,
			usage_type: 'LICENSED',
			billing_cycles: body.billing_cycles,
			payment_preferences: body.payment_preferences ?? {},
			taxes: body.taxes,
			quantity_supported: body.quantity_supported ?? false,
			create_time: time,
			update_time: time,
			links: [
				{ href: `${ctx.baseUrl()}/v1/billing/plans/${id}`, rel: 'self', method: 'GET' },
				{ href: `${ctx.baseUrl()}/v1/billing/plans/${id}`, rel: 'edit', method: 'PATCH' },
			],
		};
		ctx.store.data.plans[id] = plan;
		ctx.store.save();
		return c.json(plan, 201);
	});

	app.get('/v1/billing/plans/:id', (c) => {
		const plan = ctx.store.data.plans[c.req.param('id')];
		return plan ? c.json(plan) : notFound(c, 'The specified resource ID does not exist.');
	});
	return app;
}
