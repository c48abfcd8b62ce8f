import { Hono } from 'hono';
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
import type { BillingCycle, Money, PlanJson } from './state';

const UNITS = ['DAY', 'WEEK', 'MONTH', 'YEAR'];
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

function validMoney(value: unknown): value is Money {
	const money = value as Partial<Money> | undefined;
	return typeof money?.currency_code === 'string' && AMOUNT.test(String(money.value ?? ''));
}

function validCycles(value: unknown): value is BillingCycle[] {
	return (
		Array.isArray(value) &&
		value.length > 0 &&
		value.every(
			(cycle: Partial<BillingCycle>) =>
				(cycle.tenure_type === 'REGULAR' || cycle.tenure_type === 'TRIAL') &&
				typeof cycle.sequence === 'number' &&
				UNITS.includes(cycle.frequency?.interval_unit ?? '') &&
				(cycle.pricing_scheme?.fixed_price === undefined || validMoney(cycle.pricing_scheme.fixed_price)),
		)
	);
}

/** Every amount a new plan names: its cycles' prices and the setup fee. */
function moneyOf(cycles: BillingCycle[], preferences: unknown): Money[] {
	const amounts = cycles.flatMap((cycle) =>
		cycle.pricing_scheme?.fixed_price ? [cycle.pricing_scheme.fixed_price] : [],
	);
	const setupFee = (preferences as { setup_fee?: unknown } | undefined)?.setup_fee;
	if (validMoney(setupFee)) amounts.push(setupFee);
	return amounts;
}

interface PricingUpdate {
	billing_cycle_sequence: number;
	pricing_scheme: { fixed_price: Money };
}

function validPricingUpdates(value: unknown): value is PricingUpdate[] {
	return (
		Array.isArray(value) &&
		value.length > 0 &&
		value.every(
			(update: Partial<PricingUpdate>) =>
				Number.isInteger(update.billing_cycle_sequence) && validMoney(update.pricing_scheme?.fixed_price),
		)
	);
}

/**
 * Billing Plans API: create, list, get, and update-pricing-schemes. A plan has one currency, one
 * PayPal supports: otherwise 422 CURRENCY_NOT_SUPPORTED (or CURRENCY_MISMATCH), and nothing stored.
 */
export function planRoutes(ctx: SimulatorContext) {
	const app = new Hono();
	const plans = () => ctx.store.data.plans;

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
		const amounts = moneyOf(body.billing_cycles, body.payment_preferences);
		if (amounts.some((money) => !isPayPalCurrency(money.currency_code))) return currencyNotSupported(c);
		// PayPal's plans have one currency (their pricing updates must keep it); the simulator's
		// prices, renewals and approval page rely on that too.
		if (new Set(amounts.map((money) => money.currency_code)).size > 1) return currencyMismatch(c);

		const id = newId('P', 24);
		const time = ctx.now().toISOString();
		const plan: PlanJson = {
			id,
			product_id: body.product_id,
			name: body.name,
			status: typeof body.status === 'string' ? body.status : 'ACTIVE',
			description: body.description,
			usage_type: 'LICENSED',
			billing_cycles: body.billing_cycles.map((cycle) => ({
				...cycle,
				pricing_scheme: cycle.pricing_scheme && {
					...cycle.pricing_scheme,
					version: 1,
					create_time: time,
					update_time: time,
				},
			})),
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
		plans()[id] = plan;
		ctx.store.save();
		return c.json(plan, 201);
	});

	// What PayPal lists (a summary per plan); also how a test sees that a refused plan was not stored.
	app.get('/v1/billing/plans', (c) => {
		const productId = c.req.query('product_id');
		const list = Object.values(plans())
			.filter((plan) => !productId || plan.product_id === productId)
			.map(({ id, product_id, name, status, description, usage_type, create_time, links }) => ({
				id,
				product_id,
				name,
				status,
				description,
				usage_type,
				create_time,
				links: Array.isArray(links) ? links.slice(0, 1) : [],
			}));
		return c.json({ plans: list, total_items: list.length, total_pages: 1, links: [] });
	});

	app.get('/v1/billing/plans/:id', (c) => {
		const plan = plans()[c.req.param('id')];
		return plan ? c.json(plan) : notFound(c, 'The specified resource ID does not exist.');
	});

	/**
	 * New prices for some of a plan's cycles, in the plan's currency; all or nothing. The plan
	 * changes at once (new subscribers pay the new price); existing subscriptions are charged it from
	 * their next billing date, except within 10 days of the change (priceAt in billing-cycles.ts).
	 */
	app.post('/v1/billing/plans/:id/update-pricing-schemes', async (c) => {
		const plan = plans()[c.req.param('id')];
		if (!plan) return notFound(c, 'The specified resource ID does not exist.');
		const body = await jsonBody(c);
		if (!body || !validPricingUpdates(body.pricing_schemes)) {
			return invalidRequest(c, 'INVALID_PARAMETER_VALUE', 'The value of a field (pricing_schemes) is invalid.');
		}
		const updates = body.pricing_schemes;
		const currency = planCurrency(plan);
		for (const update of updates) {
			const price = update.pricing_scheme.fixed_price;
			if (!isPayPalCurrency(price.currency_code)) return currencyNotSupported(c);
			if (!plan.billing_cycles.some((cycle) => cycle.sequence === update.billing_cycle_sequence)) {
				return unprocessable(
					c,
					'INVALID_BILLING_CYCLE_SEQUENCE',
					'The provided billing cycle sequence is not available.',
				);
			}
			if (currency && price.currency_code !== currency) return currencyMismatch(c);
		}

		const time = ctx.now().toISOString();
		const changes = ctx.store.data.priceChanges[plan.id] ?? [];
		ctx.store.data.priceChanges[plan.id] = changes;
		for (const update of updates) {
			const cycle = plan.billing_cycles.find((each) => each.sequence === update.billing_cycle_sequence);
			if (!cycle) continue;
			const price = {
				currency_code: update.pricing_scheme.fixed_price.currency_code,
				value: update.pricing_scheme.fixed_price.value,
			};
			const previous = cycle.pricing_scheme?.fixed_price ?? { currency_code: price.currency_code, value: '0.00' };
			cycle.pricing_scheme = {
				...cycle.pricing_scheme,
				version: (cycle.pricing_scheme?.version ?? 1) + 1,
				fixed_price: price,
				create_time: cycle.pricing_scheme?.create_time ?? String(plan.create_time),
				update_time: time,
			};
			changes.push({ sequence: cycle.sequence, previous, price, time });
		}
		plan.update_time = time;
		ctx.store.save();
		return c.body(null, 204);
	});
	return app;
}
