import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { getStoredToken } from './auth-token';
import { sessionQueryOptions } from './session';
import { lastSessionEnd } from './session-signal';

/** Only same-site paths may be returned to after login (no //evil.example open redirects). */
export function safeRedirect(target: unknown): string {
	return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

interface GuardArgs {
	location: { href: string };
	/** True when the router only preloads (a hovered link). */
	preload: boolean;
	queryClient: QueryClient;
}

/**
 * beforeLoad of login-required routes. No stored jwt, or one the server has ended (the session
 * check drops it on a 401), sends the visitor to /login, remembering where they were going, and
 * why the session ended when it just did elsewhere (lib/session-end.ts).
 */
export async function requireAuth({ location, queryClient }: GuardArgs): Promise<void> {
	if (getStoredToken()) await queryClient.ensureQueryData(sessionQueryOptions);
	if (getStoredToken()) return;
	// The login page says why the visitor is there ('Autenticación requerida', or why the session
	// ended), in the page's flow above its card: a notification floated over the card's heading on a
	// phone (issue 20).
	throw redirect({ to: '/login', search: { redirect: location.href, ended: lastSessionEnd() ?? undefined } });
}

/** beforeLoad of guest-only routes (login, signup, …): a stored jwt -> home. */
export function requireGuest(): void {
	if (getStoredToken()) throw redirect({ to: '/' });
}
