import { grantStaff } from '@edge/api';
import { mailOutbox, profiles } from '@edge/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { notification, registerViaApi, signInWithToken, uniqueEmail, visible } from './support/journeys';
import { createBusinessViaApi, PHONE } from './support/seed-via-api';

/**
 * Business verification reviewed by staff (issue 21): the owner proves the business e-mail with a
 * code and is told the request is under review; a moderator approves it on /admin/verifications at
 * a phone's width; the verified badge then shows in search results and on the profile.
 */
describe.skipIf(!chromiumPath)('verification approved by a moderator', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('owner requests, moderator approves, the badge shows in search and on the profile', async () => {
		const owner = await registerViaApi(app.url, { firstName: 'Pedro' });
		const moderator = await registerViaApi(app.url, { firstName: 'Mario' });
		grantStaff(app.db, moderator.email, 'moderator', new Date());
		const email = uniqueEmail('negocio');
		const title = 'Ferretería Quisqueyana Verificable';
		const id = await createBusinessViaApi(app.url, owner, { title, email });

		// The owner proves the e-mail: the page then says the request is under review.
		const ownerContext = await app.newContext({ viewport: PHONE });
		const ownerPage = await ownerContext.newPage();
		await signInWithToken(ownerPage, owner.token);
		await ownerPage.goto(`/businessProfile?id=${id}`);
		await (await visible(ownerPage.getByTestId('verify-business'))).click();
		await visible(ownerPage.getByTestId('business-verify-page'));
		expect(await (await visible(ownerPage.getByTestId('verify-status'))).textContent()).toBe('Sin verificar');
		await ownerPage.getByTestId('verify-channel-email').click();
		await ownerPage.getByTestId('verify-send').click();
		await visible(ownerPage.getByTestId('verify-pending'));
		const mail = app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).get();
		const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
		expect(code).toMatch(/^\d{6}$/);
		await ownerPage.getByTestId('verify-code').fill(code);
		await ownerPage.getByTestId('verify-confirm').click();
		await visible(ownerPage.getByTestId('verify-under-review'));
		expect(await ownerPage.getByTestId('verify-status').textContent()).toBe('En revisión');
		expect(app.db.select().from(profiles).where(eq(profiles.id, id)).get()?.verifiedAt).toBeNull();

		// The moderator sees what was submitted and approves it, at 390 px.
		const staffContext = await app.newContext({ viewport: PHONE });
		const staffPage = await staffContext.newPage();
		await signInWithToken(staffPage, moderator.token);
		await staffPage.goto('/admin/verifications');
		const card = await visible(staffPage.getByTestId('verification-card').filter({ hasText: title }));
		expect(await staffPage.title()).toBe('Verificaciones · Administración · Edge');
		expect(await card.getByTestId('verification-contact').textContent()).toBe(`Correo: ${email}`);
		expect(await card.getByTestId('verification-profile-link').getAttribute('href')).toBe(`/businessProfile?id=${id}`);
		// Nothing is wider than the phone.
		expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
		await card.getByTestId('verification-approve').click();
		const dialog = await visible(staffPage.getByTestId('verification-approve-dialog'));
		await dialog.getByTestId('verification-decision-submit').click();
		await visible(notification(staffPage, 'Verificación aprobada'));
		await visible(staffPage.getByText('No hay verificaciones pendientes'));
		expect(app.db.select().from(profiles).where(eq(profiles.id, id)).get()?.verifiedAt).not.toBeNull();
		await staffContext.close();

		// A visitor finds it verified in search and on its page.
		const visitorContext = await app.newContext();
		const visitor = await visitorContext.newPage();
		await visitor.goto('/categories?q=Quisqueyana');
		const result = await visible(visitor.getByTestId('profile-card').filter({ hasText: title }));
		await visible(result.getByText('Verificado'));
		await visitor.goto(`/businessProfile?id=${id}`);
		await visible(visitor.getByTestId('verified-badge'));
		await visitorContext.close();

		// And the owner's page says so.
		await ownerPage.goto(`/businessProfile?id=${id}&verify=true`);
		await visible(ownerPage.getByTestId('already-verified'));
		expect(await ownerPage.getByTestId('verify-status').textContent()).toBe('Verificado');
		await ownerContext.close();
	});
});
