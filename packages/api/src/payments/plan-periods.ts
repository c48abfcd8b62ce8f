import type { BillingPeriod } from '@edge/db';
import type { PlanInterval } from '@edge/payments';
import type { PlanPeriod } from './payments.types';

export const PERIOD_OF: Record<BillingPeriod, PlanPeriod> = {
	none: 'none',
	monthly: 'month',
	four_months: 'fourMonths',
	yearly: 'year',
};

/** Months in one period, for the per-month reading; null when there is none to show. */
export const MONTHS_OF: Record<BillingPeriod, number | null> = {
	none: null,
	monthly: null,
	four_months: 4,
	yearly: 12,
};

/** The PayPal billing cycle of a paid period. */
export const INTERVAL_OF: Record<Exclude<BillingPeriod, 'none'>, PlanInterval> = {
	monthly: { unit: 'MONTH', count: 1 },
	four_months: { unit: 'MONTH', count: 4 },
	yearly: { unit: 'YEAR', count: 1 },
};
