import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { appIsLive, registerViaApi, visible } from './support/journeys';
import { pickOption } from './support/pick-option';
import { createBusinessViaApi, givePlan, signedInPage } from './support/seed-via-api';

const WAIT = { timeout: 10_000 };

/** The titles of the listing's result cards now on the page. */
function resultTitles(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll('[data-testid="listing-results"] [data-testid="profile-card"]')]
			.map((card) => card.querySelector('[data-testid="profile-card-link"]')?.textContent?.trim() ?? '')
			.sort(),
	);
}

/** The options an open select shows. */
const optionNames = (page: Page) =>
	page.evaluate(() => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent?.trim()));

/** Whether a field's label carries Mantine's required asterisk (what tells people a field is required). */
const labelMarkedRequired = (page: Page, wrapperTestId: string) =>
	page.evaluate((testId) => {
		// The field's own label: the nearest one up from the field (its wrapper's).
		let node = document.querySelector(`[data-testid="${testId}"]`);
		while (node && !node.querySelector('label')) node = node.parentElement;
		return Boolean(node?.querySelector('label')?.querySelector('[class*="-required"]'));
	}, wrapperTestId);

describe.skipIf(!chromiumPath)('places, required fields (issue 20, points 2 and 4)', () => {
	let app: E2eApp;
	const tag = `cacao${Date.now().toString(36)}`;
	beforeAll(async () => {
		app = await startE2eApp();
		const owner = await registerViaApi(app.url, { firstName: 'Rosa' });
		const place = (province: string, city: string, title: string) =>
			createBusinessViaApi(app.url, owner, { title, tags: [tag], province, city });
		await place('san-jose-de-ocoa', 'rancho-arriba', 'Cacao Rancho Arriba');
		// More business profiles need the multi-profile plan: other owners.
		const second = await registerViaApi(app.url, { firstName: 'Luis' });
		await createBusinessViaApi(app.url, second, {
			title: 'Cacao de Ocoa',
			tags: [tag],
			province: 'san-jose-de-ocoa',
			city: 'san-jose-de-ocoa',
		});
		const third = await registerViaApi(app.url, { firstName: 'Ana' });
		await createBusinessViaApi(app.url, third, {
			title: 'Cacao Manzanillo',
			tags: [tag],
			province: 'monte-cristi',
			city: 'pepillo-salcedo',
		});
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('searches the province list as one types, and the filter narrows the results', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto(`/categories?q=${tag}`);
		// The server may draw this page: its fields wait for the app to take over (docs/ssr.md).
		await appIsLive(page);
		await visible(page.getByTestId('listing-results'));
		await expect
			.poll(() => resultTitles(page), WAIT)
			.toEqual(['Cacao Manzanillo', 'Cacao Rancho Arriba', 'Cacao de Ocoa'].sort());

		// Typing narrows the 32 provinces to the one named.
		const province = page.getByTestId('filter-province');
		// As a person does: open the list, see it, then type (Mantine's Select starts its search over
		// while its list opens, so text typed in that instant is dropped).
		await province.click();
		await expect.poll(() => optionNames(page).then((names) => names.length), WAIT).toBe(32);
		await province.fill('Ocoa');
		await expect.poll(() => optionNames(page), WAIT).toEqual(['San José de Ocoa']);
		await page.getByRole('option', { name: 'San José de Ocoa', exact: true }).click();
		await page.waitForURL((url) => url.searchParams.get('province') === 'san-jose-de-ocoa', WAIT);
		await expect.poll(() => resultTitles(page), WAIT).toEqual(['Cacao Rancho Arriba', 'Cacao de Ocoa'].sort());

		// The municipalities offered are that province's own.
		const city = page.getByTestId('filter-city');
		await city.click();
		await expect.poll(() => optionNames(page), WAIT).toEqual(['San José de Ocoa', 'Rancho Arriba', 'Sabana Larga']);
		await pickOption(page, city, 'Rancho', 'Rancho Arriba');
		await page.waitForURL((url) => url.searchParams.get('city') === 'rancho-arriba', WAIT);
		await expect.poll(() => resultTitles(page), WAIT).toEqual(['Cacao Rancho Arriba']);
		await context.close();
	});

	it("marks the event's image required in the form, as its title and link are", async () => {
		const owner = await registerViaApi(app.url, { firstName: 'Mario' });
		await createBusinessViaApi(app.url, owner, { title: 'Eventos del Cacao' });
		givePlan(app, owner, 'business-multi-profile-premium');
		const page = await signedInPage(app, owner, '/createEvent', { width: 1280, height: 800 });
		await visible(page.getByTestId('event-form'));
		for (const testId of ['event-title', 'event-link', 'event-description', 'event-image']) {
			expect(await labelMarkedRequired(page, testId), testId).toBe(true);
		}
		await page.context().close();
	});
});
