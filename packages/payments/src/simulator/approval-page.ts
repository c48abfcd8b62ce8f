import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { isPayPalCurrency } from '../gateway/types';
import { languageOfLocale, revisionSummary, subscriptionSummary } from './approval-summary';
import { planCurrency } from './billing-cycles';
import type { SimulatorContext } from './context';
import { orderJson } from './orders';
import type { Approval } from './state';
import { activateApproved } from './subscription-billing';
import { subscriptionJson } from './subscription-json';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string, lang: 'es' | 'en' = 'es') {
	return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayPal simulator · ${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
.banner{background:#fde68a;border:2px dashed #92400e;padding:.75rem;font-weight:bold}
form{display:inline-block;margin:1rem 1rem 0 0}button{font-size:1rem;padding:.6rem 1.2rem}</style></head>
<body><p class="banner">PayPal simulator: no real money moves. / Simulador de PayPal: no se mueve dinero real.</p>
${body}</body></html>`;
}

function describe(ctx: SimulatorContext, approval: Approval): string {
	const state = ctx.store.data;
	if (approval.kind === 'order') {
		const unit = state.orders[approval.resourceId]?.purchaseUnits[0] as {
			amount?: { value: string; currency_code: string };
		};
		return `Order / Orden ${approval.resourceId}: ${unit?.amount?.currency_code ?? ''} ${unit?.amount?.value ?? ''}`;
	}
	const subscription = state.subscriptions[approval.resourceId];
	const plan = state.plans[approval.planId ?? subscription?.planId ?? ''];
	if (!subscription) return String(plan?.name ?? approval.planId);
	const lang = languageOfLocale(subscription.locale);
	const moment = { now: ctx.now(), changes: plan ? state.priceChanges[plan.id] : undefined };
	return approval.kind === 'revision'
		? revisionSummary(plan, subscription, lang, moment)
		: subscriptionSummary(plan, subscription, lang, moment);
}

/** The currency the buyer would pay in: the order's, or the plan's (for a change of plan, the new one). */
function currencyOf(ctx: SimulatorContext, approval: Approval): string | undefined {
	const state = ctx.store.data;
	if (approval.kind === 'order') {
		const unit = state.orders[approval.resourceId]?.purchaseUnits[0] as { amount?: { currency_code?: string } };
		return unit?.amount?.currency_code;
	}
	const plan = state.plans[approval.planId ?? state.subscriptions[approval.resourceId]?.planId ?? ''];
	return plan && planCurrency(plan);
}

/**
 * Why PayPal would not let the buyer approve this, if it would not: a currency PayPal does not
 * support (only possible with a state file written before the simulator refused them), or, from the
 * JS SDK stand-in's buttons, a script loaded for another currency (`currency` in its URL; PayPal's
 * script fails the same way with its own message).
 */
function approvalRefusal(ctx: SimulatorContext, approval: Approval, scriptCurrency: string | undefined) {
	const currency = currencyOf(ctx, approval);
	if (currency && !isPayPalCurrency(currency)) {
		return `Currency code is not currently supported: ${currency}. / La moneda ${currency} no está soportada.`;
	}
	if (scriptCurrency && currency && scriptCurrency !== currency) {
		const api = approval.kind === 'order' ? 'order' : 'subscription';
		return `Expected currency from ${api} api call to be ${scriptCurrency}, got ${currency}. Please ensure you are passing currency=${currency} to the sdk.`;
	}
	return undefined;
}

function pageLanguage(ctx: SimulatorContext, approval: Approval): 'es' | 'en' {
	if (approval.kind === 'order') return 'es';
	return languageOfLocale(ctx.store.data.subscriptions[approval.resourceId]?.locale);
}

function withQuery(url: string, params: Record<string, string>): string {
	const target = new URL(url);
	for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
	return target.toString();
}

function approve(ctx: SimulatorContext, approval: Approval): Record<string, string> {
	const state = ctx.store.data;
	if (approval.kind === 'order') {
		const order = state.orders[approval.resourceId];
		const payerId = randomBytes(6).toString('hex').toUpperCase();
		if (order && order.status === 'CREATED') {
			order.status = 'APPROVED';
			order.payerId = payerId;
			order.updateTime = ctx.now().toISOString();
			ctx.emit(
				'CHECKOUT.ORDER.APPROVED',
				'checkout-order',
				orderJson(ctx, order),
				'An order has been approved by buyer',
			);
		}
		return { token: approval.token, PayerID: order?.payerId ?? payerId };
	}
	const subscription = state.subscriptions[approval.resourceId];
	if (subscription && approval.kind === 'subscription' && subscription.status === 'APPROVAL_PENDING') {
		activateApproved(ctx, subscription);
	}
	if (subscription && approval.kind === 'revision' && approval.planId) {
		subscription.planId = approval.planId;
		subscription.updateTime = ctx.now().toISOString();
		ctx.emit(
			'BILLING.SUBSCRIPTION.UPDATED',
			'subscription',
			subscriptionJson(ctx, subscription),
			'Subscription updated',
		);
	}
	return { subscription_id: approval.resourceId, ba_token: approval.token, token: approval.token };
}

/** The origin of the page whose JS SDK stand-in opened this popup (`opener` in the query), if valid. */
function openerOrigin(c: Context): string | null {
	const value = c.req.query('opener');
	if (!value) return null;
	try {
		const url = new URL(value);
		return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
	} catch {
		return null;
	}
}

/** `currency` in the query: the currency the JS SDK stand-in was loaded for (js-sdk.ts), if any. */
function scriptCurrency(c: Context): string | undefined {
	return c.req.query('currency') || undefined;
}

/**
 * What the approve and cancel forms carry on to their POST: the opener and the script's currency.
 * Escaped for the attribute it goes in (a bare `&curren…` could read as an entity).
 */
function decisionQuery(c: Context): string {
	const params = new URLSearchParams();
	const opener = openerOrigin(c);
	if (opener) params.set('opener', opener);
	const currency = scriptCurrency(c);
	if (currency) params.set('currency', currency);
	const query = params.toString().replaceAll('&', '&amp;');
	return query ? `?${query}` : '';
}

/** In a popup: the decision (or why there is none) goes back to the opener's buttons, which close this window. */
function popupResult(approval: Approval, opener: string, refusal?: string): string {
	const message = refusal
		? { type: 'paypal-simulator', state: 'error', subscriptionID: approval.resourceId, message: refusal }
		: { type: 'paypal-simulator', state: approval.state, subscriptionID: approval.resourceId };
	// JSON inside a script element: escape '<' so no value can close it.
	const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
	return page(
		'Done',
		`<h1>PayPal simulator</h1><p>${escapeHtml(refusal ?? approval.state)}. You can close this window / Puede cerrar esta ventana.</p>
<script>if (window.opener) window.opener.postMessage(${json(message)}, ${json(opener)});</script>`,
	);
}

/**
 * The stand-in for PayPal's hosted approval page: GET shows what is being bought with approve and
 * cancel buttons; each posts back here and is redirected to the return or cancel URL given at
 * creation, with PayPal's query parameters. Opened by the JS SDK stand-in's buttons in a popup
 * (`opener` in the query), the decision is posted back to the opener instead (js-sdk.ts).
 */
export function approvalPageRoutes(ctx: SimulatorContext) {
	const app = new Hono();
	const find = (c: Context) => ctx.store.data.approvals[c.req.param('token') ?? ''];

	function checkoutPage(c: Context, approval: Approval | undefined) {
		if (!approval) return c.html(page('Not found', '<h1>Unknown or expired link / Enlace desconocido</h1>'), 404);
		const query = decisionQuery(c);
		const action = `/simulator/checkout/${encodeURIComponent(approval.token)}`;
		const funding =
			c.req.query('funding') === 'card'
				? '<p>Paying with: Debit or Credit Card / Tarjeta de débito o crédito</p>'
				: '<p>Paying with: PayPal</p>';
		const refusal = approval.state === 'pending' ? approvalRefusal(ctx, approval, scriptCurrency(c)) : undefined;
		const approve = refusal
			? `<p role="alert" data-testid="approval-refused">${escapeHtml(refusal)}</p>`
			: `<form method="post" action="${action}/approve${query}"><button type="submit">Approve / Aprobar</button></form>`;
		const body =
			approval.state === 'pending'
				? `${funding}${approve}
<form method="post" action="${action}/cancel${query}"><button type="submit">Cancel / Cancelar</button></form>`
				: `<p>Already ${approval.state} / Ya ${approval.state === 'approved' ? 'aprobado' : 'cancelado'}.</p>`;
		return c.html(
			page(
				'Checkout',
				`<h1>PayPal simulator</h1><p data-testid="approval-summary">${escapeHtml(describe(ctx, approval))}</p>${body}`,
				pageLanguage(ctx, approval),
			),
		);
	}

	app.get('/simulator/checkout/:token', (c) => checkoutPage(c, find(c)));

	// Where the JS SDK stand-in's buttons send the buyer: the pending approval of that subscription.
	app.get('/simulator/subscriptions/:id/checkout', (c) => {
		const id = c.req.param('id');
		const approvals = Object.values(ctx.store.data.approvals).filter(
			(approval) => approval.kind === 'subscription' && approval.resourceId === id,
		);
		return checkoutPage(c, approvals.find((approval) => approval.state === 'pending') ?? approvals.at(-1));
	});

	for (const decision of ['approve', 'cancel'] as const) {
		app.post(`/simulator/checkout/:token/${decision}`, (c) => {
			const approval = find(c);
			if (!approval) return c.html(page('Not found', '<h1>Unknown link / Enlace desconocido</h1>'), 404);
			const opener = openerOrigin(c);
			const refusal =
				decision === 'approve' && approval.state === 'pending'
					? approvalRefusal(ctx, approval, scriptCurrency(c))
					: undefined;
			if (refusal) {
				// Nothing approved, nothing charged: the approval stays pending, as at PayPal.
				if (opener) return c.html(popupResult(approval, opener, refusal));
				return c.html(page('Refused', `<h1>PayPal simulator</h1><p role="alert">${escapeHtml(refusal)}</p>`), 422);
			}
			let params: Record<string, string> = { token: approval.token };
			if (approval.state === 'pending') {
				approval.state = decision === 'approve' ? 'approved' : 'cancelled';
				if (decision === 'approve') params = approve(ctx, approval);
				else if (approval.kind !== 'order') params.subscription_id = approval.resourceId;
				ctx.store.save();
			}
			if (opener) return c.html(popupResult(approval, opener));
			const target = approval.state === 'approved' ? approval.returnUrl : approval.cancelUrl;
			if (target) return c.redirect(withQuery(target, params), 303);
			return c.html(page('Done', `<h1>PayPal simulator</h1><p>${escapeHtml(approval.state)}</p>`));
		});
	}
	return app;
}
