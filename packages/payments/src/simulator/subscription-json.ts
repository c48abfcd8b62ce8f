import { cycleExecutions, planCurrency } from './billing-cycles';
import type { SimulatorContext } from './context';
import type { SubscriptionRecord } from './state';

/** A subscription in PayPal's GET /v1/billing/subscriptions/:id shape. */
export function subscriptionJson(ctx: SimulatorContext, record: SubscriptionRecord) {
	const base = `${ctx.baseUrl()}/v1/billing/subscriptions/${record.id}`;
	const plan = ctx.store.data.plans[record.planId];
	const currency = (plan && planCurrency(plan)) ?? 'USD';
	const links: { href: string; rel: string; method: string }[] = [];
	if (record.status === 'APPROVAL_PENDING') {
		links.push({ href: approvalUrl(ctx, record.approvalToken), rel: 'approve', method: 'GET' });
	}
	links.push({ href: base, rel: 'edit', method: 'PATCH' }, { href: base, rel: 'self', method: 'GET' });
	if (record.status === 'ACTIVE' || record.status === 'SUSPENDED') {
		links.push({ href: `${base}/cancel`, rel: 'cancel', method: 'POST' });
	}
	if (record.status === 'ACTIVE') links.push({ href: `${base}/suspend`, rel: 'suspend', method: 'POST' });
	if (record.status === 'SUSPENDED') links.push({ href: `${base}/activate`, rel: 'activate', method: 'POST' });

	const billingInfo =
		record.status === 'APPROVAL_PENDING' || !plan
			? undefined
			: {
					outstanding_balance: { currency_code: currency, value: '0.00' },
					cycle_executions: cycleExecutions(plan, record.paymentsMade),
					last_payment: record.lastPayment,
					next_billing_time: record.nextBillingTime,
					failed_payments_count: 0,
				};
	return {
		id: record.id,
		plan_id: record.planId,
		start_time: record.startTime,
		quantity: record.quantity,
		subscriber: record.subscriber,
		billing_info: billingInfo,
		create_time: record.createTime,
		update_time: record.updateTime,
		custom_id: record.customId,
		plan_overridden: Object.keys(record.overridePrices).length > 0,
		links,
		status: record.status,
		status_change_note: record.statusChangeNote,
		status_update_time: record.statusUpdateTime,
	};
}

export function approvalUrl(ctx: SimulatorContext, token: string): string {
	return `${ctx.baseUrl()}/simulator/checkout/${token}`;
}
