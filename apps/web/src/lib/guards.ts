import { redirect } from '@tanstack/react-router';
import { getStoredToken } from './auth-token';
import { i18n } from './i18n';
import { notify } from './notify';

/** Only same-site paths may be returned to after login (no //evil.example open redirects). */
export function safeRedirect(target: unknown): string {
	return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** beforeLoad of login-required routes: no stored jwt -> /login, remembering where the visitor was going. */
export function requireAuth(location: { href: string }): void {
	if (getStoredToken()) return;
	notify.warning(i18n.t('common.guard.message'), i18n.t('common.guard.title'));
	throw redirect({ to: '/login', search: { redirect: location.href } });
}

/** beforeLoad of guest-only routes (login, signup, …): a stored jwt -> home. */
export function requireGuest(): void {
	if (getStoredToken()) throw redirect({ to: '/' });
}
