import { subscriptionAudit, users } from '@edge/db';
import { PaymentGatewayError } from '@edge/payments';
import { eq } from 'drizzle-orm';
import { ACCOUNT_DELETED_ACTION } from '../account/account-subscriptions';
import type { ApiDeps } from '../context';
import { normalizeSubscriptionStatus } from '../subscription/subscription-validity';
import { callPaypal } from './paypal-deps';
import { planIdOfPaypalPlan } from './subscription-store';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'paypal' | 'logError'>;

/**
 * A subscription event for a subscription we hold no row of. PayPal does not cancel a subscription
 * still waiting for approval, so an account deleted meanwhile leaves one behind; should the buyer
 * approve it afterwards, PayPal would bill an account that no longer exists. When PayPal says it
 * bills (ACTIVE or SUSPENDED) and its custom_id (our user id, set at subscribe) names no user of
 * ours, it is cancelled at PayPal (request id orphaned-<id>) and recorded in the audit.
 * A subscription whose user still exists is never touched: its row may simply not be written yet
 * (subscribe calls PayPal first). Returns whether it cancelled; a failed call throws, and the
 * webhook answers an error so PayPal delivers the event again.
 */
export async function cancelIfOrphaned(deps: Deps, subscriptionId: unknown): Promise<boolean> {
	if (typeof subscriptionId !== 'string' || subscriptionId.length === 0) return false;
	// Not ours at all (PayPal does not know it, or another app's): nothing to do.
	const remote = await callPaypal(deps, (gateway) =>
		gateway.getSubscription(subscriptionId).catch((error: unknown) => {
			if (error instanceof PaymentGatewayError && error.status === 404) return null;
			throw error;
		}),
	);
	if (!remote) return false;
	const status = normalizeSubscriptionStatus(remote.status);
	if (status !== 'ACTIVE' && status !== 'SUSPENDED') return false;
	if (!remote.customId) return false;
	if (deps.db.select({ id: users.id }).from(users).where(eq(users.id, remote.customId)).get()) return false;
	await callPaypal(deps, (gateway) =>
		gateway.cancelSubscription({
			// Not the deletion's own request id: PayPal would replay that call's answer (the refusal
			// to cancel a subscription still waiting for approval).
			requestId: `orphaned-${subscriptionId}`,
			id: subscriptionId,
			reason: 'The account was deleted',
		}),
	);
	deps.db
		.insert(subscriptionAudit)
		.values({
			subscriptionId,
			cause: 'webhook',
			action: ACCOUNT_DELETED_ACTION,
			fromStatus: status,
			toStatus: 'CANCELED',
			nextBillingAt: remote.nextBillingTime ? new Date(remote.nextBillingTime) : null,
			planId: (remote.planId && planIdOfPaypalPlan(deps.db, remote.planId)) || remote.planId || 'unknown',
			createdAt: deps.clock.now(),
		})
		.run();
	return true;
}
