import { subscriptions } from '@edge/db';
import { desc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { refreshFromPaypal } from '../../payments/payments.service';
import type { MySubscription } from '../../payments/payments.types';
import { plansById, toSubscriptionView } from '../../payments/subscription-view';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'paypal' | 'logError' | 'appUrl' | 'mailer'>;

/** Staff read at most this many of a user's subscriptions from PayPal, newest first; older ones show the stored state. */
const CHECKED_AT_PAYPAL = 10;

export interface StaffSubscriptionView extends MySubscription {
	/** True when the state was read from PayPal just now; false: PayPal could not be asked, this is our copy. */
	checkedAtPaypal: boolean;
}

/**
 * The user's subscriptions as PayPal has them: each is read again through the same path the
 * return page and reconcile use (refreshFromPaypal stores what PayPal says, with its audit row), so
 * staff never decide on a stale row. When PayPal is down, slow or does not know a subscription,
 * the stored state is shown and flagged as not checked.
 */
export async function userSubscriptions(deps: Deps, userId: string): Promise<StaffSubscriptionView[]> {
	const rows = deps.db
		.select()
		.from(subscriptions)
		.where(eq(subscriptions.userId, userId))
		.orderBy(desc(subscriptions.createdAt))
		.all();
	const checked = await Promise.all(
		rows.map(async (row, index) => {
			if (index >= CHECKED_AT_PAYPAL || !deps.paypal) return { row, checkedAtPaypal: false };
			try {
				return { row: await refreshFromPaypal(deps, row, 'reconcile', 'staffView'), checkedAtPaypal: true };
			} catch {
				// callPaypal already logged the gateway's failure; the page says it could not be checked.
				return { row, checkedAtPaypal: false };
			}
		}),
	);
	const now = deps.clock.now();
	const planRows = plansById(deps.db);
	return checked.map(({ row, checkedAtPaypal }) => ({
		...toSubscriptionView(deps.db, row, now, planRows),
		checkedAtPaypal,
	}));
}
