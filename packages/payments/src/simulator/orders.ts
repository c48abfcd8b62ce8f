import { type Context, Hono } from 'hono';
import { isPayPalCurrency } from '../gateway/types';
import type { SimulatorContext } from './context';
import { newId } from './ids';
import { currencyNotSupported, invalidRequest, jsonBody, notFound, unprocessable } from './paypal-error';
import type { Money, OrderRecord } from './state';
import { approvalUrl } from './subscription-json';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const PAYEE = { email_address: 'merchant@simulator.invalid', merchant_id: 'SIMULATORMERCHANT' };

/** An order in PayPal's /v2/checkout/orders shape. */
export function orderJson(ctx: SimulatorContext, order: OrderRecord) {
	const base = `${ctx.baseUrl()}/v2/checkout/orders/${order.id}`;
	const links = [{ href: base, rel: 'self', method: 'GET' }];
	if (order.status === 'CREATED')
		links.push({ href: approvalUrl(ctx, order.id), rel: order.approveRel, method: 'GET' });
	if (order.status !== 'COMPLETED') links.push({ href: `${base}/capture`, rel: 'capture', method: 'POST' });
	return {
		id: order.id,
		intent: order.intent,
		status: order.status,
		payer: order.payerId
			? {
					name: { given_name: 'Simulated', surname: 'Buyer' },
					email_address: 'buyer@simulator.invalid',
					payer_id: order.payerId,
				}
			: undefined,
		purchase_units: order.purchaseUnits.map((unit) => {
			const captures = order.captures.filter((capture) => capture.referenceId === unit.reference_id);
			return {
				...unit,
				payee: PAYEE,
				payments: captures.length ? { captures: captures.map((capture) => captureJson(order, capture)) } : undefined,
			};
		}),
		create_time: order.createTime,
		update_time: order.updateTime,
		links,
	};
}

function captureJson(order: OrderRecord, capture: OrderRecord['captures'][number]) {
	return {
		id: capture.id,
		status: 'COMPLETED',
		amount: capture.amount,
		final_capture: true,
		seller_protection: { status: 'ELIGIBLE' },
		supplementary_data: { related_ids: { order_id: order.id } },
		create_time: capture.time,
		update_time: capture.time,
		links: [],
	};
}

function validUnits(units: unknown): units is { reference_id?: string; amount: Money }[] {
	return (
		Array.isArray(units) &&
		units.length > 0 &&
		units.every(
			(unit: { amount?: Partial<Money> }) =>
				typeof unit.amount?.currency_code === 'string' && AMOUNT.test(String(unit.amount.value ?? '')),
		)
	);
}

/** Whether a purchase unit asks for a currency PayPal does not support. */
const unsupportedCurrency = (units: { amount?: unknown }[]) =>
	units.some((unit) => !isPayPalCurrency(String((unit.amount as Partial<Money> | undefined)?.currency_code)));

function returnUrls(body: Record<string, unknown>) {
	const paypal = (body.payment_source as { paypal?: { experience_context?: Record<string, string> } })?.paypal;
	const context = (paypal?.experience_context ?? body.application_context ?? {}) as Record<string, string>;
	return { returnUrl: context.return_url, cancelUrl: context.cancel_url };
}

/** Orders v2: create, get, capture. The buyer approves on the simulator's approval page. */
export function orderRoutes(ctx: SimulatorContext) {
	const app = new Hono();
	const find = (c: Context) => ctx.store.data.orders[c.req.param('id') ?? ''];
	const missing = (c: Context) => notFound(c, 'Specified resource ID does not exist. Please check the resource ID.');

	app.post('/v2/checkout/orders', async (c) => {
		const body = await jsonBody(c);
		if (!body || (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')) {
			return invalidRequest(c, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter (intent) is missing.');
		}
		if (!validUnits(body.purchase_units)) {
			return invalidRequest(c, 'INVALID_PARAMETER_VALUE', 'The value of a field (purchase_units) is invalid.');
		}
		if (unsupportedCurrency(body.purchase_units)) return currencyNotSupported(c);
		const time = ctx.now().toISOString();
		const order: OrderRecord = {
			id: newId('', 17),
			intent: body.intent,
			status: 'CREATED',
			purchaseUnits: body.purchase_units.map((unit) => ({ ...unit, reference_id: unit.reference_id ?? 'default' })),
			createTime: time,
			updateTime: time,
			approveRel: body.payment_source ? 'payer-action' : 'approve',
			captures: [],
		};
		ctx.store.data.orders[order.id] = order;
		ctx.store.data.approvals[order.id] = {
			token: order.id,
			kind: 'order',
			resourceId: order.id,
			...returnUrls(body),
			state: 'pending',
		};
		ctx.store.save();
		return c.json(orderJson(ctx, order), 201);
	});

	app.get('/v2/checkout/orders/:id', (c) => {
		const order = find(c);
		return order ? c.json(orderJson(ctx, order)) : missing(c);
	});

	app.post('/v2/checkout/orders/:id/capture', (c) => {
		const order = find(c);
		if (!order) return missing(c);
		if (order.status === 'COMPLETED') {
			return unprocessable(c, 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
		}
		// Only an order from a state file written before such orders were refused: nothing is captured.
		if (unsupportedCurrency(order.purchaseUnits)) return currencyNotSupported(c);
		if (order.status !== 'APPROVED') {
			return unprocessable(c, 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
		}
		const time = ctx.now().toISOString();
		for (const unit of order.purchaseUnits) {
			const capture = {
				id: newId('', 17),
				amount: unit.amount as Money,
				time,
				referenceId: String(unit.reference_id),
			};
			order.captures.push(capture);
			ctx.emit(
				'PAYMENT.CAPTURE.COMPLETED',
				'capture',
				captureJson(order, capture),
				`Payment completed for ${capture.amount.currency_code} ${capture.amount.value}`,
			);
		}
		order.status = 'COMPLETED';
		order.updateTime = time;
		ctx.store.save();
		return c.json(orderJson(ctx, order), 201);
	});
	return app;
}
