import AxeBuilder from '@axe-core/playwright';
import { grantStaff } from '@edge/api';
import { profiles, reviewReports, reviews, userNotices, verificationRequests } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, screenshot, startE2eApp } from './support/app';
import { pathOf, registerViaApi, signInWithToken, visible, waitForPath } from './support/journeys';
import { animationsDone, textContrast } from './support/rendered-look';
import { PHONE } from './support/seed-via-api';

/** axe-core's serious and critical violations on the page as it is (docs/accessibility.md). */
async function seriousViolations(page: Page): Promise<string[]> {
	const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
	return results.violations
		.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
		.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/**
 * The staff side's frame (issue 21): who gets /admin at all, the dashboard and its navigation at a
 * phone's width, the audit for admins only, and the owner's notices on /profile.
 */
describe.skipIf(!chromiumPath)('/admin: shell, dashboard, audit; the owner notices', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('keeps /admin from visitors and users, and shows staff the dashboard, the counts and (to admins) the audit', async () => {
		const [user, moderator, admin, author] = await Promise.all([
			registerViaApi(app.url, { firstName: 'Ana' }),
			registerViaApi(app.url, { firstName: 'Mario' }),
			registerViaApi(app.url, { firstName: 'Adela' }),
			registerViaApi(app.url, { firstName: 'Marta' }),
		]);
		grantStaff(app.db, moderator.email, 'moderator', new Date());
		grantStaff(app.db, admin.email, 'admin', new Date());
		// One reported review: the dashboard and the navigation count it.
		const profileId = app.db
			.insert(profiles)
			.values({ ownerId: author.id, kind: 'business', title: 'Colmado Reportado', about: '' })
			.returning({ id: profiles.id })
			.get().id;
		const reviewId = app.db
			.insert(reviews)
			.values({
				profileId,
				authorId: user.id,
				rating: 1,
				comment: 'Pésimo',
				createdAt: new Date(),
				updatedAt: new Date(),
			})
			.returning({ id: reviews.id })
			.get().id;
		app.db
			.insert(reviewReports)
			.values({ reviewId, reporterId: author.id, reason: 'Falso', createdAt: new Date() })
			.run();

		// The server draws no staff page: /admin is the plain shell, with or without a session cookie,
		// where a drawn page (/) carries its content and data.
		const home = await (await fetch(`${app.url}/`)).text();
		expect(home).toContain('<div id="root" data-drawn>');
		for (const headers of [{}, { cookie: `edge_session=${moderator.token}` }] as Record<string, string>[]) {
			const response = await fetch(`${app.url}/admin`, { headers });
			expect(response.status).toBe(200);
			const shell = await response.text();
			// The shell's placeholder header, never the root of a drawn page nor its data.
			expect(shell).toContain('<div id="root"><div class="edge-shell-header"');
			expect(shell).not.toContain('<div id="root" data-drawn>');
		}

		// A visitor is sent to sign in; a signed-in user without a role gets the not-found page.
		const visitorContext = await app.newContext({ viewport: PHONE });
		const visitor = await visitorContext.newPage();
		await visitor.goto('/admin');
		await waitForPath(visitor, '/login');
		await visitorContext.close();
		const userContext = await app.newContext({ viewport: PHONE });
		const userPage = await userContext.newPage();
		await signInWithToken(userPage, user.token);
		await userPage.goto('/admin');
		await visible(userPage.getByTestId('not-found'));
		expect(await userPage.getByTestId('admin-layout').count()).toBe(0);
		expect(await userPage.getByTestId('admin-link').count()).toBe(0);
		await userContext.close();

		// A moderator, loading /admin directly at 390 px: the dashboard, its counts, no audit.
		const staffContext = await app.newContext({ viewport: PHONE });
		const page = await staffContext.newPage();
		await signInWithToken(page, moderator.token);
		await page.goto('/admin');
		await visible(page.getByTestId('admin-dashboard'));
		await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Panel · Administración · Edge');
		expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Administración');
		expect(await page.getByTestId('open-reports-review').textContent()).toBe('1');
		// No payments this month: zero, in the currency PayPal charges (revenue keeps each currency charged).
		expect(await page.getByTestId('figure-revenue-value').textContent()).toBe('US$ 0.00');
		expect(await page.getByTestId('admin-nav-reports').textContent()).toBe('Reportes1');
		expect(await page.getByTestId('admin-nav-audit').count()).toBe(0);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
		expect(await seriousViolations(page)).toEqual([]);
		await screenshot(page, 'admin-dashboard-390');
		await page.goto('/admin/audit');
		await visible(page.getByTestId('audit-admins-only'));
		await page.getByTestId('admin-nav-reports').click();
		await waitForPath(page, '/admin/reports');
		await staffContext.close();

		// An admin reaches /admin from the header's link and reads the audit: the roles granted above.
		const adminContext = await app.newContext({ viewport: { width: 1280, height: 900 } });
		const adminPage = await adminContext.newPage();
		await signInWithToken(adminPage, admin.token);
		await adminPage.goto('/profile');
		await (await visible(adminPage.getByTestId('admin-link'))).click();
		await waitForPath(adminPage, '/admin');
		await (await visible(adminPage.getByTestId('admin-nav-audit'))).click();
		await waitForPath(adminPage, '/admin/audit');
		await expect.poll(() => adminPage.title(), { timeout: 10_000 }).toBe('Auditoría · Administración · Edge');
		const grants = await visible(adminPage.getByTestId('audit-entry').filter({ hasText: moderator.email }));
		expect(await grants.getByTestId('audit-entry-action').textContent()).toBe('Rol de personal otorgado');
		// Loaded afresh: right after the click the navigation's buttons are still fading between colours.
		await adminPage.reload();
		await visible(adminPage.getByTestId('audit-entry'));
		expect(await seriousViolations(adminPage)).toEqual([]);
		await screenshot(adminPage, 'admin-audit-1280');
		await adminPage.getByTestId('audit-filter-action').click();
		await adminPage.getByRole('option', { name: 'Cuenta suspendida' }).click();
		await visible(adminPage.getByTestId('audit-empty'));
		expect(pathOf(adminPage)).toBe('/admin/audit');
		await adminContext.close();
	});

	it("shows the navigation's counts legibly, the open section's too: AA contrast, hovered or not", async () => {
		const [moderator, author, reporter] = await Promise.all([
			registerViaApi(app.url, { firstName: 'Mario' }),
			registerViaApi(app.url, { firstName: 'Marta' }),
			registerViaApi(app.url, { firstName: 'Ana' }),
		]);
		grantStaff(app.db, moderator.email, 'moderator', new Date());
		// A reported review and a pending verification: both sections carry a count.
		const profileId = app.db
			.insert(profiles)
			.values({ ownerId: author.id, kind: 'business', title: 'Colmado Contado', about: '' })
			.returning({ id: profiles.id })
			.get().id;
		const reviewId = app.db
			.insert(reviews)
			.values({
				profileId,
				authorId: reporter.id,
				rating: 1,
				comment: 'Malo',
				createdAt: new Date(),
				updatedAt: new Date(),
			})
			.returning({ id: reviews.id })
			.get().id;
		app.db
			.insert(reviewReports)
			.values({ reviewId, reporterId: author.id, reason: 'Falso', createdAt: new Date() })
			.run();
		app.db
			.insert(verificationRequests)
			.values({
				profileId,
				ownerId: author.id,
				channel: 'phone',
				target: '+18095550150',
				businessName: 'Colmado Contado',
				submittedAt: new Date(),
			})
			.run();

		const context = await app.newContext({ viewport: { width: 1280, height: 900 } });
		const page = await context.newPage();
		await signInWithToken(page, moderator.token);
		await page.goto('/admin/reports');
		const open = await visible(page.getByTestId('admin-nav-reports'));
		expect(await open.getAttribute('aria-current')).toBe('page');
		const other = page.getByTestId('admin-nav-verifications');
		const countOf = (item: typeof open) => item.locator('.mantine-Badge-label');
		await visible(countOf(open));
		await visible(countOf(other));
		// This file's other journeys report things too: a count, whatever it is.
		expect(await countOf(open).textContent()).toMatch(/^[1-9]\d*$/);

		// WCAG AA for small text, 4.5:1, on the open section's button (filled) and another (light),
		// each as it rests and under the pointer. The open one's count was white on white (1:1).
		const seen: Record<string, Awaited<ReturnType<typeof textContrast>>> = {};
		for (const [name, item] of [
			['open', open],
			['not open', other],
		] as const) {
			await page.mouse.move(0, 0);
			await animationsDone(page);
			seen[name] = await textContrast(countOf(item));
			await item.hover();
			await animationsDone(page);
			seen[`${name}, hovered`] = await textContrast(countOf(item));
		}
		expect(Object.entries(seen).filter(([, contrast]) => contrast.ratio < 4.5)).toEqual([]);
		await page.mouse.move(0, 0);
		await animationsDone(page);
		expect(await seriousViolations(page)).toEqual([]);
		await context.close();
	});

	it('tells the owner on /profile what was hidden and why, and marks it read once shown', async () => {
		const owner = await registerViaApi(app.url, { firstName: 'Rosa' });
		const profileId = app.db
			.insert(profiles)
			.values({ ownerId: owner.id, kind: 'business', title: 'Ferretería Avisada', about: '' })
			.returning({ id: profiles.id })
			.get().id;
		const reviewId = app.db
			.insert(reviews)
			.values({
				profileId,
				authorId: owner.id,
				rating: 2,
				comment: 'Regular',
				createdAt: new Date(),
				updatedAt: new Date(),
			})
			.returning({ id: reviews.id })
			.get().id;
		app.db
			.insert(userNotices)
			.values({
				userId: owner.id,
				kind: 'contentHidden',
				targetKind: 'review',
				targetId: String(reviewId),
				reason: 'Lenguaje ofensivo',
				createdAt: new Date(),
			})
			.run();
		const context = await app.newContext({ viewport: PHONE });
		const page = await context.newPage();
		await signInWithToken(page, owner.token);
		await page.goto('/profile');
		const card = await visible(page.getByTestId('notices-card'));
		expect(await card.getByRole('heading').textContent()).toBe('Avisos de Edge');
		const notice = card.getByTestId('notice');
		expect(await notice.getAttribute('data-unread')).toBe('true');
		expect(await notice.textContent()).toContain('Ocultamos contenido tuyo');
		expect(await notice.textContent()).toContain('Tu reseña de «Ferretería Avisada»');
		expect(await notice.textContent()).toContain('Motivo: Lenguaje ofensivo');
		await screenshot(page, 'profile-notices-390');
		// Shown, so read: the server records it.
		await expect
			.poll(() => app.db.select().from(userNotices).where(eq(userNotices.userId, owner.id)).get()?.readAt ?? null, {
				timeout: 10_000,
			})
			.not.toBeNull();
		await context.close();
	});
});
