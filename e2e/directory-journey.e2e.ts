import { profiles, reviews } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, screenshot, startE2eApp } from './support/app';
import { notification, registerViaApi, signInWithToken, visible } from './support/journeys';
import { pickOption } from './support/pick-option';
import { createBusinessViaApi } from './support/seed-via-api';

/**
 * Issue 7's directory journey, end to end: an owner creates a business through the form, visitors
 * find it by searching in Spanish (without accents) and in English (by the English category name),
 * and two other users review it while the page's average and count follow.
 */

/** An 8x8 JPEG made for this test (the server decodes and re-encodes it, so it must be a real one). */
const SMALL_JPEG = Buffer.from(
	'/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAIqQ/9k=',
	'base64',
);

const TITLE = 'Ferretería Los Almendros';
const HARDWARE = 'hardware-and-building-materials';
const HARDWARE_ES = 'Ferreterías y materiales de construcción';
const HARDWARE_EN = 'Hardware and building materials';
const WAIT = { timeout: 10_000 };
/** Where the decoys are: the same city as the journey's business. */
const SANTIAGO = {
	about: 'Un negocio de la misma ciudad.',
	tags: ['barrio'],
	address: 'Av. Duarte 12',
	city: 'Santiago',
	lat: 19.45,
	lng: -70.69,
};

/** The ids of the cards in the listing's results now in the page (none while the skeleton shows). */
function resultIds(page: Page): Promise<number[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll('[data-testid="listing-results"] [data-testid="profile-card"]')]
			.map((node) => Number(node.getAttribute('data-profile-id')))
			.sort((a, b) => a - b),
	);
}

/**
 * Waits until the page is the listing of this search (the URL's q) showing exactly these cards.
 * Polled: for a moment after the URL changes the previous search's cards may still be on screen.
 */
async function expectResults(page: Page, q: string, expected: number[]): Promise<void> {
	await page.waitForURL((url) => url.pathname === '/categories' && url.searchParams.get('q') === q, WAIT);
	await expect.poll(() => resultIds(page), WAIT).toEqual([...expected].sort((a, b) => a - b));
}

/** Searches from the listing's search box (typed, then its submit button: Enter could pick a suggestion). */
async function searchFromListing(page: Page, q: string, expected: number[]): Promise<void> {
	const box = page.getByTestId('search-box');
	await box.getByTestId('search-input').fill(q);
	await box.locator('button[type="submit"]').click();
	await expectResults(page, q, expected);
}

async function waitForText(locator: Locator, expected: string | RegExp): Promise<void> {
	const poll = expect.poll(async () => (await locator.textContent())?.trim(), WAIT);
	if (typeof expected === 'string') await poll.toBe(expected);
	else await poll.toMatch(expected);
}

/** Picks a star level in the review form: the radio inputs are hidden, their labels are the stars. */
async function rate(page: Page, stars: string): Promise<void> {
	const radio = page.getByTestId('review-form').getByRole('radio', { name: stars, exact: true });
	const id = await radio.getAttribute('id');
	await page.locator(`label[for="${id}"]`).click();
	await expect.poll(() => radio.isChecked(), WAIT).toBe(true);
}

