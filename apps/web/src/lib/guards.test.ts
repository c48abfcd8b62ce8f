import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from './auth-token';
import { requireAuth, requireGuest, safeRedirect } from './guards';

afterEach(() => localStorage.clear());

function thrown(run: () => void): unknown {
	try {
		run();
	} catch (error) {
		return error;
	}
	return undefined;
}

describe('requireAuth', () => {
	it('lets a visitor with a stored jwt through', () => {
		localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
		expect(thrown(() => requireAuth({ href: '/profile' }))).toBeUndefined();
	});

	it('sends a visitor without a jwt to /login, remembering the page', () => {
		const error = thrown(() => requireAuth({ href: '/profile?tab=plan' }));
		expect(isRedirect(error)).toBe(true);
		const options = (error as { options: { to: string; search: { redirect: string } } }).options;
		expect(options.to).toBe('/login');
		expect(options.search.redirect).toBe('/profile?tab=plan');
	});
});

describe('requireGuest', () => {
	it('sends a signed-in visitor home', () => {
		localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
		const error = thrown(() => requireGuest());
		expect(isRedirect(error)).toBe(true);
		expect((error as { options: { to: string } }).options.to).toBe('/');
	});

	it('lets a guest through', () => {
		expect(thrown(() => requireGuest())).toBeUndefined();
	});
});

describe('safeRedirect', () => {
	it('keeps same-site paths and refuses anything else', () => {
		expect(safeRedirect('/chat/42?x=1')).toBe('/chat/42?x=1');
		expect(safeRedirect('//evil.example/path')).toBe('/');
		expect(safeRedirect('https://evil.example')).toBe('/');
		expect(safeRedirect(undefined)).toBe('/');
	});
});
