import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { getStoredToken } from '../../../lib/auth-token';
import { sessionQueryOptions } from '../../../lib/session';

/**
 * beforeLoad of /admin (inside the login-required layout): a signed-in user without a staff role
 * gets the not-found page, so the staff side is not even announced; the server refuses every staff
 * procedure to them anyway (403).
 */
export async function requireStaff(queryClient: QueryClient): Promise<void> {
	if (!getStoredToken()) return;
	const session = await queryClient.ensureQueryData(sessionQueryOptions);
	if (!session?.staffRole) throw notFound();
}
