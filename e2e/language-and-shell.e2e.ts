import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, screenshot, startE2eApp } from './support/app';
import {
	appIsLive,
	emulateStandalone,
	registerViaApi,
	signInWithToken,
	visible,
	waitForPath,
} from './support/journeys';
import { animationsDone, labelGaps } from './support/rendered-look';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SPANISH_HOME_TITLE = 'Edge · El directorio de negocios y red profesional de la República Dominicana';
const ENGLISH_HOME_TITLE = 'Edge · The business directory and professional network of the Dominican Republic';

describe.skipIf(!chromiumPath)('language switch and app shell', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('switches to English (texts and tab title), remembers it across a reload, and back to Spanish', async () => {
		const context = await app.newContext({ viewport: DESKTOP });
		const page = await context.newPage();
		await page.goto('/');
		const header = page.locator('header');
		await visible(header.getByRole('link', { name: 'Inicio', exact: true }));
		await expect.poll(() => page.title(), { timeout: 5_000 }).toBe(SPANISH_HOME_TITLE);
		await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
		await visible(header.getByRole('link', { name: 'Home', exact: true }));
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
		// The tab title follows the language too.
		await expect.poll(() => page.title(), { timeout: 5_000 }).toBe(ENGLISH_HOME_TITLE);
		expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

		await page.reload();
		await visible(header.getByRole('link', { name: 'Home', exact: true }));
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
		await visible(page.getByTestId('login-button').getByText('Log in'));

		await page.getByTestId('language-switch').getByText('ES', { exact: true }).click();
		await visible(header.getByRole('link', { name: 'Inicio', exact: true }));
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
		expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
		await context.close();
	});

	it('shows the extra footer links only at home, social links in a new tab, and no footer in chat', async () => {
		const context = await app.newContext({ viewport: DESKTOP });
		const page = await context.newPage();
		await page.goto('/');
		const footer = page.getByTestId('footer');
		await footer.waitFor();
		expect(await footer.getByTestId('footer-home-link').count()).toBe(3);
		const social = footer.getByTestId('social-link');
		expect(await social.count()).toBe(2);
		for (const link of await social.all()) {
			expect(await link.getAttribute('target')).toBe('_blank');
			expect((await link.getAttribute('rel'))?.split(/\s+/)).toContain('noopener');
		}

		await page.goto('/aboutUs');
		await footer.waitFor();
		expect(await footer.getByTestId('footer-home-link').count()).toBe(0);
		for (const [name, href] of [
			['Sobre nosotros', '/aboutUs'],
			['Política de privacidad', '/privacyPolicy'],
			['Contáctanos', '/contactUs'],
		]) {
			expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
		}

		const user = await registerViaApi(app.url);
		await signInWithToken(page, user.token);
		await page.goto('/chat');
		await page.getByTestId('chat-inbox').waitFor();
		expect(await page.getByTestId('footer').count()).toBe(0);
		await page.goto('/profile');
		await page.getByTestId('profile-page').waitFor();
		expect(await page.getByTestId('footer').count()).toBe(1);
		await context.close();
	});

	it('shows the bottom bar only in the installed app on a phone-sized window', async () => {
		const standalonePhone = await app.newContext({ viewport: PHONE });
		const page = await standalonePhone.newPage();
		await emulateStandalone(standalonePhone, page);
		await page.goto('/');
		expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
		const bar = await visible(page.getByTestId('bottom-nav'));
		expect(await bar.getByRole('link').count()).toBe(5);
		expect(await bar.getByRole('link').allTextContents()).toEqual([
			'Inicio',
			'Calendario',
			'Precios',
			'Muro',
			'Perfil',
		]);
		await page.getByTestId('home-page').waitFor();
		await screenshot(page, 'standalone-bottom-nav');
		await bar.getByRole('link', { name: 'Calendario' }).click();
		await waitForPath(page, '/calendar');
		expect(await bar.getByRole('link', { name: 'Calendario' }).getAttribute('data-active')).toBe('true');
		await standalonePhone.close();

		const browserPhone = await app.newContext({ viewport: PHONE });
		const tab = await browserPhone.newPage();
		await tab.goto('/');
		await tab.getByTestId('home-page').waitFor();
		expect(await tab.getByTestId('bottom-nav').count()).toBe(0);
		await browserPhone.close();

		const standaloneDesktop = await app.newContext({ viewport: DESKTOP });
		const wide = await standaloneDesktop.newPage();
		await emulateStandalone(standaloneDesktop, wide);
		await wide.goto('/');
		await wide.getByTestId('home-page').waitFor();
		expect(await wide.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
		expect(await wide.getByTestId('bottom-nav').count()).toBe(0);
		await standaloneDesktop.close();
	});

	it('opens the phone menu in a drawer that locks scrolling, and closes it on navigation', async () => {
		const context = await app.newContext({ viewport: PHONE });
		const page = await context.newPage();
		await page.goto('/login');
		await page.getByTestId('login-submit').waitFor();
		await screenshot(page, 'login-390x844');

		await page.goto('/');
		await page.getByTestId('home-page').waitFor();
		const bodyLock = () =>
			page.evaluate(() => ({
				overflow: getComputedStyle(document.body).overflow,
				locked: document.body.hasAttribute('data-scroll-locked'),
			}));
		expect(await bodyLock()).toEqual({ overflow: 'visible', locked: false });

		await page.getByTestId('menu-toggle').click();
		const drawer = await visible(page.getByRole('dialog'));
		const menu = drawer.getByRole('navigation', { name: 'Menú principal' });
		const links = menu.locator('a.mantine-NavLink-root');
		await links.first().waitFor();
		expect(await links.allTextContents()).toEqual([
			'Inicio',
			'Perfil',
			'Suscripciones',
			'Calendario',
			'Muro de negocios',
		]);
		// Under the five menu links, after a divider, the session button.
		expect(await menu.getByRole('link').count()).toBe(6);
		await visible(menu.getByTestId('login-button'));
		await visible(page.locator('.mantine-Drawer-overlay'));
		// Mantine's Drawer locks page scrolling with react-remove-scroll: an attribute and overflow hidden on body.
		expect(await bodyLock()).toEqual({ overflow: 'hidden', locked: true });

		await links.filter({ hasText: 'Suscripciones' }).click();
		await waitForPath(page, '/pricingTable');
		await drawer.waitFor({ state: 'hidden' });
		await page.locator('.mantine-Drawer-overlay').waitFor({ state: 'detached' });
		await page.waitForFunction(() => !document.body.hasAttribute('data-scroll-locked'));
		expect(await bodyLock()).toEqual({ overflow: 'visible', locked: false });
		await context.close();
	});

	it("centres the sign-in link's label in its button, on a phone (the menu) and a desktop (the bar)", async () => {
		// A Mantine Button drawn as a link (<a>) grew to its label from the top, not centred as a
		// <button> is (theme-button.module.css). Measured on a page the app has taken over, animations done.
		const gaps: Record<string, Awaited<ReturnType<typeof labelGaps>>> = {};
		for (const [name, viewport] of [
			['phone', PHONE],
			['desktop', DESKTOP],
		] as const) {
			const context = await app.newContext({ viewport });
			const page = await context.newPage();
			await page.goto('/');
			await page.getByTestId('home-page').waitFor();
			await appIsLive(page);
			if (name === 'phone') {
				await page.getByTestId('menu-toggle').click();
				await visible(page.getByRole('dialog'));
			}
			const link = await visible(page.locator('[data-testid="login-button"]:visible'));
			expect(await link.evaluate((element) => element.tagName)).toBe('A');
			await animationsDone(page);
			gaps[name] = await labelGaps(link);
			await context.close();
		}
		for (const [name, gap] of Object.entries(gaps)) {
			expect({ name, ...gap, centred: Math.abs(gap.left - gap.right) <= 1 }).toMatchObject({ centred: true });
			expect({ name, ...gap, middle: Math.abs(gap.top - gap.bottom) <= 1 }).toMatchObject({ middle: true });
		}
	});

	it('shows the not-found page for an unknown path', async () => {
		const context = await app.newContext({ viewport: DESKTOP });
		const page = await context.newPage();
		await page.goto('/no/such/page');
		const notFound = await visible(page.getByTestId('not-found'));
		await visible(notFound.getByText('Página no encontrada'));
		await context.close();
	});
});
