import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserFetch } from './api-fetch';
import { TOKEN_STORAGE_KEY } from './auth-token';
import { queryClient } from './query-client';
import { SESSION_QUERY_KEY, startClientSession } from './session';
import { signingOut, watchSessionEnd } from './session-end';
import { lastSessionEnd, noticeSessionEnded, SESSION_ENDED_STORAGE_KEY } from './session-signal';

/**
 * The tab's side of a session that ended elsewhere (docs/api.md "Sessions that end"): the first
 * answer that says so signs the tab out, once; its own sign-out is not news; another tab's sign-out
 * reaches it through storage. The page's reload and notice are the browser test's
 * (e2e/session-ended.e2e.ts).
 */

const user = { id: 'u1', firstName: 'Zoila', email: 'zoila@example.com' };

function fakeRouter(pathname = '/profile') {
	const router = { invalidate: vi.fn(async () => undefined), state: { location: { pathname } } };
	return router as typeof router & AnyRouter;
}

let stop: () => void = () => {};
beforeEach(async () => {
	await startClientSession('token-1', user as never);
	queryClient.setQueryData(['private', 'answer'], { phone: '8095551234' });
});
afterEach(() => {
	stop();
	localStorage.clear();
	queryClient.clear();
	vi.unstubAllGlobals();
});

describe('a session that ended elsewhere', () => {
	it('signs the tab out on the first answer that says so, once, and remembers why', async () => {
		const router = fakeRouter();
		stop = watchSessionEnd(router);
		vi.stubGlobal(
			'fetch',
			async () => new Response('{}', { status: 401, headers: { 'Edge-Session-Ended': 'suspended' } }),
		);

		await browserFetch('/api/v1/auth/me');
		expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
		expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
		expect(queryClient.getQueryData(['private', 'answer'])).toBeUndefined();
		expect(lastSessionEnd()).toBe('suspended');
		// The browser's other tabs learn why when the token goes.
		expect(localStorage.getItem(SESSION_ENDED_STORAGE_KEY)).toBe('suspended');
		expect(router.invalidate).toHaveBeenCalledTimes(1);

		// The answers after it find nothing left to end.
		await browserFetch('/api/trpc/auth.me');
		noticeSessionEnded('suspended');
		expect(router.invalidate).toHaveBeenCalledTimes(1);
	});

	it('reads an unknown reason as unknown, and nothing at all when the answer says nothing', async () => {
		const router = fakeRouter();
		stop = watchSessionEnd(router);
		vi.stubGlobal('fetch', async () => new Response('{}', { status: 200 }));
		await browserFetch('/api/trpc/maps.config');
		expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
		expect(router.invalidate).not.toHaveBeenCalled();

		noticeSessionEnded('somethingNew');
		expect(lastSessionEnd()).toBe('unknown');
		expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
	});

	it('ignores the ends announced while the tab signs out by itself, and tells the other tabs', async () => {
		const router = fakeRouter();
		stop = watchSessionEnd(router);
		await signingOut('signedOutEverywhere', async () => {
			noticeSessionEnded('signedOutEverywhere');
			expect(router.invalidate).not.toHaveBeenCalled();
			expect(localStorage.getItem(SESSION_ENDED_STORAGE_KEY)).toBe('signedOutEverywhere');
			localStorage.removeItem(TOKEN_STORAGE_KEY);
			queryClient.setQueryData(SESSION_QUERY_KEY, null);
		});
		expect(lastSessionEnd()).toBeNull();
	});

	it('takes the reason back when its own sign-out fails (a refused deletion)', async () => {
		stop = watchSessionEnd(fakeRouter());
		await expect(
			signingOut('accountDeleted', async () => {
				throw new Error('wrong password');
			}),
		).rejects.toThrow('wrong password');
		expect(localStorage.getItem(SESSION_ENDED_STORAGE_KEY)).toBeNull();
		expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
	});

	it("signs out when another tab of the browser removes the token, with that tab's reason", () => {
		const router = fakeRouter('/');
		stop = watchSessionEnd(router);
		localStorage.setItem(SESSION_ENDED_STORAGE_KEY, 'signedOut');
		localStorage.removeItem(TOKEN_STORAGE_KEY);
		window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, oldValue: 'token-1', newValue: null }));
		expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
		expect(lastSessionEnd()).toBe('signedOut');
		expect(router.invalidate).toHaveBeenCalledTimes(1);
	});

	it('a new sign-in forgets the reason of the last session', async () => {
		stop = watchSessionEnd(fakeRouter());
		noticeSessionEnded('expired');
		expect(lastSessionEnd()).toBe('expired');
		await startClientSession('token-2', user as never);
		expect(lastSessionEnd()).toBeNull();
		expect(localStorage.getItem(SESSION_ENDED_STORAGE_KEY)).toBeNull();
	});
});
