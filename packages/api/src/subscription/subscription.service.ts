import { plans, subscriptions } from '@edge/db';
import { and, eq } from 'drizzle-orm';
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

/** The plan a user may act under right now: their plan's subscription when it is valid, else null. */
export function currentValidPlanId(
	deps: Pick<ApiDeps, 'db' | 'clock'>,
	user: { id: string; planSubscriptionId: string | null; planNextBillingAt: Date | null },
): string | null {
	if (!user.planSubscriptionId) return null;
	const sub = deps.db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.id, user.planSubscriptionId), eq(subscriptions.userId, user.id)))
		.get();
	if (!sub) return null;
	// The spec ties validity to the user's plan nextBillingDate; it mirrors the subscription's own.
	const nextBilling = user.planNextBillingAt ?? sub.nextBillingAt;
	return isSubscriptionValid(sub.status, nextBilling, deps.clock.now()) ? sub.planId : null;
}
