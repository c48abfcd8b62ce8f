import { plans, subscriptions } from '@edge/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import { isSubscriptionValid, normalizeSubscriptionStatus } from './subscription-validity';

export interface SubscriptionView {
	id: string;
	name: string;
	status: string;
	nextBillingDate: string | null;
	isValid: boolean;
}

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
		.select({ sub: subscriptions, nameEs: plans.nameEs, nameEn: plans.nameEn })
		.from(subscriptions)
		.innerJoin(plans, eq(plans.id, subscriptions.planId))
		.where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
		.get();
	if (!row) throw new AppError('NOT_FOUND', 'errors.subscriptionNotFound');
	const status = normalizeSubscriptionStatus(row.sub.status);
	return {
		id: row.sub.id,
		name: language === 'en' ? row.nameEn : row.nameEs,
		status,
		nextBillingDate: row.sub.nextBillingAt?.toISOString() ?? null,
		isValid: isSubscriptionValid(status, row.sub.nextBillingAt, deps.clock.now()),
	};
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
