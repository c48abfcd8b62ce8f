import type { BillingCycle, Money, PlanJson, PriceChange, SubscriptionRecord } from './state';

/** The cycle that the subscription's nth payment (0-based) falls in; undefined once all have run. */
export function cycleForPayment(plan: PlanJson, paymentIndex: number): BillingCycle | undefined {
	let remaining = paymentIndex;
	for (const cycle of [...plan.billing_cycles].sort((a, b) => a.sequence - b.sequence)) {
		const total = cycle.total_cycles ?? (cycle.tenure_type === 'TRIAL' ? 1 : 0);
		if (total === 0 || remaining < total) return cycle;
		remaining -= total;
	}
	return undefined;
}

/** The plan's currency: PayPal keeps one per plan (its pricing updates must keep it). */
export function planCurrency(plan: PlanJson): string | undefined {
	return plan.billing_cycles.find((cycle) => cycle.pricing_scheme?.fixed_price)?.pricing_scheme?.fixed_price
		?.currency_code;
}

/** PayPal's notice before a plan's new price reaches existing subscribers. */
export const PRICE_CHANGE_NOTICE_MS = 10 * 24 * 60 * 60 * 1000;

/**
 * What the cycle costs this subscription for a payment at `at`: the subscription's own override,
 * else the plan's price, except that a change made less than 10 days before the payment (and after
 * the subscription was created) does not apply yet, as PayPal documents for update-pricing-schemes
 * ("for existing subscriptions, payments within 10 days of price change are not affected").
 */
export function priceAt(
	plan: PlanJson,
	cycle: BillingCycle,
	subscription: SubscriptionRecord,
	at: Date,
	changes: PriceChange[] = [],
): Money {
	const override = subscription.overridePrices[String(cycle.sequence)];
	if (override) return override;
	let price = cycle.pricing_scheme?.fixed_price ?? { currency_code: planCurrency(plan) ?? 'USD', value: '0.00' };
	const subscribedAt = Date.parse(subscription.createTime);
	// Newest first: each change not yet in force gives back the price it replaced.
	for (const change of [...changes].reverse()) {
		if (change.sequence !== cycle.sequence) continue;
		const changedAt = Date.parse(change.time);
		if (changedAt <= subscribedAt || changedAt + PRICE_CHANGE_NOTICE_MS <= at.getTime()) break;
		price = change.previous;
	}
	return price;
}

export function addPeriod(from: Date, cycle: BillingCycle): Date {
	const next = new Date(from);
	const count = cycle.frequency.interval_count ?? 1;
	switch (cycle.frequency.interval_unit) {
		case 'DAY':
			next.setUTCDate(next.getUTCDate() + count);
			break;
		case 'WEEK':
			next.setUTCDate(next.getUTCDate() + 7 * count);
			break;
		case 'MONTH':
			next.setUTCMonth(next.getUTCMonth() + count);
			break;
		case 'YEAR':
			next.setUTCFullYear(next.getUTCFullYear() + count);
			break;
	}
	return next;
}

/** billing_info.cycle_executions as PayPal reports it. */
export function cycleExecutions(plan: PlanJson, paymentsMade: number) {
	let left = paymentsMade;
	return [...plan.billing_cycles]
		.sort((a, b) => a.sequence - b.sequence)
		.map((cycle) => {
			const total = cycle.total_cycles ?? (cycle.tenure_type === 'TRIAL' ? 1 : 0);
			const completed = total === 0 ? left : Math.min(left, total);
			left -= completed;
			return {
				tenure_type: cycle.tenure_type,
				sequence: cycle.sequence,
				cycles_completed: completed,
				cycles_remaining: total === 0 ? 0 : total - completed,
				current_pricing_scheme_version: cycle.pricing_scheme?.version ?? 1,
				total_cycles: total,
			};
		});
}
