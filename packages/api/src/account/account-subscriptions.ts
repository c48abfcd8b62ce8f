import { type SubscriptionRow, subscriptions } from '@edge/db';
import { type PaymentGateway, PaymentGatewayError } from '@edge/payments';
import { and, eq, notInArray } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { writeSubscriptionChange } from '../payments/subscription-store';
import { AppError } from '../shared/app-error';
import { normalizeSubscriptionStatus } from '../subscription/subscription-validity';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'paypal' | 'logError'>;

/** The audit action of a cancellation made because the account is being deleted. */
export const ACCOUNT_DELETED_ACTION = 'cancelAccountDeleted';
/** The same, for a subscription PayPal does not know (nothing there to bill). */
export const ACCOUNT_DELETED_NOT_AT_PAYPAL_ACTION = 'cancelAccountDeletedNotAtPaypal';
/** A subscription still waiting for the buyer's approval, which PayPal does not cancel: it bills nothing. */
export const ACCOUNT_DELETED_UNAPPROVED_ACTION = 'accountDeletedUnapproved';

/** PayPal-Request-Id of the cancellation: one per subscription, so every retry of a deletion is the same call. */
export const accountDeletedRequestId = (subscriptionId: string) => `account-deleted-${subscriptionId}`;

const PAYPAL_REASON = 'Account deleted by its owner';

/** Our statuses PayPal can no longer bill: nothing to cancel there. */
const ENDED_STATUSES = ['CANCELED', 'EXPIRED'];

/** What PayPal says of a subscription, plus NOT_AT_PAYPAL when it does not know it. */
type PaypalState = 'ACTIVE' | 'SUSPENDED' | 'APPROVAL_PENDING' | 'APPROVED' | 'CANCELED' | 'EXPIRED' | 'NOT_AT_PAYPAL';

const refusedDeletion = () => new AppError('SERVICE_UNAVAILABLE', 'account.deleteAccount.paypalUnavailable');

/**
 * Before an account goes, every subscription of the user that PayPal may still bill is cancelled at
 * PayPal, each recorded in subscription_audit (cause 'user'), one after the other. Any doubt refuses
 * the deletion (503, account.deleteAccount.paypalUnavailable) and nothing of the account is deleted:
 * PayPal unreachable, slow or misconfigured, or refusing to cancel a subscription it still bills.
 * What was cancelled before the failure stays cancelled and recorded, so a retry finishes the rest;
 * the PayPal-Request-Id is derived from the subscription id, so a retried cancel is the same call.
 */
export async function cancelSubscriptionsBeforeDeletion(deps: Deps, userId: string): Promise<void> {
	const rows = deps.db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, ENDED_STATUSES)))
		.all();
	if (rows.length === 0) return;
	const gateway = deps.paypal?.gateway;
	if (!gateway) throw refusedDeletion();
	for (const row of rows) await stopBilling(deps, gateway, row);
}

async function stopBilling(deps: Deps, gateway: PaymentGateway, row: SubscriptionRow): Promise<void> {
	// Our ACTIVE or SUSPENDED copy is cancelled straight away (one call). Any other state (waiting for
	// approval, or a status we do not know) may have moved at PayPal without our knowing: read it first.
	const known =
		row.status === 'ACTIVE' || row.status === 'SUSPENDED' ? row.status : await paypalState(deps, gateway, row);
	const final =
		known === 'CANCELED' || known === 'EXPIRED' || known === 'NOT_AT_PAYPAL'
			? known
			: await cancelAtPaypal(deps, gateway, row);
	if (final === 'ACTIVE' || final === 'SUSPENDED') {
		// PayPal refused to cancel a subscription it still bills: the account must not go while it does.
		deps.logError(new Error('PayPal refused to cancel before an account deletion'), {
			via: 'deleteAccount',
			subscriptionId: row.id,
			status: final,
		});
		throw refusedDeletion();
	}
	const now = deps.clock.now();
	if (final === 'APPROVAL_PENDING' || final === 'APPROVED') {
		// Unapproved, it bills nothing; should the buyer still approve it later, the webhook finds no
		// account behind it and cancels it (payments/orphaned-subscription.ts).
		writeSubscriptionChange(
			deps.db,
			row,
			{ status: row.status, nextBillingAt: row.nextBillingAt },
			'user',
			ACCOUNT_DELETED_UNAPPROVED_ACTION,
			now,
		);
		return;
	}
	writeSubscriptionChange(
		deps.db,
		row,
		final === 'EXPIRED'
			? { status: 'EXPIRED', nextBillingAt: null }
			: { status: 'CANCELED', nextBillingAt: row.nextBillingAt },
		'user',
		final === 'NOT_AT_PAYPAL' ? ACCOUNT_DELETED_NOT_AT_PAYPAL_ACTION : ACCOUNT_DELETED_ACTION,
		now,
	);
}

/** Cancels at PayPal; when PayPal refuses (our copy was stale), what PayPal says it is now. */
async function cancelAtPaypal(deps: Deps, gateway: PaymentGateway, row: SubscriptionRow): Promise<PaypalState> {
	try {
		await gateway.cancelSubscription({ requestId: accountDeletedRequestId(row.id), id: row.id, reason: PAYPAL_REASON });
		return 'CANCELED';
	} catch (error) {
		if (isRefusal(error)) return paypalState(deps, gateway, row);
		if (isUnknownAtPaypal(error)) return 'NOT_AT_PAYPAL';
		throw unreachable(deps, error, row);
	}
}

async function paypalState(deps: Deps, gateway: PaymentGateway, row: SubscriptionRow): Promise<PaypalState> {
	try {
		const status = normalizeSubscriptionStatus((await gateway.getSubscription(row.id)).status);
		return status as PaypalState;
	} catch (error) {
		if (isUnknownAtPaypal(error)) return 'NOT_AT_PAYPAL';
		throw unreachable(deps, error, row);
	}
}

const isRefusal = (error: unknown) => error instanceof PaymentGatewayError && error.kind === 'refused';

/** PayPal's 404: a subscription it never had (seeded rows, another PayPal account) bills nothing there. */
const isUnknownAtPaypal = (error: unknown) =>
	error instanceof PaymentGatewayError && error.kind === 'invalid' && error.status === 404;

/** Down, slow, or refusing our credentials: we cannot know that billing stopped, so nothing is deleted. */
function unreachable(deps: Deps, error: unknown, row: SubscriptionRow): unknown {
	if (!(error instanceof PaymentGatewayError)) return error;
	deps.logError(error, { via: 'deleteAccount', subscriptionId: row.id, kind: error.kind, status: error.status });
	return refusedDeletion();
}
