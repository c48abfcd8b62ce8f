import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from './auth-token';
import { requireAuth, requireGuest, safeRedirect } from './guards';

afterEach(() => {
	localStorage.clear();
	vi.unstubAllGlobals();
});

/** The session check answers as the server would: 200 with a user, or 401. */
function serverAnswers(status: 200 | 401) {
	const body = status === 200 ? { user: { id: 'u1' } } : { error: 'x' };
	vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
}

async function rejection(run: () => Promise<void>): Promise<unknown> {
	try {
		await run();
	} catch (error) {
		return error;
	}
	return undefined;
}

const guard =
	(href: string, preload = false) =>
	() =>
		requireAuth({ location: { href }, preload, queryClient: new QueryClient() });

function thrown(run: () => void): unknown {
	try {
		run();
	} catch (error) {
		return error;
	}
	return undefined;
}

describe('requireAuth', () => {
	it('lets a visitor whose stored jwt the server accepts through', async () => {
		localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
		serverAnswers(200);
		expect(await rejection(guard('/profile'))).toBeUndefined();
	});

	it('sends a visitor without a jwt to /login, remembering the page', async () => {
		const error = await rejection(guard('/profile?tab=plan'));
		expect(isRedirect(error)).toBe(true);
		const options = (error as { options: { to: string; search: { redirect: string } } }).options;
		expect(options.to).toBe('/login');
		expect(options.search.redirect).toBe('/profile?tab=plan');
	});

	it('sends a visitor whose session the server ended to /login and drops the stale jwt', async () => {
		localStorage.setItem(TOKEN_STORAGE_KEY, 'ended');
		serverAnswers(401);
		expect(isRedirect(await rejection(guard('/profile')))).toBe(true);
		expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
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
