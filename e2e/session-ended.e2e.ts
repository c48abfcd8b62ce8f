import { grantStaff } from '@edge/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import {
	type ApiUser,
	fillLogin,
	notification,
	registerViaApi,
	signInWithToken,
	storedToken,
	visible,
	waitForPath,
} from './support/journeys';

/**
 * A tab whose session ends elsewhere signs itself out on its next request and says why (issue 35,
 * point 2; docs/api.md "Sessions that end"): the person's e-mail and "Hola, <name>" leave the
 * screen without a reload.
 */
describe.skipIf(!chromiumPath)('a session that ends elsewhere', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	/** A tab on /profile showing the user's e-mail and greeting, signed in with the API's token (no cookie). */
	async function profileTab(user: ApiUser): Promise<Page> {
		const context = await app.newContext();
		const page = await context.newPage();
		await signInWithToken(page, user.token);
		await page.goto('/profile');
		await showsProfile(page, user);
		return page;
	}

	async function showsProfile(page: Page, user: ApiUser) {
		await visible(page.getByRole('heading', { level: 1, name: `Hola, ${user.firstName}` }));
		await visible(page.getByTestId('profile-detail').filter({ hasText: user.email }));
	}

	/** A second session of the same person, as another browser's sign-in makes. */
	async function loginViaApi(user: ApiUser): Promise<string> {
		const response = await fetch(`${app.url}/api/trpc/auth.login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: user.email, password: user.password }),
		});
		const body = (await response.json()) as { result: { data: { token: string } } };
		return body.result.data.token;
	}

	/** Nothing of the person is left on the page, in its storage or in its query cache. */
	async function expectNothingOf(page: Page, user: ApiUser) {
		expect(await storedToken(page)).toBeNull();
		const body = (await page.locator('body').textContent()) ?? '';
		expect(body).not.toContain(user.email);
		expect(body).not.toContain(`Hola, ${user.firstName}`);
		// The header offers sign-in again, and no sign-out.
		await visible(page.getByTestId('login-button'));
		expect(await page.getByTestId('logout-button').count()).toBe(0);
	}

	it('suspended by staff: the tab on /profile goes to the login page, which says why', async () => {
		const user = await registerViaApi(app.url, { firstName: 'Zoila' });
		const staff = await registerViaApi(app.url, { firstName: 'Adán' });
		grantStaff(app.db, staff.email, 'moderator', new Date());
		// Signed in through the form, as a person is: the session cookie opens the tab's chat stream.
		const page = await (await app.newContext()).newPage();
		await page.goto('/login');
		await fillLogin(page, user.email, user.password);
		await waitForPath(page, '/');
		const streamOpen = page.waitForResponse((response) => response.url().includes('/api/trpc/chat.events'));
		await page.goto('/profile');
		await showsProfile(page, user);
		expect((await streamOpen).status()).toBe(200);

		const suspended = await fetch(`${app.url}/api/trpc/staff.users.suspend`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
			body: JSON.stringify({ userId: user.id, reason: 'Estafas reportadas' }),
		});
		expect(suspended.status).toBe(200);

		// The tab asks nothing more: its open chat stream ends, with the reason, and the tab signs out.
		await waitForPath(page, '/login');
		const why = await visible(page.getByTestId('session-ended'));
		expect(await why.textContent()).toContain('Tu sesión terminó');
		expect(await why.textContent()).toContain('El equipo de Edge suspendió tu cuenta.');
		expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile');
		await expectNothingOf(page, user);
		// The guard's plain "sign in to see this page" is not shown beside it.
		expect(await page.getByTestId('login-required').count()).toBe(0);
	});

	it('signed out on every device from another browser: a public page stays, as a visitor, and says why', async () => {
		const user = await registerViaApi(app.url, { firstName: 'Rosa' });
		const page = await profileTab(user);
		// No live stream in this tab: its next ordinary request (a page's reads) is what must tell it.
		await page.route('**/api/trpc/chat.events**', (route) => route.abort());

		// Another browser of the same person (a session of its own) signs out on every device, through
		// the logout dialog.
		const otherContext = await app.newContext();
		const other = await otherContext.newPage();
		await signInWithToken(other, await loginViaApi(user));
		await other.goto('/profile');
		await visible(other.getByRole('heading', { level: 1, name: `Hola, ${user.firstName}` }));
		await other.getByTestId('logout-button').click();
		await (await visible(other.getByTestId('confirm-logout-everywhere'))).click();
		// That browser's own sign-out reads as one: its success, home, and no "session ended" notice.
		await visible(notification(other, 'Cerraste sesión en todos tus dispositivos'));
		await waitForPath(other, '/');
		expect(await other.getByTestId('session-ended').count()).toBe(0);

		// The first tab still shows the profile until it asks the server anything: here, a page's reads.
		await visible(page.getByTestId('profile-detail').filter({ hasText: user.email }));
		await page.getByRole('navigation').getByRole('link', { name: 'Calendario' }).click();
		await waitForPath(page, '/calendar');
		const notice = await visible(notification(page, 'Se cerró la sesión en todos tus dispositivos.'));
		expect(await notice.textContent()).toContain('Tu sesión terminó');
		await expectNothingOf(page, user);
		// The profile is out of reach now: its guard sends the visitor to sign in.
		await page.goto('/profile');
		await waitForPath(page, '/login');
		await expectNothingOf(page, user);
	});
});
