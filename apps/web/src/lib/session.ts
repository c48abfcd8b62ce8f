import type { PublicUser, SubscriptionView } from '@edge/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { browserFetch } from './api-fetch';
import { apiHeaders, clearStoredToken, getStoredToken, storeToken } from './auth-token';
import { currentLanguage } from './i18n';
import { queryClient } from './query-client';
import { forgetSessionEnd } from './session-signal';

/** The REST facade of the spec (section 7), versioned /v1. */
export const API_BASE = '/api/v1';
export const SESSION_QUERY_KEY = ['session'] as const;

/** ok means signed in; any other answer, or a network failure, means signed out (user null). */
export async function fetchSessionUser(): Promise<PublicUser | null> {
	if (!getStoredToken()) return null;
	try {
		// A session ended elsewhere is signed out by browserFetch, which tells why (lib/session-end.ts).
		const response = await browserFetch(`${API_BASE}/auth/me`, { headers: apiHeaders(currentLanguage()) });
		// A token the server no longer knows is dropped.
		if (response.status === 401) clearStoredToken();
		if (!response.ok) return null;
		const body = (await response.json()) as { user: PublicUser };
		return body.user;
	} catch {
		return null;
	}
}

/** Shared by the header, pages and route guards: one request per page load, refetched on demand. */
export const sessionQueryOptions = queryOptions({
	queryKey: SESSION_QUERY_KEY,
	queryFn: fetchSessionUser,
	staleTime: Number.POSITIVE_INFINITY,
	retry: false,
});

export function useSession() {
	const query = useQuery(sessionQueryOptions);
	return { user: query.data ?? null, loading: query.isPending, refetch: query.refetch };
}

/** Called with the token a login or sign-up returned. */
export async function startClientSession(token: string, user: PublicUser): Promise<void> {
	forgetSessionEnd();
	storeToken(token);
	queryClient.setQueryData(SESSION_QUERY_KEY, user);
}

/** Forgets the session on this device: the token, the user, and every cached private answer. */
export function endClientSession(): void {
	clearStoredToken();
	queryClient.setQueryData(SESSION_QUERY_KEY, null);
	queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/**
 * The user's plan subscription, read only when the user has one. Failures are ignored (no message),
 * as the spec asks; it re-runs when the id or next billing date changes, or on `recheck()`.
 */
/** Every lookup of a plan subscription: payment actions invalidate it (a cancel keeps id and date). */
export const PLAN_SUBSCRIPTION_QUERY_KEY = ['plan-subscription'] as const;

export function usePlanSubscription(user: PublicUser | null) {
	const [trigger, setTrigger] = useState(0);
	const subscriptionId = user?.plan?.subscriptionId ?? null;
	const nextBillingDate = user?.plan?.nextBillingDate ?? null;
	const query = useQuery({
		queryKey: [...PLAN_SUBSCRIPTION_QUERY_KEY, subscriptionId, nextBillingDate, trigger],
		enabled: subscriptionId !== null,
		retry: false,
		queryFn: async (): Promise<SubscriptionView | null> => {
			try {
				const response = await browserFetch(
					`${API_BASE}/payment/subscription/${encodeURIComponent(subscriptionId ?? '')}`,
					{ headers: apiHeaders(currentLanguage()) },
				);
				if (!response.ok) return null;
				// The server's one reading of the subscription (state, validity against the plan's
				// nextBillingDate, next charge): the page renders it as the subscription list does.
				return (await response.json()) as SubscriptionView;
			} catch {
				return null;
			}
		},
	});
	return {
		subscription: query.data ?? null,
		// A new key is a new lookup: no cache can answer it.
		recheck: () => setTrigger((n) => n + 1),
	};
}
