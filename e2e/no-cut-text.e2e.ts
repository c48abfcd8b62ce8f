import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { cutTexts } from './support/cut-text';
import { appIsLive, signInWithToken } from './support/journeys';
import { type Showcase, seedShowcase } from './support/seed-showcase';

/**
 * Issue 20's "Done when": no text is cut and nothing overflows the window on the directory, offer,
 * payment, chat and account pages, at 390 and 1280 px, in Spanish and English.
 */

const WIDTHS = [
	{ width: 390, height: 844 },
	{ width: 1280, height: 800 },
];

/** Each page and what shows once its content is drawn. */
function pages(seed: Showcase): { path: string; ready: string }[] {
	return [
		{ path: '/', ready: '[data-testid="home-search"]' },
		{ path: '/categories?q=Santo%20Domingo', ready: '[data-testid="profile-card"]' },
		{ path: `/restaurant-profile?id=${seed.restaurantId}`, ready: '[data-testid="offer-redeem"]' },
		{ path: `/businessProfile?id=${seed.businessId}`, ready: '[data-testid="business-profile"]' },
		{ path: '/pricingTable', ready: '[data-testid="pricing-page"]' },
		{ path: '/payment-success', ready: '[data-testid="payment-nothing-to-confirm"]' },
		{ path: '/chat', ready: '[data-testid="chat-inbox-item"]' },
		{ path: `/chat/${seed.freelancer.id}`, ready: 'textarea' },
		{ path: '/profile', ready: '[data-testid="profile-page"]' },
		{ path: '/deleteAccount', ready: '[data-testid="delete-account-submit"]' },
	];
}

describe.skipIf(!chromiumPath)('no text is cut at 390 and 1280 px', () => {
	let app: E2eApp;
	let seed: Showcase;
	beforeAll(async () => {
		app = await startE2eApp();
		seed = await seedShowcase(app);
	});
	afterAll(async () => {
		await app?.stop();
	});

	async function check(page: Page, label: string, language: 'es' | 'en'): Promise<string[]> {
		// Text is measured on the page the app has taken over, in the chosen language.
		const live = await appIsLive(page)
			.then(() => page.waitForFunction((lang) => document.documentElement.lang === lang, language))
			.then(
				() => true,
				() => false,
			);
		if (!live) return [`${label}: the app did not take the page over`];
		return (await cutTexts(page)).map(
			(cut) => `${label}: ${cut.what} "${cut.text}" needs ${Math.round(cut.needs)} px, gets ${Math.round(cut.gets)}`,
		);
	}

	for (const language of ['es', 'en'] as const) {
		// Eleven pages at two widths: about 25 s on an idle machine, the limit leaves room for a busy one.
		it(`${language}: directory, offers, payment, chat and account pages, then the login page`, {
			timeout: 120_000,
		}, async () => {
			const problems: string[] = [];
			for (const viewport of WIDTHS) {
				const context = await app.newContext({ viewport });
				await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
				const page = await context.newPage();
				await signInWithToken(page, seed.customer.token);
				for (const { path, ready } of pages(seed)) {
					await page.goto(path);
					// 20 s: a page's first visit loads its code, slow on a busy machine.
					await page.locator(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
					problems.push(...(await check(page, `${viewport.width} px ${path}`, language)));
				}
				// Signed out: the login page a guarded page sends to.
				await page.evaluate(() => localStorage.removeItem('jwt'));
				await page.goto('/profile');
				await page.getByTestId('login-submit').waitFor({ state: 'visible', timeout: 20_000 });
				problems.push(...(await check(page, `${viewport.width} px /login`, language)));
				await context.close();
			}
			expect(problems).toEqual([]);
		});
	}
});
