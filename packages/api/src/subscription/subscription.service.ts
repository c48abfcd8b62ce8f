import { subscriptions } from '@edge/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import type { MySubscription } from '../payments/payments.types';
import { plansById, toSubscriptionView } from '../payments/subscription-view';
import { AppError } from '../shared/app-error';
import { isSubscriptionValid } from './subscription-validity';

/**
 * The spec's lookup (id, name, status, nextBillingDate, isValid) and the same reading of the
 * subscription every page shows (state, next charge, valid until, scheduled change), so /profile's
 * plan card cannot tell a different story from the subscription list.
 */
export type SubscriptionView = MySubscription & {
	id: string;
	/** The plan's name in the caller's language. */
	name: string;
};

/**
 * The caller's own subscription. Someone else's answers exactly like an unknown id, so the lookup
 * cannot be used to probe which ids exist.
 */
export function getOwnSubscription(
	deps: Pick<ApiDeps, 'db' | 'clock'>,
	userId: string,
	subscriptionId: string,
	language: 'es' | 'en',
): SubscriptionView {
	const row = deps.db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
		.get();
	if (!row) throw new AppError('NOT_FOUND', 'errors.subscriptionNotFound');
	const view = toSubscriptionView(deps.db, row, deps.clock.now(), plansById(deps.db));
	return { id: row.id, name: view.planName[language], ...view };
}

/**
 * The plan among `planIds` a user may act under right now: any of the user's subscriptions to one
 * of them that is valid, not only the main plan, so an add-on (search visibility, messaging) bought
 * beside a business plan opens its gate too. For the main subscription, validity reads the user's
 * plan nextBillingDate, as the spec ties it there (it mirrors the subscription's own).
 */
export function validPlanIdAmong(
	deps: Pick<ApiDeps, 'db' | 'clock'>,
	user: { id: string; planSubscriptionId: string | null; planNextBillingAt: Date | null },
	planIds: readonly string[],
): string | null {
	if (planIds.length === 0) return null;
	const rows = deps.db
		.select({
			id: subscriptions.id,
			planId: subscriptions.planId,
			status: subscriptions.status,
			nextBillingAt: subscriptions.nextBillingAt,
		})
		.from(subscriptions)
		.where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.planId, [...planIds])))
		.all();
	const now = deps.clock.now();
	const valid = rows.find((row) => {
		const nextBilling =
			row.id === user.planSubscriptionId ? (user.planNextBillingAt ?? row.nextBillingAt) : row.nextBillingAt;
		return isSubscriptionValid(row.status, nextBilling, now);
	});
	return valid?.planId ?? null;
}
