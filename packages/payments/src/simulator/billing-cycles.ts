import type { BillingCycle, Money, PlanJson, SubscriptionRecord } from './state';

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

export function priceOf(cycle: BillingCycle, subscription: SubscriptionRecord): Money {
	return (
		subscription.overridePrices[String(cycle.sequence)] ??
		cycle.pricing_scheme?.fixed_price ?? { currency_code: 'USD', value: '0.00' }
	);
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
				current_pricing_scheme_version: 1,
				total_cycles: total,
			};
		});
}
