import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { pathOf, registerViaApi, signInWithToken } from './support/journeys';

const DESKTOP = { width: 1280, height: 800 };

const PUBLIC_ROUTES = [
	'/businessProfile',
	'/businessWall',
	'/businessWall/123',
	'/categories',
	'/categories/restaurantes',
	'/restaurant-profile',
	'/professionalProfile',
	'/pricingTable',
	'/aboutUs',
	'/deleteAccount',
	'/privacyPolicy',
	'/contactUs',
	'/manageProfessional',
	'/UpcomingEvents',
	'/restaurants',
	'/employees',
	'/employeeProfile',
	'/calendar',
	'/user-profiles/all',
];

const LOGIN_REQUIRED_ROUTES = [
	'/eventsBusiness',
	'/foodDrictory',
	'/edgeBusinessesPage',
	'/profile',
	'/payment-success',
	'/payment-failed',
	'/createHighlight',
	'/createSlide',
	'/createEvent',
	'/chat',
	'/chat/42',
];

/** Opens a route and returns what a visitor would see: the path, the h1 and the page's failure states. */
async function visit(page: Page, path: string) {
	await page.goto(path);
	const h1 = page.locator('h1').first();
	await h1.waitFor({ state: 'visible', timeout: 10_000 });
	return {
		path: pathOf(page),
		h1: ((await h1.textContent()) ?? '').trim().length > 0,
		errorBoundary: await page.getByText('Algo salió mal:').count(),
		notFound: await page.getByTestId('not-found').count(),
		text: ((await page.locator('main').first().textContent()) ?? '').trim().length > 20,
	};
}

const RENDERED = { h1: true, errorBoundary: 0, notFound: 0, text: true };

describe.skipIf(!chromiumPath)('every route of the table renders a page', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('renders every public route with a heading and no error, signed out', async () => {
		const context = await app.newContext({ viewport: DESKTOP });
		const page = await context.newPage();
		for (const path of PUBLIC_ROUTES) {
			expect(await visit(page, path)).toEqual({ path, ...RENDERED });
		}
		await context.close();
	});

	it('renders every login-required route with a heading when signed in', async () => {
		const user = await registerViaApi(app.url);
		const context = await app.newContext({ viewport: DESKTOP });
		const page = await context.newPage();
		await signInWithToken(page, user.token);
		for (const path of LOGIN_REQUIRED_ROUTES) {
			expect(await visit(page, path)).toEqual({ path, ...RENDERED });
		}
		await context.close();
	});
});
