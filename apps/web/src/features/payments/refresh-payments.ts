import type { QueryClient } from '@tanstack/react-query';
import { PLAN_SUBSCRIPTION_QUERY_KEY, SESSION_QUERY_KEY } from '../../lib/session';
import { trpc } from '../../lib/trpc';

/**
 * Reads again everything a payment can change: the subscriptions and receipts, the catalog (the
 * first-purchase price depends on them), the session's plan and the plan card's lookup (a cancel or
 * suspend keeps the id and date its key is made of, so the key alone would not move).
 */
export function refreshPayments(queryClient: QueryClient): Promise<unknown> {
	return Promise.all([
		queryClient.invalidateQueries(trpc.payments.mine.pathFilter()),
		queryClient.invalidateQueries(trpc.payments.receipts.pathFilter()),
		queryClient.invalidateQueries(trpc.payments.catalog.pathFilter()),
		queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
		queryClient.invalidateQueries({ queryKey: PLAN_SUBSCRIPTION_QUERY_KEY }),
	]);
}
