import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { pathOf, registerViaApi, signInWithToken } from './support/journeys';
import { GUEST_ROUTES, loginRequiredRoutes, publicRoutes } from './support/route-table';

const DESKTOP = { width: 1280, height: 800 };

const PUBLIC_ROUTES = publicRoutes(123);
const LOGIN_REQUIRED_ROUTES = loginRequiredRoutes('42');

/**
 * Routes that deliberately share a title (none now: /payment-success without a subscription id says
 * there is no payment to confirm, under its own title, instead of the failed payment's page).
 */
const SHARED_TITLES: Record<string, string> = {};

/** The tab title once the page has set its own (index.html starts with the bare 'Edge'). */
async function documentTitle(page: Page): Promise<string> {
	await page.waitForFunction(() => document.title !== 'Edge', undefined, { timeout: 5_000 }).catch(() => {});
	return page.title();
}

/** Opens a route and returns what a visitor would see: the path, the h1 and the page's failure states. */
async function visit(page: Page, route: string) {
	await page.goto(route);
	const h1 = page.locator('h1').first();
	await h1.waitFor({ state: 'visible', timeout: 10_000 });
	// The page's body can render a moment after its heading (a form in a chunk of its own): wait for
	// it, then read it once below (which fails if it never came).
	await page
		.waitForFunction(() => (document.querySelector('main')?.textContent ?? '').trim().length > 20, undefined, {
			timeout: 10_000,
		})
		.catch(() => {});
	return {
		path: pathOf(page),
		h1: ((await h1.textContent()) ?? '').trim().length > 0,
		errorBoundary: await page.getByText('Algo salió mal:').count(),
		notFound: await page.getByTestId('not-found').count(),
		text: ((await page.locator('main').first().textContent()) ?? '').trim().length > 20,
	};
}

const RENDERED = { h1: true, errorBoundary: 0, notFound: 0, text: true };

const pathname = (route: string) => new URL(route, 'http://edge.test').pathname;

describe.skipIf(!chromiumPath)('every route of the table renders a page', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	/** Each visited route's Spanish tab title, checked for uniqueness once every route has been seen. */
	const titles = new Map<string, string>();
	async function visitAndTitle(page: Page, route: string) {
		const seen = await visit(page, route);
		const title = await documentTitle(page);
		titles.set(route, title);
		expect({ route, ownTitle: title.trim() !== '' && title !== 'Edge' }).toEqual({ route, ownTitle: true });
		return seen;
	}

	it('renders every public and guest route with a heading, its own title and no error, signed out', async () => {
		const context = await app.newContext({ viewport: DESKTOP });
		const page = await context.newPage();
		for (const route of [...PUBLIC_ROUTES, ...GUEST_ROUTES]) {
			expect(await visitAndTitle(page, route)).toEqual({ path: pathname(route), ...RENDERED });
		}
		await context.close();
	});

	it('renders every login-required route with a heading and its own title when signed in', async () => {
		const user = await registerViaApi(app.url);
		const context = await app.newContext({ viewport: DESKTOP });
		const page = await context.newPage();
		await signInWithToken(page, user.token);
		for (const route of LOGIN_REQUIRED_ROUTES) {
			expect(await visitAndTitle(page, route)).toEqual({ path: pathname(route), ...RENDERED });
		}
		await context.close();
	});

	it('titles the not-found page as such', async () => {
		const context = await app.newContext({ viewport: DESKTOP });
		const page = await context.newPage();
		await page.goto('/no/such/page');
		await page.getByTestId('not-found').waitFor();
		const title = await documentTitle(page);
		titles.set('/no/such/page', title);
		expect(title).toBe('Página no encontrada · Edge');
		await context.close();
	});

	it('gives every route a title of its own, apart from the deliberate exceptions', () => {
		const routes = [...PUBLIC_ROUTES, ...GUEST_ROUTES, ...LOGIN_REQUIRED_ROUTES, '/no/such/page'];
		expect([...titles.keys()].sort()).toEqual([...routes].sort());
		const byTitle = new Map<string, string[]>();
		for (const [route, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
		const shared = [...byTitle.values()].filter((group) => group.length > 1).map((group) => group.sort());
		const expected = Object.entries(SHARED_TITLES).map((group) => group.sort());
		expect(shared).toEqual(expected);
		// Every title is translated: Spanish text, never a catalog key.
		for (const title of titles.values()) expect(title).not.toMatch(/\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z.]+/);
	});
});
