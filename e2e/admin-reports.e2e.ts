import { grantStaff } from '@edge/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { notification, registerViaApi, signInWithToken, visible } from './support/journeys';
import { createBusinessViaApi, PHONE, trpcCall } from './support/seed-via-api';

/**
 * The reports queue (issue 21): a review reported by a user is hidden by a moderator on
 * /admin/reports at a phone's width; a visitor's open page loses it without a reload (reviews.live),
 * a fresh visitor never sees it (the kept page is drawn again), and its author sees it marked.
 */
describe.skipIf(!chromiumPath)('a reported review hidden by a moderator', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('leaves the open page of a visitor live, stays away for a new one, and shows its author why', async () => {
		const [owner, author, reporter, moderator] = await Promise.all([
			registerViaApi(app.url, { firstName: 'Marta' }),
			registerViaApi(app.url, { firstName: 'Ana', lastName: 'Reseñadora' }),
			registerViaApi(app.url, { firstName: 'Luis' }),
			registerViaApi(app.url, { firstName: 'Mario' }),
		]);
		grantStaff(app.db, moderator.email, 'moderator', new Date());
		const profileId = await createBusinessViaApi(app.url, owner, { title: 'Colmado Reportado' });
		const comment = 'Reseña ofensiva que hay que ocultar';
		const review = await trpcCall<{ id: number }>(app.url, author, 'reviews.upsert', {
			profileId,
			rating: 1,
			comment,
		});
		await trpcCall(app.url, reporter, 'reviews.report', { reviewId: review.id, reason: 'Lenguaje ofensivo' });
		const reviewCard = (page: Page) => page.getByTestId('review-card').filter({ hasText: comment });

		// A visitor has the page open, following its reviews live.
		const visitorContext = await app.newContext({ viewport: PHONE });
		const visitor = await visitorContext.newPage();
		const live = visitor.waitForRequest((request) => request.url().includes('reviews.live'));
		await visitor.goto(`/businessProfile?id=${profileId}`);
		await visible(reviewCard(visitor));
		await live;

		// The moderator finds the report, with its reason, and hides the review with a reason.
		const staffContext = await app.newContext({ viewport: PHONE });
		const staff = await staffContext.newPage();
		await signInWithToken(staff, moderator.token);
		await staff.goto('/admin/reports');
		const card = await visible(staff.getByTestId('report-card').filter({ hasText: comment }));
		expect(await staff.title()).toBe('Reportes · Administración · Edge');
		expect(await card.getByTestId('report-kind').textContent()).toBe('Reseña');
		expect(await card.getByTestId('report-count').textContent()).toBe('1 reporte');
		expect(await card.getByTestId('report-reasons').textContent()).toContain('Lenguaje ofensivo');
		expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
		await card.getByTestId('report-hide').click();
		// The reason is required.
		await (await visible(staff.getByTestId('report-confirm'))).click();
		await visible(staff.getByText('Escribe el motivo.'));
		await staff.getByTestId('report-reason').fill('Insultos al negocio');
		await staff.getByTestId('report-confirm').click();
		await visible(notification(staff, 'Contenido ocultado'));
		await visible(staff.getByTestId('reports-empty'));
		await staffContext.close();

		// The visitor's open page lost it, without a reload.
		await expect.poll(() => reviewCard(visitor).count(), { timeout: 15_000 }).toBe(0);
		await visitorContext.close();

		// A new visitor never sees it.
		const freshContext = await app.newContext({ viewport: PHONE });
		const fresh = await freshContext.newPage();
		await fresh.goto(`/businessProfile?id=${profileId}`);
		await visible(fresh.getByTestId('reviews-empty'));
		expect(await reviewCard(fresh).count()).toBe(0);
		await freshContext.close();

		// Its author still sees it, marked hidden with the reason.
		const authorContext = await app.newContext({ viewport: PHONE });
		const authorPage = await authorContext.newPage();
		await signInWithToken(authorPage, author.token);
		await authorPage.goto(`/businessProfile?id=${profileId}`);
		const own = await visible(reviewCard(authorPage).filter({ has: authorPage.getByTestId('review-hidden') }));
		expect(await own.getByTestId('review-hidden').textContent()).toContain('Insultos al negocio');
		await authorContext.close();
	});
});
