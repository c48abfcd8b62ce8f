import { grantStaff } from '@edge/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import {
	fillLogin,
	notification,
	registerViaApi,
	signInWithToken,
	storedToken,
	visible,
	waitForPath,
} from './support/journeys';
import { PHONE } from './support/seed-via-api';

/**
 * An admin suspends a signed-in user (issue 21): the user's open session stops working on its next
 * request (their page sends them to sign in), and signing in again says the account is suspended,
 * with the reason. The admin works on /admin/users at a phone's width.
 */
describe.skipIf(!chromiumPath)('a user suspended by an admin', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('is signed out on their next request and cannot sign in again', async () => {
		const user = await registerViaApi(app.url, { firstName: 'Zoila', lastName: 'Suspendible' });
		const admin = await registerViaApi(app.url, { firstName: 'Adán' });
		grantStaff(app.db, admin.email, 'admin', new Date());

		// The user is signed in, in a browser of their own.
		const userContext = await app.newContext();
		const userPage = await userContext.newPage();
		await signInWithToken(userPage, user.token);
		await userPage.goto('/profile');
		await visible(userPage.getByRole('heading', { level: 1, name: 'Hola, Zoila' }));

		// The admin finds them by e-mail and suspends them, at 390 px.
		const staffContext = await app.newContext({ viewport: PHONE });
		const staffPage = await staffContext.newPage();
		await signInWithToken(staffPage, admin.token);
		await staffPage.goto('/admin/users');
		await visible(staffPage.getByTestId('admin-users'));
		expect(await staffPage.title()).toBe('Usuarios · Administración · Edge');
		await staffPage.getByTestId('users-search').fill(user.email.toUpperCase());
		// The newest accounts show first; the search (after a pause in typing) leaves only this one.
		await expect.poll(() => staffPage.getByTestId('user-result').count()).toBe(1);
		await (await visible(staffPage.getByTestId('user-result').filter({ hasText: user.email }))).click();
		await staffPage.waitForURL((url) => url.searchParams.get('user') === user.id);
		const detail = await visible(staffPage.getByTestId('user-detail'));
		expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
		await detail.getByTestId('user-suspend').click();
		const dialog = await visible(staffPage.getByTestId('user-suspend-dialog'));
		await dialog.getByTestId('user-action-reason').fill('Estafas reportadas');
		await dialog.getByTestId('user-action-confirm').click();
		await visible(notification(staffPage, 'Cuenta suspendida'));
		await visible(detail.getByTestId('user-suspended'));
		await visible(detail.getByTestId('user-restore'));
		await staffContext.close();

		// The user's next request is refused: the page sends them to sign in, and the token is gone.
		await userPage.goto('/profile');
		await waitForPath(userPage, '/login');
		await expect.poll(() => storedToken(userPage)).toBeNull();
		await fillLogin(userPage, user.email, user.password);
		const refusal = await visible(userPage.getByTestId('login-error'));
		expect(await refusal.textContent()).toContain('Tu cuenta está suspendida: Estafas reportadas.');
		await userContext.close();
	});
});
