import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { type ApiUser, appIsLive, registerViaApi, signInWithToken, visible } from './support/journeys';
import { createBusinessViaApi } from './support/seed-via-api';

/**
 * Public pages drawn by the server (docs/ssr.md), with the real server bundle: the content is in the
 * HTML, the browser takes that HTML over without drawing it again, and the page then works.
 */
describe.skipIf(!chromiumPath)('pages drawn by the server', () => {
	let app: E2eApp;
	let owner: ApiUser;
	let storeId: number;
	/** What a failed take-over says in the console: React's mismatch warnings, a refused inline script. */
	const hydrationTrouble: string[] = [];
	const TROUBLE = /Hydration|Minified React error|hydrat|Content Security Policy/i;

	beforeAll(async () => {
		app = await startE2eApp();
		owner = await registerViaApi(app.url, { firstName: 'Rosa' });
		storeId = await createBusinessViaApi(app.url, owner, {
			title: 'Ferretería La Primera Vista',
			about: 'Clavos, tornillos y pintura en la Zona Colonial.',
		});
	});
	afterAll(async () => {
		await app?.stop();
	});

	/**
	 * Before any script runs, remembers the drawn page's heading element, so a test can tell a page
	 * taken over (the same element) from one drawn again (a new one).
	 */
	async function openRemembering(page: Page, path: string): Promise<void> {
		page.on('console', (message) => {
			if (TROUBLE.test(message.text())) hydrationTrouble.push(message.text());
		});
		await page.addInitScript(() => {
			document.addEventListener('DOMContentLoaded', () => {
				const drawn = window as { drawnHeading?: Element | null; drawnAddress?: string };
				drawn.drawnHeading = document.querySelector('#root h1');
				drawn.drawnAddress = location.pathname + location.search;
			});
		});
		await page.goto(path);
	}

	const isTakenOver = (page: Page) =>
		page.evaluate(() => {
			const drawn = (window as { drawnHeading?: Element | null }).drawnHeading;
			return drawn != null && drawn === document.querySelector('#root h1');
		});

	it("sends a profile page with its content, the router's scripts allowed by their hashes, its colour scheme and a drawn root", async () => {
		const response = await fetch(`${app.url}/businessProfile?id=${storeId}`);
		expect(response.status).toBe(200);
		const html = await response.text();
		expect(html).toContain('<div id="root" data-drawn>');
		expect(html).toContain('<html lang="es" data-mantine-color-scheme="light">');
		expect(html).toContain('Ferretería La Primera Vista</h1>');
		expect(html).toContain('Clavos, tornillos y pintura en la Zona Colonial.');
		// The router's own scripts carry its state and the answers (TanStack Router's SSR); the CSP allows
		// exactly them, by their hashes, and no inline script otherwise (no nonce, no 'unsafe-inline').
		// (Scripts with src, and data blocks such as the profile's schema.org JSON, run nothing.)
		const inline = [...html.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
			(match) => match[1] ?? '',
		);
		expect(inline.length).toBeGreaterThan(0);
		expect(inline.some((text) => text.includes('Ferretería La Primera Vista'))).toBe(true);
		const policy = response.headers.get('content-security-policy') ?? '';
		const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
		expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
		for (const text of inline) {
			expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
		}
		// A page the server does not draw keeps script-src 'self' (and the payment SDK's origin) alone.
		const shell = (await fetch(`${app.url}/pricingTable`)).headers.get('content-security-policy') ?? '';
		expect(/script-src ([^;]*)/.exec(shell)?.[1]).not.toContain('sha256-');
	});

	it('shows the content with JavaScript turned off', async () => {
		const context = await app.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`/businessProfile?id=${storeId}`);
		expect(await page.locator('h1').textContent()).toBe('Ferretería La Primera Vista');
		expect(await page.getByText('Clavos, tornillos y pintura en la Zona Colonial.').isVisible()).toBe(true);
		await page.goto('/');
		expect(await page.getByTestId('home-page').isVisible()).toBe(true);
		// Each page's own title is in the HTML: search engines, shared links and the tab see it at once.
		expect(await page.title()).toBe('Edge · El directorio de negocios y red profesional de la República Dominicana');
		await page.goto('/categories');
		expect(await page.title()).toBe('Categorías · Edge');
		await page.goto('/businessWall');
		expect(await page.title()).toBe('Muro de negocios · Edge');
		await context.close();
	});

	it('takes the drawn page over without drawing it again or asking for its data again, and the page works', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		// The API reads the browser makes: the page's own come with it (React Query's cache, hydrated by
		// the router), so taking it over does not ask for the profile again.
		const reads: string[] = [];
		const stylesheets: string[] = [];
		let framework: Response | undefined;
		page.on('request', (request) => {
			if (request.url().includes('/api/trpc/')) reads.push(decodeURIComponent(request.url()));
			if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
		});
		page.on('response', (response) => {
			if (/\/assets\/framework-[^/]+\.js$/.test(response.url())) framework = response;
		});
		await openRemembering(page, `/businessProfile?id=${storeId}`);
		await appIsLive(page);
		expect(await isTakenOver(page)).toBe(true);
		// The parts' stylesheets the page has inlined are not loaded again by their chunks (first-view.ts,
		// inlinedStylesheets): each arrival made the browser work out the whole page's style again.
		const inlined = await page.evaluate(() =>
			[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map((link) => link.href),
		);
		expect(inlined.length).toBeGreaterThan(0);
		expect(stylesheets.filter((url) => inlined.includes(url))).toEqual([]);
		expect(stylesheets.length).toBeGreaterThan(0);
		// The scripts arrive in the brotli form the build wrote (precompress-plugin.ts), which is the built
		// file itself: the framework's starts with the compile hint added at the end of the build.
		if (!framework) throw new Error('the framework chunk was not loaded');
		expect(await framework.headerValue('content-encoding')).toBe('br');
		const built = readFileSync(
			fileURLToPath(new URL(`../apps/web/dist${new URL(framework.url()).pathname}`, import.meta.url)),
		);
		expect((await framework.body()).equals(built)).toBe(true);
		expect(built.toString('utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
		// (The reviews are read again once their live stream connects, by design: use-reviews-live.ts.)
		expect(reads.filter((url) => url.includes('business.get')).join('\n')).toBe('');
		expect(await page.title()).toBe('Ferretería La Primera Vista · Edge');
		// Live: the language switch redraws the page in English.
		await page.getByTestId('language-switch').getByRole('button', { name: 'EN' }).click();
		await visible(page.getByRole('link', { name: 'Home' }).first());
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
		expect(hydrationTrouble).toEqual([]);
		await context.close();
	});

	it("loads ICU's data in a worker of its own while the app downloads, a worker that then ends", async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		const warmed = new Promise<string>((resolve) => {
			page.on('worker', (worker) => {
				if (worker.url().endsWith('/first-view-boot.js')) worker.on('close', () => resolve(worker.url()));
			});
		});
		await openRemembering(page, `/businessProfile?id=${storeId}`);
		expect(new URL(await warmed).pathname).toBe('/first-view-boot.js');
		await appIsLive(page);
		expect(await isTakenOver(page)).toBe(true);
		expect(hydrationTrouble).toEqual([]);
		await context.close();
	});

	it('takes over the home page, the directory and the business wall the same way', async () => {
		const context = await app.newContext();
		// With parameters the pages do not read (kept and drawn without them, docs/ssr.md) as well: the
		// app starts at the address the page was drawn at, before its code runs (first-view-boot.js).
		for (const [path, drawnAt] of <[string, string][]>[
			['/', '/'],
			['/categories', '/categories'],
			['/businessWall', '/businessWall'],
			['/?utm_source=newsletter&utm_campaign=nov', '/'],
			[`/businessProfile?utm_source=whatsapp&id=${storeId}&fbclid=abc123`, `/businessProfile?id=${storeId}`],
			// A search the router does not write so (a rating out of range): drawn at the router's form.
			['/categories?city=Santo+Domingo&q=ferreter%C3%ADa&rating=9', '/categories?city=Santo+Domingo&q=ferreter%C3%ADa'],
		]) {
			const page = await context.newPage();
			await openRemembering(page, path);
			await appIsLive(page);
			expect(await page.evaluate(() => (window as { drawnAddress?: string }).drawnAddress), path).toBe(drawnAt);
			expect(await isTakenOver(page), path).toBe(true);
			expect(new URL(page.url()).pathname + new URL(page.url()).search, path).toBe(drawnAt);
			await page.close();
		}
		expect(hydrationTrouble).toEqual([]);
		await context.close();
	});

	it('lists the categories on /categories with their counts, each a link to its page', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto('/categories');
		const grid = page.getByRole('list', { name: 'Categorías' });
		const hardware = grid.getByRole('listitem').filter({ hasText: 'Ferreterías y materiales de construcción' });
		expect(await hardware.getByTestId('category-count').textContent()).toBe('1 perfil');
		expect(await grid.getByRole('listitem').count()).toBeGreaterThan(20);
		// Drawn in groups of twelve, each a Suspense boundary React takes over on its own (hydrated-in-groups.tsx).
		const drawn = await (await fetch(new URL('/categories', app.url))).text();
		const gridStart = drawn.indexOf('data-testid="category-grid"');
		const drawnGrid = drawn.slice(gridStart, drawn.indexOf('</ul>', gridStart));
		const count = await grid.getByRole('listitem').count();
		expect(drawnGrid.split('<!--$-->').length - 1).toBe(Math.ceil(count / 12));
		await hardware.getByRole('link', { name: 'Ferreterías y materiales de construcción' }).click();
		await page.waitForURL((url) => url.pathname === '/categories/hardware-and-building-materials');
		await visible(page.getByRole('heading', { name: 'Ferreterías y materiales de construcción' }));
		await context.close();
	});

	it("lays out a long list's first screen only: the categories and footer further down wait until scrolled near", async () => {
		const context = await app.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
		const page = await context.newPage();
		await page.goto('/categories');
		const cards = page.getByTestId('category-card');
		// checkVisibility's contentVisibilityAuto option answers false for content whose layout is skipped.
		const laidOut = (locator: Locator) =>
			locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
		const inside = (locator: Locator) => locator.getByTestId('category-count');
		expect(await laidOut(inside(cards.first()))).toBe(true);
		expect(await laidOut(inside(cards.last()))).toBe(false);
		expect(await laidOut(page.getByTestId('footer').getByRole('heading'))).toBe(false);
		await page.getByTestId('footer').scrollIntoViewIfNeeded();
		await expect.poll(() => laidOut(page.getByTestId('footer').getByRole('heading'))).toBe(true);
		await expect.poll(() => laidOut(inside(cards.last()))).toBe(true);
		await context.close();
	});

	it('draws the page in the browser for a signed-in visitor', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		await signInWithToken(page, owner.token);
		await openRemembering(page, `/businessProfile?id=${storeId}`);
		// A token but no cookie: the server drew the page signed out; the browser draws its own.
		await page.waitForFunction(() => {
			const heading = document.querySelector('#root h1');
			return heading !== null && heading !== (window as { drawnHeading?: Element | null }).drawnHeading;
		});
		await visible(page.getByRole('heading', { name: 'Ferretería La Primera Vista' }));
		expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-drawn'))).toBe(false);
		await context.close();
	});
});
