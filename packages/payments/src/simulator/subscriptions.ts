import { type Context, Hono } from 'hono';
import { isPayPalCurrency } from '../gateway/types';
import { planCurrency } from './billing-cycles';
import type { SimulatorContext } from './context';
import { newId } from './ids';
import {
	currencyMismatch,
	currencyNotSupported,
	invalidRequest,
	jsonBody,
	notFound,
	unprocessable,
} from './paypal-error';
import type { Money, SubscriptionRecord, SubscriptionStatus } from './state';
import { setStatus } from './subscription-billing';
import { approvalUrl, subscriptionJson } from './subscription-json';

/** PayPal's status rules for the subscription actions; anything else is a 422. */
const ACTIONS = {
	suspend: { from: ['ACTIVE'], to: 'SUSPENDED', event: 'BILLING.SUBSCRIPTION.SUSPENDED' },
	activate: { from: ['SUSPENDED'], to: 'ACTIVE', event: 'BILLING.SUBSCRIPTION.ACTIVATED' },
	cancel: { from: ['ACTIVE', 'SUSPENDED'], to: 'CANCELLED', event: 'BILLING.SUBSCRIPTION.CANCELLED' },
} as const satisfies Record<string, { from: SubscriptionStatus[]; to: SubscriptionStatus; event: string }>;

function overridePrices(plan: unknown): Record<string, Money> {
	const prices: Record<string, Money> = {};
	const cycles = (plan as { billing_cycles?: { sequence?: number; pricing_scheme?: { fixed_price?: Money } }[] })
		?.billing_cycles;
	for (const cycle of cycles ?? []) {
		if (cycle.sequence !== undefined && cycle.pricing_scheme?.fixed_price) {
			prices[String(cycle.sequence)] = cycle.pricing_scheme.fixed_price;
		}
	}
	return prices;
}

function urls(body: Record<string, unknown>) {
	const context = (body.application_context ?? {}) as { return_url?: string; cancel_url?: string };
	return { returnUrl: context.return_url, cancelUrl: context.cancel_url };
}

/** Subscriptions API: create, get, revise, suspend, cancel, activate. */
export function subscriptionRoutes(ctx: SimulatorContext) {
	const app = new Hono();
	const state = () => ctx.store.data;
	const find = (c: Context) => state().subscriptions[c.req.param('id') ?? ''];
	const missing = (c: Context) => notFound(c, 'The specified resource ID does not exist.');

	app.post('/v1/billing/subscriptions', async (c) => {
		const body = await jsonBody(c);
		if (!body || typeof body.plan_id !== 'string') {
			return invalidRequest(c, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter (plan_id) is missing.');
		}
		const plan = state().plans[body.plan_id];
		if (!plan) return unprocessable(c, 'RESOURCE_NOT_FOUND', `Plan ${body.plan_id} does not exist.`);
		if (plan.status !== 'ACTIVE') {
			return unprocessable(
				c,
				'PLAN_STATUS_INVALID',
				'Invalid plan status for subscribe action; plan should be active.',
			);
		}
		// Only a plan from a state file written before plans in such currencies were refused.
		const currency = planCurrency(plan);
		if (currency && !isPayPalCurrency(currency)) return currencyNotSupported(c);
		const overrides = overridePrices(body.plan);
		for (const price of Object.values(overrides)) {
			if (!isPayPalCurrency(price.currency_code)) return currencyNotSupported(c);
			if (currency && price.currency_code !== currency) return currencyMismatch(c);
		}
		const time = ctx.now().toISOString();
		const record: SubscriptionRecord = {
			id: newId('I', 12),
			planId: plan.id,
			status: 'APPROVAL_PENDING',
			statusUpdateTime: time,
			createTime: time,
			updateTime: time,
			startTime: typeof body.start_time === 'string' ? body.start_time : time,
			quantity: typeof body.quantity === 'string' ? body.quantity : '1',
			customId: typeof body.custom_id === 'string' ? body.custom_id : undefined,
			subscriber: body.subscriber,
			overridePrices: overrides,
			approvalToken: newId('BA', 17),
			paymentsMade: 0,
			locale: (body.application_context as { locale?: unknown } | undefined)?.locale as string | undefined,
		};
		state().subscriptions[record.id] = record;
		state().approvals[record.approvalToken] = {
			token: record.approvalToken,
			kind: 'subscription',
			resourceId: record.id,
			...urls(body),
			state: 'pending',
		};
		ctx.emit('BILLING.SUBSCRIPTION.CREATED', 'subscription', subscriptionJson(ctx, record), 'Subscription created');
		ctx.store.save();
		return c.json(subscriptionJson(ctx, record), 201);
	});

	app.get('/v1/billing/subscriptions', (c) => {
		const planIds = c.req.query('plan_ids')?.split(',');
		const statuses = c.req.query('statuses')?.split(',');
		const subscriptions = Object.values(state().subscriptions)
			.filter((record) => !planIds || planIds.includes(record.planId))
			.filter((record) => !statuses || statuses.includes(record.status))
			.map((record) => subscriptionJson(ctx, record));
		return c.json({ subscriptions, total_items: subscriptions.length, total_pages: 1, links: [] });
	});

	app.get('/v1/billing/subscriptions/:id', (c) => {
		const record = find(c);
		return record ? c.json(subscriptionJson(ctx, record)) : missing(c);
	});

	app.post('/v1/billing/subscriptions/:id/revise', async (c) => {
		const record = find(c);
		if (!record) return missing(c);
		const body = await jsonBody(c);
		const planId = typeof body?.plan_id === 'string' ? body.plan_id : record.planId;
		const plan = state().plans[planId];
		if (!plan) return unprocessable(c, 'RESOURCE_NOT_FOUND', `Plan ${planId} does not exist.`);
		const currency = planCurrency(plan);
		if (currency && !isPayPalCurrency(currency)) return currencyNotSupported(c);
		if (record.status !== 'ACTIVE' && record.status !== 'SUSPENDED') {
			return unprocessable(
				c,
				'SUBSCRIPTION_STATUS_INVALID',
				'Invalid subscription status for revise action; subscription status should be active or suspended.',
			);
		}
		// Like PayPal, a change of plan waits for the buyer's consent on the approval page.
		const token = newId('BA', 17);
		state().approvals[token] = {
			token,
			kind: 'revision',
			resourceId: record.id,
			planId,
			...urls(body ?? {}),
			state: 'pending',
		};
		ctx.store.save();
		return c.json({
			plan_id: planId,
			quantity: record.quantity,
			plan_overridden: false,
			links: [{ href: approvalUrl(ctx, token), rel: 'approve', method: 'GET' }],
		});
	});

	for (const [action, rule] of Object.entries(ACTIONS)) {
		app.post(`/v1/billing/subscriptions/:id/${action}`, async (c) => {
			const record = find(c);
			if (!record) return missing(c);
			const body = await jsonBody(c);
			const reason = typeof body?.reason === 'string' ? body.reason : undefined;
			if (action !== 'activate' && !reason) {
				return invalidRequest(c, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter (reason) is missing.');
			}
			if (!(rule.from as readonly string[]).includes(record.status)) {
				return unprocessable(
					c,
					'SUBSCRIPTION_STATUS_INVALID',
					`Invalid subscription status for ${action} action; subscription status should be ${rule.from.join(' or ').toLowerCase()}.`,
				);
			}
			setStatus(record, rule.to, ctx.now(), reason);
			ctx.emit(rule.event, 'subscription', subscriptionJson(ctx, record), `Subscription ${rule.to.toLowerCase()}`);
			ctx.store.save();
			return c.body(null, 204);
		});
	}
	return app;
}
