import { subscriptions } from '@edge/db';
import { inArray } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { isSubscriptionValid } from '../subscription/subscription-validity';
import { refreshFromPaypal } from './payments.service';

const PENDING_CHECKED_MS = 7 * 24 * 60 * 60 * 1000;

export interface ReconcileSummary {
	checked: number;
	changed: number;
	failed: number;
}

/**
 * Re-reads from PayPal every subscription whose state may be stale (a lost or late webhook):
 * waiting for approval, active, suspended, or cancelled but still running. Hourly in the server and
 * `npm run cli -- paypal:reconcile`. A failure on one subscription is logged and the rest go on.
 */
export async function reconcileSubscriptions(
	deps: Pick<ApiDeps, 'db' | 'clock' | 'appUrl' | 'paypal' | 'logError' | 'mailer'>,
): Promise<ReconcileSummary> {
	const now = deps.clock.now();
	const rows = deps.db
		.select()
		.from(subscriptions)
		.where(inArray(subscriptions.status, ['APPROVAL_PENDING', 'ACTIVE', 'SUSPENDED', 'CANCELED']))
		.all()
		.filter((row) => row.status !== 'CANCELED' || isSubscriptionValid(row.status, row.nextBillingAt, now))
		// PayPal's approval links expire within hours: a week-old unapproved subscription never activates.
		.filter((row) => row.status !== 'APPROVAL_PENDING' || now.getTime() - row.createdAt.getTime() < PENDING_CHECKED_MS);
	const summary: ReconcileSummary = { checked: 0, changed: 0, failed: 0 };
	for (const row of rows) {
		summary.checked++;
		try {
			const updated = await refreshFromPaypal(deps, row, 'reconcile', 'reconcile');
			if (updated.status !== row.status || updated.nextBillingAt?.getTime() !== row.nextBillingAt?.getTime())
				summary.changed++;
		} catch (error) {
			summary.failed++;
			deps.logError(error, { via: 'reconcile', subscriptionId: row.id });
		}
	}
	return summary;
}
