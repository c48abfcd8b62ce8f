import { wallReports } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, screenshot, startE2eApp } from './support/app';
import { type ApiUser, appIsLive, registerViaApi, visible, waitForPath } from './support/journeys';
import { createBusinessViaApi, givePlan, PHONE, SMALL_JPEG, signedInPage } from './support/seed-via-api';

const _DAY_MS = 24 * 60 * 60 * 1000;

/** A post written through the API by a user with a plan. */
async function postViaApi(url: string, author: ApiUser, title: string): Promise<void> {
	const response = await fetch(`${url}/api/trpc/wall.createPost`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
		body: JSON.stringify({ title, content: 'Abrimos a las ocho.', imageId: null, profileId: null }),
	});
	if (response.status !== 200) throw new Error(`wall.createPost: ${response.status} ${await response.text()}`);
}

const postCard = (page: Page, title: string) => page.getByTestId('wall-post').filter({ hasText: title });
const countOf = (page: Page, title: string, testId: string) =>
	postCard(page, title).getByTestId(testId).getAttribute('data-count');

describe.skipIf(!chromiumPath)('the business wall', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('an owner posts; another comments and likes, and the first sees both counts change live', async () => {
		const ana = await registerViaApi(app.url, { firstName: 'Ana', lastName: 'Colonial' });
		await createBusinessViaApi(app.url, ana, { title: 'Café Colonial' });
		givePlan(app, ana, 'business-profile');
		const luis = await registerViaApi(app.url, { firstName: 'Luis', lastName: 'Duarte' });
		await createBusinessViaApi(app.url, luis, { title: 'Ferretería Duarte' });
		givePlan(app, luis, 'business-profile');

		const anaPage = await signedInPage(app, ana, '/businessWall');
		await expect.poll(() => anaPage.title()).toBe('Business wall · Edge');
		const luisPage = await signedInPage(app, luis, '/businessWall');
		await visible(luisPage.getByTestId('wall-new-post'));

		// Ana writes a post as her business; text stays text and the address becomes a safe link.
		await (await visible(anaPage.getByTestId('wall-new-post'))).click();
		const form = await visible(anaPage.getByTestId('wall-post-form'));
		expect(await form.getByTestId('wall-post-as').inputValue()).toBe('Café Colonial');
		// An empty title is refused in the browser, with what was typed kept.
		await form.getByTestId('wall-post-content').fill('<b>Nuevo menú</b> desde hoy: https://edge.do/menu.');
		await form.getByTestId('wall-post-submit').click();
		await visible(form.getByText('Write a title.'));
		expect(await form.getByTestId('wall-post-content').inputValue()).toBe(
			'<b>Nuevo menú</b> desde hoy: https://edge.do/menu.',
		);
		await form.getByTestId('wall-post-title').fill('Menú de temporada');
		await form.getByTestId('wall-post-submit').click();
		const mine = await visible(postCard(anaPage, 'Menú de temporada'));
		expect(await mine.getByTestId('wall-author').textContent()).toBe('Café Colonial');
		const content = mine.getByTestId('wall-post-content');
		expect(await content.textContent()).toBe('<b>Nuevo menú</b> desde hoy: https://edge.do/menu.');
		expect(await content.locator('b').count()).toBe(0);
		const link = content.locator('a');
		expect(await link.getAttribute('href')).toBe('https://edge.do/menu');
		expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
		expect(await countOf(anaPage, 'Menú de temporada', 'wall-like')).toBe('0');

		// Luis, already on the wall, is told about the new post and shows it.
		const fresh = await visible(luisPage.getByTestId('wall-new-posts'));
		expect(await fresh.textContent()).toBe('1 new post: show');
		await fresh.click();
		const seen = await visible(postCard(luisPage, 'Menú de temporada'));

		// He likes it; Ana sees the count without reloading.
		const like = seen.getByTestId('wall-like');
		await like.click();
		await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
		await expect.poll(() => like.getAttribute('data-count')).toBe('1');
		await expect.poll(() => countOf(anaPage, 'Menú de temporada', 'wall-like')).toBe('1');

		// Switching to dislike moves his one reaction.
		await seen.getByTestId('wall-dislike').click();
		await expect.poll(() => seen.getByTestId('wall-dislike').getAttribute('aria-pressed')).toBe('true');
		await expect.poll(() => countOf(anaPage, 'Menú de temporada', 'wall-dislike')).toBe('1');
		await expect.poll(() => countOf(anaPage, 'Menú de temporada', 'wall-like')).toBe('0');
		await seen.getByTestId('wall-like').click();
		await expect.poll(() => countOf(anaPage, 'Menú de temporada', 'wall-like')).toBe('1');
		await expect.poll(() => countOf(anaPage, 'Menú de temporada', 'wall-dislike')).toBe('0');

		// He comments on the post's page; Ana's list shows the comment count change live.
		await seen.getByTestId('wall-post-title-link').click();
		await luisPage.waitForURL((url) => url.pathname.startsWith('/businessWall/'));
		await expect.poll(() => luisPage.title()).toBe('Menú de temporada · Edge');
		await visible(luisPage.getByTestId('wall-comments-empty'));
		const composer = luisPage.getByTestId('wall-comment-composer-input');
		await composer.fill('¡Felicidades! Paso el sábado.');
		await luisPage.getByTestId('wall-comment-composer-submit').click();
		await expect
			.poll(() => luisPage.getByTestId('wall-comment-body').allTextContents())
			.toEqual(['¡Felicidades! Paso el sábado.']);
		await expect.poll(() => composer.inputValue()).toBe('');
		await expect.poll(() => countOf(anaPage, 'Menú de temporada', 'wall-comment-count')).toBe('1');
		await screenshot(anaPage, 'wall-390x844');

		// Ana opens her post: the comment is there, and Luis's next one arrives without reloading.
		await postCard(anaPage, 'Menú de temporada').getByTestId('wall-comment-count').click();
		await anaPage.waitForURL((url) => url.pathname.startsWith('/businessWall/'));
		await expect
			.poll(() => anaPage.getByTestId('wall-comment-body').allTextContents())
			.toEqual(['¡Felicidades! Paso el sábado.']);
		await composer.fill('¿Abren el domingo?');
		await luisPage.getByTestId('wall-comment-composer-submit').click();
		await expect
			.poll(() => anaPage.getByTestId('wall-comment-body').allTextContents())
			.toEqual(['¡Felicidades! Paso el sábado.', '¿Abren el domingo?']);
		await expect.poll(() => anaPage.getByTestId('wall-comment-count').getAttribute('data-count')).toBe('2');
		// Nothing on the page is wider than the phone.
		expect(await anaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
		await screenshot(anaPage, 'wall-post-390x844');
	});

	it('a drawn wall served minutes after its draw is taken over as drawn, with its times then relative', async () => {
		const ana = await registerViaApi(app.url, { firstName: 'Ana', lastName: 'Horno' });
		await createBusinessViaApi(app.url, ana, { title: 'Horno de Ana' });
		givePlan(app, ana, 'business-profile');
		await postViaApi(app.url, ana, 'Pan caliente a las seis');

		const context = await app.newContext({ viewport: PHONE });
		const page = await context.newPage();
		const trouble: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error' || message.text().includes('Hydration')) trouble.push(message.text());
		});
		// The visitor's clock is three minutes past the draw: a page kept by the server and served later.
		await page.clock.setSystemTime(Date.now() + 3 * 60_000);
		await page.goto('/businessWall');
		await appIsLive(page);
		const time = postCard(page, 'Pan caliente a las seis').locator('time');
		await expect.poll(() => time.textContent()).toBe('hace 3 minutos');
		// Taken over, not drawn again after a mismatch (which React reports as a recoverable error).
		expect(trouble).toEqual([]);
		await context.close();
	});

	it('a user without a plan reads the wall and is told why they cannot take part, with the plans a click away', async () => {
		const member = await registerViaApi(app.url, { firstName: 'Rosa', lastName: 'Miembro' });
		givePlan(app, member, 'business-profile');
		await postViaApi(app.url, member, 'Horario de invierno');
		const owner = await registerViaApi(app.url, { firstName: 'Marta', lastName: 'Sin Plan' });
		await createBusinessViaApi(app.url, owner, { title: 'Panadería Marta' });

		const page = await signedInPage(app, owner, '/businessWall');
		const notice = await visible(page.getByTestId('wall-no-plan'));
		expect(await notice.textContent()).toContain(
			'Only business owners with a valid plan that includes the business wall can post, comment or react.',
		);
		expect(await page.getByTestId('wall-new-post').count()).toBe(0);
		// The posts are there to read; reacting is refused in place.
		const like = (await visible(postCard(page, 'Horario de invierno'))).getByTestId('wall-like');
		expect(await like.getAttribute('aria-disabled')).toBe('true');
		// The reason: the button's title on hover, and a notification on click (keyboard and touch too).
		expect(await like.getAttribute('title')).toBe('You need a valid plan with the business wall to react');
		await like.focus();
		await page.keyboard.press('Enter');
		await visible(page.getByText('You need a valid plan with the business wall to react'));
		await page.getByTestId('wall-see-plans').click();
		await waitForPath(page, '/pricingTable');

		// Signed out, the wall asks to sign in instead.
		const visitorContext = await app.newContext({ viewport: PHONE });
		await visitorContext.addInitScript(() => localStorage.setItem('language', 'en'));
		const visitor = await visitorContext.newPage();
		await visitor.goto('/businessWall');
		await visible(visitor.getByTestId('wall-signed-out'));
		await visible(postCard(visitor, 'Horario de invierno'));
		await visitor.getByTestId('wall-sign-in').click();
		await waitForPath(visitor, '/login');
	});
	it('an author edits and deletes a post and a comment after confirming; others report it and see it go live', async () => {
		const carla = await registerViaApi(app.url, { firstName: 'Carla', lastName: 'Flores' });
		await createBusinessViaApi(app.url, carla, { title: 'Floristería Carla' });
		givePlan(app, carla, 'business-profile');
		const pedro = await registerViaApi(app.url, { firstName: 'Pedro', lastName: 'Lector' });
		givePlan(app, pedro, 'business-profile');
		const carlaPage = await signedInPage(app, carla, '/businessWall');
		const pedroPage = await signedInPage(app, pedro, '/businessWall');
		await visible(pedroPage.getByTestId('wall-new-post'));

		// A post with an image.
		await (await visible(carlaPage.getByTestId('wall-new-post'))).click();
		const form = await visible(carlaPage.getByTestId('wall-post-form'));
		await form.getByTestId('wall-post-title').fill('Rosas para el Día de las Madres');
		await form.getByTestId('wall-post-content').fill('Reserva tu ramo.');
		await form
			.getByTestId('wall-post-image-input')
			.setInputFiles({ name: 'rosas.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG });
		await visible(form.getByTestId('wall-post-image-preview'));
		await form.getByTestId('wall-post-submit').click();
		await visible(postCard(carlaPage, 'Rosas para el Día de las Madres').getByTestId('wall-post-image'));

		// Pedro shows it and reports it with a reason (required).
		await (await visible(pedroPage.getByTestId('wall-new-posts'))).click();
		const seen = await visible(postCard(pedroPage, 'Rosas para el Día de las Madres'));
		await visible(seen.getByTestId('wall-post-image'));
		await seen.getByTestId('wall-post-menu').click();
		await (await visible(pedroPage.getByTestId('wall-post-menu-report'))).click();
		const report = await visible(pedroPage.getByTestId('wall-report-modal'));
		await report.getByTestId('wall-report-submit').click();
		await visible(report.getByText('Write the reason for the report.'));
		await report.getByTestId('wall-report-reason').fill('Parece publicidad engañosa.');
		await report.getByTestId('wall-report-submit').click();
		await visible(pedroPage.getByText('Thank you. We received your report.'));
		await expect
			.poll(() => app.db.select().from(wallReports).where(eq(wallReports.reporterId, pedro.id)).all().length)
			.toBe(1);

		// Carla edits the title; her menu has no "report", Pedro's has no "edit".
		const mine = postCard(carlaPage, 'Rosas para el Día de las Madres');
		await mine.getByTestId('wall-post-menu').click();
		expect(await carlaPage.getByTestId('wall-post-menu-report').count()).toBe(0);
		await (await visible(carlaPage.getByTestId('wall-post-menu-edit'))).click();
		const edit = await visible(carlaPage.getByTestId('wall-post-form'));
		await edit.getByTestId('wall-post-title').fill('Rosas y girasoles');
		await edit.getByTestId('wall-post-submit').click();
		const edited = await visible(postCard(carlaPage, 'Rosas y girasoles'));
		expect(await edited.textContent()).toContain('edited');

		// On the post's page she comments, edits the comment, then deletes it after confirming.
		await edited.getByTestId('wall-post-title-link').click();
		await carlaPage.waitForURL((url) => url.pathname.startsWith('/businessWall/'));
		await carlaPage.getByTestId('wall-comment-composer-input').fill('Quedan pocas.');
		await carlaPage.getByTestId('wall-comment-composer-submit').click();
		const comment = await visible(carlaPage.getByTestId('wall-comment'));
		await comment.getByTestId('wall-comment-menu').click();
		await (await visible(carlaPage.getByTestId('wall-comment-menu-edit'))).click();
		await comment.getByTestId('wall-comment-edit-input').fill('Quedan muy pocas.');
		await comment.getByTestId('wall-comment-edit-submit').click();
		await expect.poll(() => comment.getByTestId('wall-comment-body').textContent()).toBe('Quedan muy pocas.');
		await comment.getByTestId('wall-comment-menu').click();
		await (await visible(carlaPage.getByTestId('wall-comment-menu-delete'))).click();
		await (await visible(carlaPage.getByTestId('wall-comment-delete-confirm-submit'))).click();
		await visible(carlaPage.getByTestId('wall-comments-empty'));

		// She deletes the post after confirming: back on the wall, and gone from Pedro's without reloading.
		await carlaPage.getByTestId('wall-post-menu').click();
		await (await visible(carlaPage.getByTestId('wall-post-menu-delete'))).click();
		await (await visible(carlaPage.getByTestId('wall-post-delete-confirm-submit'))).click();
		await waitForPath(carlaPage, '/businessWall');
		await expect.poll(() => postCard(pedroPage, 'Rosas y girasoles').count()).toBe(0);
		expect(await postCard(carlaPage, 'Rosas y girasoles').count()).toBe(0);
	});
});
