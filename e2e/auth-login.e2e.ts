import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import {
	fillLogin,
	notification,
	pathOf,
	registerViaApi,
	signInWithToken,
	storedToken,
	visible,
	waitForPath,
} from './support/journeys';

describe.skipIf(!chromiumPath)('login, guards and logout', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('refuses a wrong password with a translated message; the inputs help password managers', async () => {
		const user = await registerViaApi(app.url);
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto('/login');
		const email = page.getByRole('textbox', { name: /Correo electrónico/ });
		const password = page.getByLabel(/^Contraseña/);
		expect(await email.getAttribute('autocomplete')).toBe('email');
		expect(await email.getAttribute('type')).toBe('email');
		expect(await password.getAttribute('autocomplete')).toBe('current-password');

		await fillLogin(page, user.email, 'Wrong12345');
		const alert = await visible(page.getByTestId('login-error'));
		expect(await alert.textContent()).toBe('Error al iniciar sesión. Por favor, inténtalo de nuevo.');
		expect(pathOf(page)).toBe('/login');
		expect(await storedToken(page)).toBeNull();

		await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
		await visible(alert.getByText('Login failed. Please try again.', { exact: true }));
		await context.close();
	});

	it('sends a signed-out visitor from /profile to the login page, and back after logging in', async () => {
		const user = await registerViaApi(app.url, { firstName: 'Lucía' });
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto('/profile');
		await waitForPath(page, '/login');
		expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile');
		// The warning is in the page above the login card (a notification covered the card on a phone).
		const warning = await visible(page.getByTestId('login-required'));
		expect(await warning.textContent()).toBe(
			'Autenticación requeridaPor favor, inicia sesión para acceder a esta página.',
		);

		await fillLogin(page, user.email, user.password);
		await waitForPath(page, '/profile');
		await visible(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' }));
		expect(await storedToken(page)).toBeTruthy();

		// The chat pages are login-required too.
		await page.evaluate(() => localStorage.removeItem('jwt'));
		for (const path of ['/chat', '/chat/abc']) {
			await page.goto(path);
			await waitForPath(page, '/login');
			expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
			await page.getByTestId('login-submit').waitFor();
		}
		await context.close();
	});

	it('ignores an off-site redirect target after logging in', async () => {
		const user = await registerViaApi(app.url);
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal');
		await fillLogin(page, user.email, user.password);
		await waitForPath(page, '/');
		expect(new URL(page.url()).host).toBe(new URL(app.url).host);
		await context.close();
	});

	// The router preloads routes on hover (defaultPreload: 'intent'), which runs the guard; the
	// warning belongs to a real navigation only.
	it('does not warn a signed-out visitor who only hovers the Perfil link', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		try {
			await page.goto('/aboutUs');
			await page.locator('header').getByRole('link', { name: 'Perfil', exact: true }).hover();
			const warned = await notification(page, 'Autenticación requerida')
				.waitFor({ state: 'visible', timeout: 3_000 })
				.then(
					() => true,
					() => false,
				);
			expect(pathOf(page)).toBe('/aboutUs');
			expect(warned).toBe(false);
		} finally {
			await context.close();
		}
	});

	// A stored jwt the server no longer knows (logged out on another device, password reset) must not
	// leave the user on a blank protected page: the guard confirms the session first.
	it('sends a device whose session ended on the server from /profile to the login page', async () => {
		const user = await registerViaApi(app.url);
		const ended = await fetch(`${app.url}/api/trpc/auth.logout`, {
			method: 'POST',
			headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
		});
		expect(ended.status).toBe(200);
		const context = await app.newContext();
		const page = await context.newPage();
		try {
			await signInWithToken(page, user.token);
			await page.goto('/profile');
			// The app notices the dead session and forgets the token...
			await page.waitForFunction(() => localStorage.getItem('jwt') === null);
			// ...and must then show the login page, not an empty profile.
			await page.getByTestId('login-submit').waitFor({ state: 'visible', timeout: 3_000 });
			expect(pathOf(page)).toBe('/login');
		} finally {
			await context.close();
		}
	});

	it('sends a signed-in user away from the guest-only pages to home', async () => {
		const user = await registerViaApi(app.url);
		const context = await app.newContext();
		const page = await context.newPage();
		await signInWithToken(page, user.token);
		for (const path of ['/login', '/signup', '/Register?kind=customer', '/forget-password']) {
			await page.goto(path);
			await waitForPath(page, '/');
			await page.getByTestId('home-page').waitFor();
			expect([path, await page.getByTestId('login-submit').count()]).toEqual([path, 0]);
		}
		await context.close();
	});

	it('asks before logging out; cancel keeps the session, confirm ends it, and logging in again works', async () => {
		const user = await registerViaApi(app.url, { firstName: 'Pedro' });
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto('/login');
		await fillLogin(page, user.email, user.password);
		await waitForPath(page, '/');
		await visible(notification(page, 'Sesión iniciada'));
		const token = await storedToken(page);
		expect(token).toBeTruthy();

		await page.goto('/aboutUs');
		await page.getByTestId('logout-button').click();
		const dialog = await visible(page.getByRole('dialog'));
		await visible(dialog.getByText('¿Seguro que quieres cerrar sesión?'));
		await dialog.getByRole('button', { name: 'Cancelar' }).click();
		await dialog.waitFor({ state: 'hidden' });
		expect(await storedToken(page)).toBe(token);
		await visible(page.getByTestId('logout-button'));
		expect(pathOf(page)).toBe('/aboutUs');

		await page.getByTestId('logout-button').click();
		await page.getByTestId('confirm-logout').click();
		const goodbye = await visible(notification(page, 'Has cerrado sesión correctamente'));
		await waitForPath(page, '/');
		expect(await storedToken(page)).toBeNull();
		await visible(page.getByTestId('login-button'));
		expect(await page.getByTestId('logout-button').count()).toBe(0);
		// The old token no longer opens a session on the server.
		const me = await fetch(`${app.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
		expect(me.status).toBe(401);

		// The top-right toast sits below the header, so the login button stays usable while it shows.
		const toastBox = await goodbye.boundingBox();
		const buttonBox = await page.getByTestId('login-button').boundingBox();
		expect(toastBox && buttonBox && toastBox.y >= buttonBox.y + buttonBox.height).toBe(true);
		await page.getByTestId('login-button').click();
		await waitForPath(page, '/login');
		await fillLogin(page, user.email, user.password);
		await waitForPath(page, '/');
		await visible(page.getByTestId('logout-button'));
		expect(await storedToken(page)).toBeTruthy();
		await context.close();
	});
});
