import { todayInSantoDomingo } from '@edge/api/schemas';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { notification, registerViaApi, signInWithToken, visible } from './support/journeys';

/** A page in English (the spec's texts), chosen before the app first starts. */
async function englishPage(app: E2eApp): Promise<{ context: BrowserContext; page: Page }> {
	const context = await app.newContext();
	await context.addInitScript(() => localStorage.setItem('language', 'en'));
	return { context, page: await context.newPage() };
}

/** Opens a Mantine Select by its input and picks the option with this label. */
async function pick(page: Page, testId: string, label: string): Promise<void> {
	await page.getByTestId(testId).click();
	await page.getByRole('option', { name: label, exact: true }).click();
}

function addDays(date: string, days: number): string {
	const at = new Date(`${date}T12:00:00Z`);
	at.setUTCDate(at.getUTCDate() + days);
	return at.toISOString().slice(0, 10);
}

describe.skipIf(!chromiumPath)('restaurant: menu, offer and a customer redeeming it', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('an owner creates a restaurant with a menu and an offer; a customer redeems the offer once', async () => {
		const owner = await registerViaApi(app.url, { firstName: 'Rosa' });
		const { page } = await englishPage(app);
		// Signed out, the bare page asks to sign in; an unknown id is 'Profile not found'.
		await page.goto('/restaurant-profile');
		await visible(page.getByTestId('restaurant-sign-in'));
		expect(await page.title()).toBe('My restaurant · Edge');
		await page.goto('/restaurant-profile?id=999999');
		await visible(page.getByText('Profile not found'));
		await signInWithToken(page, owner.token);

		// The bare page invites the owner to create a restaurant.
		await page.goto('/restaurant-profile');
		await (await visible(page.getByTestId('restaurant-create-cta'))).click();
		await visible(page.getByTestId('restaurant-form'));
		await page.getByTestId('restaurant-title').fill('Casa Rosa');
		await page.getByTestId('restaurant-description').fill('Dominican food with a patio.');
		await pick(page, 'restaurant-cuisine', 'Dominican cuisine');
		await pick(page, 'restaurant-job-type', 'Waiter');
		await page.getByTestId('restaurant-address').fill('Calle El Conde 105, Zona Colonial');
		await page.getByTestId('restaurant-phone').fill('+18095551234');
		await page.getByTestId('restaurant-submit').click();
		await visible(notification(page, 'restaurant profile created'));
		expect(await (await visible(page.getByTestId('restaurant-name'))).textContent()).toBe('Casa Rosa');
		const profileId = Number(new URL(page.url()).searchParams.get('id'));
		expect(profileId).toBeGreaterThan(0);
		expect(await page.title()).toBe('Casa Rosa · Edge');

		// A menu with one dish, priced in DOP$.
		await page.getByTestId('add-menu').click();
		await visible(page.getByTestId('menu-form'));
		await page.getByTestId('menu-title').fill('Lunch');
		await page.getByTestId('menu-item-0-name').fill('La bandera');
		await page.getByTestId('menu-item-0-price').fill('450');
		await page.getByTestId('menu-submit').click();
		await visible(notification(page, 'Menu created'));
		await visible(page.getByText('DOP$ 450.00'));
		await visible(page.getByText('La bandera'));

		// An offer that can be availed once, from today for a week.
		const today = todayInSantoDomingo();
		await page.getByTestId('add-offer').click();
		await visible(page.getByTestId('offer-form'));
		await page.getByTestId('offer-title').fill('Free dessert');
		await page.getByTestId('offer-max').fill('1');
		await page.getByTestId('offer-starts').fill(today);
		await page.getByTestId('offer-ends').fill(addDays(today, 7));
		await page.getByTestId('offer-submit').click();
		await visible(notification(page, 'Offer created'));
		const ownerOffer = page.locator('[data-testid^="offer-"]').filter({ hasText: 'Free dessert' });
		expect(await (await visible(ownerOffer.getByTestId('offer-left'))).textContent()).toBe('1 of 1 left');
		// The owner has no Redeem button on their own offer.
		expect(await ownerOffer.getByTestId('offer-redeem').count()).toBe(0);

		// A customer (another account) redeems it, after confirming.
		const customer = await registerViaApi(app.url, { firstName: 'Luis' });
		const { page: customerPage } = await englishPage(app);
		await signInWithToken(customerPage, customer.token);
		// Today's specials in the food directory list it, and lead to the restaurant.
		await customerPage.goto('/foodDrictory');
		const specials = await visible(customerPage.getByTestId('food-specials'));
		await visible(specials.getByText('Free dessert'));
		await visible(customerPage.getByTestId('food-inspiration').getByText('La bandera'));
		await specials.getByRole('link', { name: 'Casa Rosa' }).first().click();
		await customerPage.waitForURL((url) => url.searchParams.get('id') === String(profileId), { timeout: 10_000 });
		const offer = customerPage.locator('[data-testid^="offer-"]').filter({ hasText: 'Free dessert' });
		await visible(offer.getByTestId('offer-left'));
		await offer.getByTestId('offer-redeem').click();
		await customerPage.getByTestId('confirm-action-submit').click();
		await visible(notification(customerPage, 'Offer redeemed'));
		await customerPage.waitForFunction(
			() =>
				[...document.querySelectorAll('[data-testid="offer-left"]')].some((node) => node.textContent === '0 of 1 left'),
			undefined,
			{ timeout: 10_000 },
		);
		const button = offer.getByTestId('offer-redeem');
		expect(await button.textContent()).toBe('Redeemed');
		expect(await button.isDisabled()).toBe(true);

		// The owner's page now says none are left as well.
		await page.reload();
		expect(await (await visible(ownerOffer.getByTestId('offer-left'))).textContent()).toBe('0 of 1 left');
	});
});
