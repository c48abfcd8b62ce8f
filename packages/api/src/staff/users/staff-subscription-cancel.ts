import { randomUUID } from 'node:crypto';
import { subscriptions, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { subscriptionAction } from '../../payments/payments.service';
import { AppError } from '../../shared/app-error';
import { writeTransaction } from '../../shared/write-transaction';
import { recordStaffAction, type StaffActor } from '../staff-audit';
import type { CancelSubscriptionInput } from './staff-users.schema';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'paypal' | 'logError' | 'appUrl' | 'mailer'>;

/**
 * staff.users.cancelSubscription (admins only): the same cancel the owner's own button makes
 * (payments.service subscriptionAction: PayPal first, then our row with its subscription_audit
 * row), on the owner's behalf. PayPal down or refusing answers 503 / 409 and changes nothing here.
 * The staff audit row and the owner's notice are written once PayPal has cancelled: a PayPal call
 * cannot run inside a SQLite transaction, and an action is only recorded once it was done.
 */
export async function cancelUserSubscription(deps: Deps, actor: StaffActor, input: CancelSubscriptionInput) {
	const row = deps.db.select().from(subscriptions).where(eq(subscriptions.id, input.subscriptionId)).get();
	const owner = row && deps.db.select().from(users).where(eq(users.id, row.userId)).get();
	if (!row || !owner) throw new AppError('NOT_FOUND', 'errors.subscriptionNotFound');
	const operationId = randomUUID();
	const view = await subscriptionAction(deps, owner, { subscriptionId: row.id, operationId }, 'cancel');
	const now = deps.clock.now();
	writeTransaction(deps.db, (tx) => {
		recordStaffAction(
			tx,
			actor,
			{
				action: 'subscription.cancel',
				notice: 'subscriptionCancelled',
				targetKind: 'subscription',
				targetId: row.id,
				targetUserId: owner.id,
				reason: input.reason,
				detail: { planId: row.planId, before: row.status, after: view.status, operationId },
			},
			now,
		);
	});
	return view;
}