describe.skipIf(!chromiumPath)('directory journey: create, find in both languages, review', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('an owner creates a hardware store; visitors find it in Spanish and English; two users review it', async () => {
		// Decoys: another hardware store (a category match without "almendros") and an "Almendros"
		// bakery (a title match in another category). Each search below must tell them apart.
		const otherStore = await createBusinessViaApi(app.url, await registerViaApi(app.url, { firstName: 'Pedro' }), {
			...SANTIAGO,
			title: 'Ferretería La Esquina',
			categorySlug: HARDWARE,
		});
		const bakery = await createBusinessViaApi(app.url, await registerViaApi(app.url, { firstName: 'Carmen' }), {
			...SANTIAGO,
			title: 'Panadería Los Almendros',
			categorySlug: 'bakeries-and-pastry-shops',
		});

		// 1. The owner creates the profile through the form.
		const owner = await registerViaApi(app.url, { firstName: 'Julio', lastName: 'Almonte' });
		const ownerContext = await app.newContext();
		const ownerPage = await ownerContext.newPage();
		await signInWithToken(ownerPage, owner.token);
		await ownerPage.goto('/businessProfile');
		await (await visible(ownerPage.getByTestId('create-business'))).click();
		const form = await visible(ownerPage.getByTestId('business-form'));
		await form.getByTestId('business-title').fill(TITLE);
		await form.getByTestId('business-category').click();
		await form.getByTestId('business-category').fill('Ferreter');
		await ownerPage.getByRole('option', { name: HARDWARE_ES, exact: true }).click();
		await form.getByTestId('business-about').fill('Herramientas, pinturas y materiales para tu obra en Santiago.');
		const tags = form.getByTestId('business-tags');
		await tags.fill('herramientas');
		await tags.press('Enter');
		await tags.fill('pinturas');
		await tags.press('Enter');
		await form.getByTestId('business-phone').fill('+18095557788');
		// Required by the spec: who runs it, and the website.
		await form.getByTestId('business-owner-name').fill('Julio Almonte');
		await form.getByTestId('business-owner-description').fill('Ferretero desde 1995.');
		await form.getByTestId('business-website').fill('https://losalmendros.do');
		await form.getByTestId('business-address').fill('Calle del Sol 45');
		await pickOption(ownerPage, form.getByTestId('business-city'), 'Santiago', 'Santiago de los Caballeros');

		await (await visible(ownerPage.getByTestId('location-picker'))).click();
		await ownerPage.waitForFunction(() =>
			document.querySelector('[data-testid="location-picker-value"]')?.textContent?.startsWith('Ubicación elegida'),
		);
		await ownerPage
			.getByTestId('business-image-input')
			.setInputFiles({ name: 'almendros.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG });
		await visible(ownerPage.getByTestId('business-image-preview'));
		// Monday to Saturday, 09:00 to 17:00 (the default range of a new day).
		for (const weekday of [1, 2, 3, 4, 5, 6]) await ownerPage.getByTestId(`hours-add-${weekday}`).click();

		await ownerPage.getByTestId('business-submit').click();
		await ownerPage.waitForURL((url) => url.pathname === '/businessProfile' && url.searchParams.has('id'), WAIT);
		const id = Number(new URL(ownerPage.url()).searchParams.get('id'));
		const ownerView = await visible(ownerPage.getByTestId('business-profile'));
		expect(await ownerView.getByTestId('business-title-view').textContent()).toBe(TITLE);
		expect(await ownerView.getByTestId('business-category-view').textContent()).toBe(HARDWARE_ES);
		expect(await ownerView.getByTestId('business-tags-view').textContent()).toBe('herramientaspinturas');
		await waitForText(ownerView.getByTestId('business-rating'), 'Sin reseñas todavía');
		// The owner may not review their own profile: a hint instead of the form.
		await visible(ownerPage.getByTestId('reviews-owner-hint'));
		expect(await ownerPage.getByTestId('review-form').count()).toBe(0);

		const stored = app.db.select().from(profiles).where(eq(profiles.id, id)).get();
		expect(stored).toMatchObject({
			ownerId: owner.id,
			kind: 'business',
			categorySlug: HARDWARE,
			tags: ['herramientas', 'pinturas'],
			ratingCount: 0,
		});
		expect(stored?.imageId).toBeTruthy();
		expect(stored?.lat).not.toBeNull();

		// 2a. A visitor searches from home in Spanish, without accents.
		const visitorContext = await app.newContext();
		const visitor = await visitorContext.newPage();
		await visitor.goto('/');
		const homeSearch = await visible(visitor.getByTestId('home-search'));
		await homeSearch.getByRole('searchbox', { name: 'Buscar' }).fill('ferreteria');
		await homeSearch.getByRole('button', { name: 'Buscar' }).click();
		// "ferreteria" alone finds both hardware stores (the title and the category), not the bakery.
		await expectResults(visitor, 'ferreteria', [otherStore, id]);
		await searchFromListing(visitor, 'ferreteria almendros', [id]);
		const card = visitor.locator(`[data-testid="profile-card"][data-profile-id="${id}"]`);
		expect(await card.getByTestId('profile-card-link').textContent()).toBe(TITLE);
		await visible(card.getByText(HARDWARE_ES, { exact: true }));
		await visible(card.getByText('Sin reseñas todavía', { exact: true }));
		await visitor.waitForFunction(
			(profileId) =>
				(
					document.querySelector(
						`[data-testid="profile-card"][data-profile-id="${profileId}"] img`,
					) as HTMLImageElement | null
				)?.naturalWidth,
			id,
			WAIT,
		);

		// 2b. The same visitor switches to English and searches by the English category name.
		await visitor.getByTestId('language-switch').getByText('EN', { exact: true }).click();
		await visible(card.getByText(HARDWARE_EN, { exact: true }));
		await searchFromListing(visitor, 'hardware almendros', [id]);
		// "almendros" alone is both the store and the bakery; the English category word is what narrows it.
		await searchFromListing(visitor, 'almendros', [bakery, id]);
		await searchFromListing(visitor, 'hardware almendros', [id]);
		await visible(card.getByText('No reviews yet', { exact: true }));
		await card.getByTestId('profile-card-link').click();
		await visitor.waitForURL(
			(url) => url.pathname === '/businessProfile' && url.searchParams.get('id') === String(id),
			WAIT,
		);
		const visitorView = await visible(visitor.getByTestId('business-profile'));
		expect(await visitorView.getByTestId('business-title-view').textContent()).toBe(TITLE);
		expect(await visitorView.getByTestId('business-category-view').textContent()).toBe(HARDWARE_EN);
		await waitForText(visitorView.getByTestId('business-rating'), 'No reviews yet');
		// Signed out, the reviews invite to sign in instead of showing the form.
		await visible(visitor.getByTestId('reviews-sign-in'));
		expect(await visitor.getByTestId('review-form').count()).toBe(0);

		// 3a. A second user reviews it: 4 stars and a comment.
		const first = await registerViaApi(app.url, { firstName: 'Lucía', lastName: 'Reyes' });
		const firstContext = await app.newContext();
		const firstPage = await firstContext.newPage();
		await signInWithToken(firstPage, first.token);
		await firstPage.goto(`/businessProfile?id=${id}`);
		const firstView = await visible(firstPage.getByTestId('business-profile'));
		await visible(firstPage.getByTestId('review-form'));
		await waitForText(firstPage.getByTestId('reviews-average'), '–');
		await waitForText(firstPage.getByTestId('reviews-count'), '0 reseñas');
		await visible(firstPage.getByTestId('reviews-empty'));
		await waitForText(firstView.getByTestId('business-rating'), 'Sin reseñas todavía');

		await rate(firstPage, '4 estrellas');
		await firstPage.getByTestId('review-comment').fill('Buen surtido y atención rápida.');
		await firstPage.getByTestId('review-submit').click();
		await visible(notification(firstPage, 'Reseña publicada'));
		await waitForText(firstPage.getByTestId('reviews-average'), '4.0');
		await waitForText(firstPage.getByTestId('reviews-count'), '1 reseña');
		// The header of the page follows as well (business.get is refetched after the review), in the
		// rating line every profile page and card uses.
		await waitForText(firstView.getByTestId('business-rating'), /^4(?:[.,]0)? · 1 reseña$/);
		const firstCard = await visible(firstPage.getByTestId('reviews-list').getByTestId('review-card'));
		expect(await firstCard.getByTestId('review-comment-text').textContent()).toBe('Buen surtido y atención rápida.');
		// The form now edits the user's own review.
		await waitForText(firstPage.getByTestId('review-submit'), 'Guardar cambios');

		// 3b. A third user reviews it with 2 stars: the average becomes 3.0 over 2 reviews.
		const second = await registerViaApi(app.url, { firstName: 'Ramón', lastName: 'Castillo' });
		const secondContext = await app.newContext();
		const secondPage = await secondContext.newPage();
		await signInWithToken(secondPage, second.token);
		await secondPage.goto(`/businessProfile?id=${id}`);
		await visible(secondPage.getByTestId('review-form'));
		await waitForText(secondPage.getByTestId('reviews-average'), '4.0');
		await rate(secondPage, '2 estrellas');
		await secondPage.getByTestId('review-comment').fill('Les faltaba lo que buscaba.');
		await secondPage.getByTestId('review-submit').click();
		await visible(notification(secondPage, 'Reseña publicada'));
		await waitForText(secondPage.getByTestId('reviews-average'), '3.0');
		await waitForText(secondPage.getByTestId('reviews-count'), '2 reseñas');
		await waitForText(secondPage.getByTestId('reviews-bar-4').locator('p').last(), '1');
		await waitForText(secondPage.getByTestId('reviews-bar-2').locator('p').last(), '1');
		expect(await secondPage.getByTestId('reviews-list').getByTestId('review-card').count()).toBe(2);

		// The second user's page, reloaded, shows the new figures too.
		await firstPage.reload();
		await waitForText(firstPage.getByTestId('reviews-average'), '3.0');
		await waitForText(firstPage.getByTestId('reviews-count'), '2 reseñas');
		await waitForText(firstPage.getByTestId('business-rating'), /^3(?:[.,]0)? · 2 reseñas$/);

		// And so does the English visitor's search card, once loaded again (listings are cached for 30 s).
		await visitor.goto(`/categories?q=${encodeURIComponent('hardware almendros')}`);
		await expectResults(visitor, 'hardware almendros', [id]);
		await waitForText(card.getByText(/reviews?$/), '3.0 · 2 reviews');

		const rated = app.db.select().from(profiles).where(eq(profiles.id, id)).get();
		expect(rated).toMatchObject({ ratingCount: 2, ratingSum: 6 });
		const rows = app.db.select().from(reviews).where(eq(reviews.profileId, id)).all();
		expect(rows.map((row) => [row.authorId, row.rating]).sort()).toEqual(
			[
				[first.id, 4],
				[second.id, 2],
			].sort(),
		);
		await screenshot(firstPage, 'directory-journey-reviews');
	});
});
