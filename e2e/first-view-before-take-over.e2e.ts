import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { openDrawnWithAppHeld } from './support/drawn-anew';
import { appIsLive, clickReaches, registerViaApi, signInWithToken, visible } from './support/journeys';
import { createBusinessViaApi } from './support/seed-via-api';

/**
 * A page drawn by the server before the app has taken it over (docs/ssr.md, issue 23): it looks
 * finished (Mantine's colour scheme is on `<html>` and every style it needs is in the HTML), and its
 * links are plain links, followed with JavaScript off or while the app's scripts are still coming.
 */
describe.skipIf(!chromiumPath)('a drawn page before the app takes it over', () => {
	let app: E2eApp;
	let storeId: number;
	let token: string;

	beforeAll(async () => {
		app = await startE2eApp();
		const owner = await registerViaApi(app.url, { firstName: 'Lucía' });
		token = owner.token;
		storeId = await createBusinessViaApi(app.url, owner, {
			title: 'Colmado La Esquina Azul',
			about: 'Víveres, refrescos y recargas en Villa Consuelo.',
		});
	});
	afterAll(async () => {
		await app?.stop();
	});

	/** The computed colours of an element, as Chromium paints them. */
	const coloursOf = (page: Page, selector: string) =>
		page
			.locator(selector)
			.first()
			.evaluate((element) => {
				const style = getComputedStyle(element);
				return { background: style.backgroundColor, text: style.color };
			});

	const WHITE = 'rgb(255, 255, 255)';
	const NONE = 'rgba(0, 0, 0, 0)';

	it('with JavaScript off, is in the light colour scheme and its "Iniciar sesión" button is not white on white', async () => {
		const context = await app.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		for (const path of ['/', '/categories', `/businessProfile?id=${storeId}`]) {
			await page.goto(path);
			// Drawn by the server, not the shell (whose header has no button).
			expect(await page.locator('#root[data-drawn]').count(), path).toBe(1);
			expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), path).toBe('light');
			const button = page.getByTestId('login-button');
			expect(await button.textContent(), path).toBe('Iniciar sesión');
			const { background, text } = await coloursOf(page, '[data-testid="login-button"]');
			expect(background, path).not.toBe(text);
			expect([WHITE, NONE], path).not.toContain(background);
		}
		await context.close();
	});

	it('with JavaScript off, a link can be focused and followed to its page', async () => {
		const context = await app.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/');
		const link = page.locator('#root header a[href="/businessWall"]').first();
		await link.focus();
		expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
		await page.keyboard.press('Enter');
		await page.waitForURL((url) => url.pathname === '/businessWall');
		expect(await page.title()).toBe('Muro de negocios · Edge');
		// Fields and buttons wait for the app (there is none): they are inert, not half-working.
		expect(await page.locator('#root button[inert]').count()).toBeGreaterThan(0);
		await context.close();
	});

	it('with JavaScript on, a click on a link before the app has taken over lands on its page', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		// The app's scripts are held until the click has been made: the page is still the drawn one.
		let release = () => {};
		const released = new Promise<void>((resolve) => {
			release = resolve;
		});
		await page.route(/\/assets\/.*\.js$/, async (route) => {
			await released;
			await route.continue().catch(() => undefined);
		});
		// Not waiting for `load`: the held scripts would hold it.
		await page.goto('/', { waitUntil: 'domcontentloaded' });
		// The drawn page, not taken over: its scripts are held.
		expect(await page.locator('#root[data-drawn]').count()).toBe(1);
		await page.locator('#root header a[href="/businessWall"]').first().click({ timeout: 10_000 });
		// Not waiting for its `load` either: the new page's scripts are held too until `release`.
		await page.waitForURL((url) => url.pathname === '/businessWall', { timeout: 10_000, waitUntil: 'commit' });
		release();
		await appIsLive(page);
		expect(new URL(page.url()).pathname).toBe('/businessWall');
		expect(await page.title()).toBe('Muro de negocios · Edge');
		await visible(page.getByRole('heading', { level: 1 }));
		await context.close();
	});

	it('taken over, stays inert until a lazy part drawn in it has hydrated, whose button then works', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		// Each title the app sets: the page component's effect, which runs once React has hydrated the
		// page under the router's boundary (after the root's first commit, before the page's lazy parts).
		await page.addInitScript(() => {
			const titles: string[] = [];
			(window as unknown as { appTitles: string[] }).appTitles = titles;
			const own = Object.getOwnPropertyDescriptor(Document.prototype, 'title');
			Object.defineProperty(document, 'title', {
				get: () => own?.get?.call(document),
				set: (value: string) => {
					titles.push(value);
					own?.set?.call(document, value);
				},
			});
		});
		// The travel time's code (a lazy part the server draws on a business's page) is held.
		let release = () => {};
		const released = new Promise<void>((resolve) => {
			release = resolve;
		});
		let asked = false;
		await page.route(/\/assets\/travel-time-[\w-]+\.js$/, async (route) => {
			asked = true;
			await released;
			await route.continue().catch(() => undefined);
		});
		await page.goto(`/businessProfile?id=${storeId}`);
		expect(await page.locator('#root[data-drawn] [data-testid="travel-time"] button[inert]').count()).toBe(1);
		// The page has hydrated (its title set by the app) and asked for the part's code...
		await expect
			.poll(() => page.evaluate(() => (window as unknown as { appTitles: string[] }).appTitles.length))
			.toBeGreaterThan(0);
		await expect.poll(() => asked).toBe(true);
		// ...but its part has not: the page is not live, a click would be lost. Nothing is half live.
		expect(await page.locator('#root[data-drawn]').count()).toBe(1);
		expect(await clickReaches(page.locator('[data-testid="travel-time"] button').first())).toBe(false);
		expect(await clickReaches(page.locator('header button[lang="en"]').first())).toBe(false);

		release();
		await appIsLive(page);
		expect(await page.locator('#root [inert], #root [data-drawn]').count()).toBe(0);
		// The part's handler runs: it asks for the visitor's position, which this browser refuses, and says so.
		await page.getByTestId('travel-time-ask').click();
		await visible(page.getByTestId('location-error'));
		await context.close();
	});

	it('drawn anew for a signed-in visitor, its buttons stay inert until the app has drawn its own, which work; typing works from the start', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		// A token in localStorage and no session cookie: the server draws `/` signed out, and the app
		// draws it anew signed in (main.tsx), once its route has loaded: held here until `release`.
		await signInWithToken(page, token);
		await expect
			.poll(async () => (await fetch(`${app.url}/`)).text(), { timeout: 30_000 })
			.toContain('<div id="root" data-drawn>');
		const { release } = await openDrawnWithAppHeld(page, '/');

		// The drawn page, its search box live: typed text is carried into the app's page.
		expect(await page.locator('#root[data-drawn]').count()).toBe(1);
		const box = page.locator('#root input[name="q"]').first();
		await box.click();
		await box.pressSequentially('panaderia');
		// Its buttons have no handler yet: inert, so a tap neither reaches them nor seems to work.
		const SUBMIT = '#root form[role="search"] button[type="submit"]';
		expect(await page.locator('#root button').count()).toBeGreaterThan(0);
		expect(await page.locator('#root button:not([inert])').count()).toBe(0);
		expect(await clickReaches(page.locator(SUBMIT).first())).toBe(false);
		const drawnSubmit = await page.locator(SUBMIT).first().elementHandle();

		release();
		await appIsLive(page);
		// Live means drawn by the app: the drawn buttons are gone, and the app's are live.
		expect(await drawnSubmit?.evaluate((button) => button.isConnected)).toBe(false);
		expect(await page.locator('#root [inert], #root [data-drawn]').count()).toBe(0);
		await expect.poll(() => page.locator('#root input[name="q"]').first().inputValue()).toBe('panaderia');
		expect(await clickReaches(page.locator(SUBMIT).first())).toBe(true);
		await page.locator(SUBMIT).first().click();
		await page.waitForURL((url) => url.pathname === '/categories' && url.searchParams.get('q') === 'panaderia');
		// Signed in: the app's header offers no sign-in.
		await expect.poll(() => page.getByTestId('login-button').count()).toBe(0);
		await context.close();
	});
});
